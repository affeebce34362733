import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as signup } from "@/app/api/auth/signup/route";
import { verifySessionToken } from "@/lib/auth/session-token";
import { getDb } from "@/lib/db/client";
import { memberships, studios, users } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { makeSignup, studioIdOf, tokenCookie } from "./factories";

const DAY_MS = 86_400_000;

describe("POST /api/auth/signup", () => {
  it("creates the user, a studio on a 14-day Pro trial and the owner membership, and signs in", async () => {
    const body = makeSignup({ name: "Lena Foxtrot", email: "  Lena.Foxtrot@Example.COM ", timeZone: "Europe/Paris" });
    const before = Date.now();
    const response = await callRoute(signup, { body });

    expect(response.status).toBe(201);
    expect(response.body.user).toEqual({
      id: expect.any(String),
      name: "Lena Foxtrot",
      email: "lena.foxtrot@example.com",
      role: "owner",
    });
    const claims = await verifySessionToken(response.body.accessToken);
    expect(claims).toMatchObject({ sub: response.body.user.id, studioId: expect.any(String), role: "owner" });

    const cookie = tokenCookie(response.headers);
    expect(cookie?.value).toBe(response.body.accessToken);
    expect(cookie?.attributes).toMatchObject({ httponly: true, samesite: "lax", path: "/" });

    const db = await getDb();
    const [studio] = await db.select().from(studios).where(eq(studios.id, claims!.studioId));
    expect(studio).toMatchObject({ name: "Lena Foxtrot's Studio", timeZone: "Europe/Paris", plan: "free" });
    const trialDays = (studio.trialEndsAt!.getTime() - before) / DAY_MS;
    expect(trialDays).toBeGreaterThan(13.99);
    expect(trialDays).toBeLessThan(14.01);
    const [membership] = await db.select().from(memberships).where(eq(memberships.userId, response.body.user.id));
    expect(membership).toMatchObject({ studioId: studio.id, role: "owner", active: true });
    const [user] = await db.select().from(users).where(eq(users.id, response.body.user.id));
    expect(user.passwordHash).not.toContain(body.password);
  });

  it("uses the studio name when given, and the default time zone when none is sent", async () => {
    const response = await callRoute(signup, { body: makeSignup({ studioName: "Rumba Room" }) });
    expect(response.status).toBe(201);
    const db = await getDb();
    const [studio] = await db
      .select()
      .from(studios)
      .where(eq(studios.id, await studioIdOf(response.body.accessToken)));
    expect(studio).toMatchObject({ name: "Rumba Room", timeZone: "America/New_York" });
  });

  it("sets a session cookie without Remember me and a persistent one with it", async () => {
    const session = tokenCookie((await callRoute(signup, { body: makeSignup() })).headers);
    expect(session?.attributes.expires).toBeUndefined();
    expect(session?.attributes["max-age"]).toBeUndefined();
    const remembered = tokenCookie((await callRoute(signup, { body: makeSignup({ remember: true }) })).headers);
    const days = (Date.parse(String(remembered?.attributes.expires)) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
  });

  it("answers 409 with a clear message for an e-mail that already has an account, whatever its case", async () => {
    const first = makeSignup();
    expect((await callRoute(signup, { body: first })).status).toBe(201);
    const response = await callRoute(signup, { body: makeSignup({ email: first.email.toUpperCase() }) });
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({ code: "conflict", fields: { email: "An account with this email already exists." } });
    expect(response.body.error.message).toMatch(/already exists/);
  });

  it("refuses a password shorter than 8 characters, with the field named", async () => {
    const response = await callRoute(signup, { body: makeSignup({ password: "short77" }) });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: "validation", fields: { password: "Use at least 8 characters for your password." } });
  });

  it("refuses a malformed e-mail and a missing name, field by field", async () => {
    const response = await callRoute(signup, { body: makeSignup({ email: "not-an-email", name: "  " }) });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      email: "Please enter a valid email address, like name@example.com.",
      name: "Please enter your name.",
    });
  });

  it("answers 400, not 500, for a body that is not JSON", async () => {
    const response = await callRoute(signup, { body: "{not json" });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("bad_request");
  });
});

describe("POST /api/auth/signup throttling", () => {
  it("answers 429 with Retry-After after 10 sign-ups an hour from one address, whether the e-mail is taken or new", async () => {
    const headers = { "x-forwarded-for": "192.0.2.77" };
    const taken = makeSignup();
    expect((await callRoute(signup, { body: taken, headers })).status).toBe(201);
    for (let i = 0; i < 9; i += 1) {
      // Probing registered addresses costs the same as signing up.
      const response = await callRoute(signup, { body: i % 2 ? makeSignup() : { ...makeSignup(), email: taken.email }, headers });
      expect([201, 409]).toContain(response.status);
    }
    const refused = await callRoute(signup, { body: makeSignup(), headers });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(refused.body.error.message).toMatch(/^Too many sign-ups from this network\. Please try again in \d+ minutes\.$/);
    // Another address is not held up.
    expect((await callRoute(signup, { body: makeSignup(), headers: { "x-forwarded-for": "192.0.2.78" } })).status).toBe(201);
  });
});
