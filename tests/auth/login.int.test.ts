import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { verifySessionToken } from "@/lib/auth/session-token";
import { callRoute } from "../helpers/call-route";
import { createAccount, tokenCookie } from "./factories";

let addressCounter = 0;
/** Each test signs in from its own address, so the per-address limit of one test never blocks another. */
function fromNewAddress() {
  addressCounter += 1;
  return { "x-forwarded-for": `198.51.100.${addressCounter}` };
}

function attempt(body: Record<string, unknown>, headers: Record<string, string>) {
  return callRoute(login, { body, headers });
}

describe("POST /api/auth/login", () => {
  it("answers 200 { accessToken, user } and sets the session cookie", async () => {
    const account = await createAccount();
    const response = await attempt({ email: account.email, password: account.password }, fromNewAddress());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      accessToken: expect.any(String),
      user: { id: account.user.id, name: account.name, email: account.email, role: "owner" },
    });
    expect(await verifySessionToken(response.body.accessToken)).toMatchObject({ sub: account.user.id, role: "owner" });
    const cookie = tokenCookie(response.headers);
    expect(cookie?.value).toBe(response.body.accessToken);
    expect(cookie?.attributes).toMatchObject({ httponly: true, samesite: "lax", path: "/" });
    expect(cookie?.attributes.expires).toBeUndefined();
  });

  it("issues a 30-day token and persistent cookie with Remember me, 12 hours without", async () => {
    const account = await createAccount();
    const headers = fromNewAddress();
    const short = await attempt({ email: account.email, password: account.password }, headers);
    const long = await attempt({ email: account.email, password: account.password, remember: true }, headers);
    const hours = async (token: string) => ((await verifySessionToken(token))!.exp * 1000 - Date.now()) / 3_600_000;
    expect(await hours(short.body.accessToken)).toBeCloseTo(12, 1);
    expect(await hours(long.body.accessToken)).toBeCloseTo(30 * 24, 1);
    expect(tokenCookie(long.headers)?.attributes.expires).toBeTruthy();
  });

  it("trims the e-mail and matches it case-insensitively", async () => {
    const account = await createAccount();
    const response = await attempt({ email: `  ${account.email.toUpperCase()}  `, password: account.password }, fromNewAddress());
    expect(response.status).toBe(200);
    expect(response.body.user.email).toBe(account.email);
  });

  it.each([
    ["an empty e-mail", { email: "   ", password: "whatever1" }],
    ["an empty password", { email: "someone@example.com", password: "" }],
    ["no fields at all", {}],
  ])("answers 400 'Email and password are required.' for %s", async (_, body) => {
    const response = await attempt(body, fromNewAddress());
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe("Email and password are required.");
  });

  it("answers the same 401 for an unknown e-mail and a wrong password", async () => {
    const account = await createAccount();
    const headers = fromNewAddress();
    const wrongPassword = await attempt({ email: account.email, password: "not the password" }, headers);
    const unknownEmail = await attempt({ email: "nobody-here@example.com", password: "not the password" }, headers);
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({ error: { code: "unauthorized", message: "Invalid email or password." } });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    expect(tokenCookie(wrongPassword.headers)).toBeNull();
  });

  it("answers 429 with Retry-After after 5 failures for one e-mail from one address, even with the right password; not to another address", async () => {
    const account = await createAccount();
    const headers = fromNewAddress();
    for (let i = 0; i < 5; i++) {
      expect((await attempt({ email: account.email, password: `wrong-${i}-password` }, headers)).status).toBe(401);
    }
    const blocked = await attempt({ email: account.email, password: account.password }, headers);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe("rate_limited");
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Five failures spread over five addresses block none of them: each address counts its own.
    const other = await createAccount();
    for (let i = 0; i < 5; i++) {
      expect((await attempt({ email: other.email, password: `wrong-${i}-password` }, fromNewAddress())).status).toBe(401);
    }
    expect((await attempt({ email: other.email, password: other.password }, fromNewAddress())).status).toBe(200);
  });

  it("answers 429 after 20 failures from one address, for any e-mail", async () => {
    const headers = fromNewAddress();
    const account = await createAccount();
    for (let i = 0; i < 20; i++) {
      expect((await attempt({ email: `guess-${i}@example.com`, password: "password123" }, headers)).status).toBe(401);
    }
    const blocked = await attempt({ email: account.email, password: account.password }, headers);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await attempt({ email: account.email, password: account.password }, fromNewAddress())).status).toBe(200);
  });

  it("resets an e-mail's count after a successful sign-in", async () => {
    const account = await createAccount();
    const headers = fromNewAddress();
    for (let i = 0; i < 4; i++) await attempt({ email: account.email, password: "wrong password" }, headers);
    expect((await attempt({ email: account.email, password: account.password }, headers)).status).toBe(200);
    for (let i = 0; i < 4; i++) await attempt({ email: account.email, password: "wrong password" }, headers);
    expect((await attempt({ email: account.email, password: account.password }, headers)).status).toBe(200);
  });
});
