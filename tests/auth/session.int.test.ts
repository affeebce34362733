import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as sessionEnded } from "@/app/api/auth/session-ended/route";
import { GET as me } from "@/app/api/me/route";
import { GET as subscription } from "@/app/api/subscription/route";
import { GET as unknownApi } from "@/app/api/[...path]/route";
import { getJwtSecret } from "@/lib/auth/secret";
import { getDb } from "@/lib/db/client";
import { studios, users } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { expectStaysHome, TRICKS } from "../helpers/redirect-tricks";
import { createAccount, tokenCookie } from "./factories";
import { nowSeconds, signToken, tamperPayload, unsignedToken } from "./tokens";

/** Every endpoint that needs a session: one table, so a new endpoint is covered by adding a row. */
const PROTECTED = [
  { name: "GET /api/me", handler: me },
  { name: "GET /api/subscription", handler: subscription },
] as const;

/** Tokens the server must refuse, each built for a real account. */
const BAD_TOKENS: [string, (account: Awaited<ReturnType<typeof createAccount>>) => Promise<string>][] = [
  ["alg: none", async (a) => unsignedToken({ sub: a.user.id, studioId: a.user.studioId, role: "owner", exp: nowSeconds() + 3600 })],
  [
    "a wrong secret",
    async (a) => signToken({ sub: a.user.id, studioId: a.user.studioId, role: "owner" }, "x".repeat(40), nowSeconds() + 3600),
  ],
  [
    "an expired token",
    async (a) => signToken({ sub: a.user.id, studioId: a.user.studioId, role: "owner" }, getJwtSecret(), nowSeconds() - 60),
  ],
  [
    "a token expiring in 20 s",
    async (a) => signToken({ sub: a.user.id, studioId: a.user.studioId, role: "owner" }, getJwtSecret(), nowSeconds() + 20),
  ],
  ["a tampered payload", async (a) => tamperPayload(a.token, (claims) => ({ ...claims, role: "student", exp: nowSeconds() + 7200 }))],
  ["garbage", async () => "not.a.token"],
];

describe("protected endpoints", () => {
  describe.each(PROTECTED)("$name", ({ handler }) => {
    it("rejects without a session", async () => {
      const response = await callRoute(handler);
      expect(response.status).toBe(401);
      expect(response.body.error.code).toBe("unauthorized");
    });

    it.each(BAD_TOKENS)("refuses %s, as Bearer and as cookie", async (_, makeToken) => {
      const token = await makeToken(await createAccount());
      expect((await callRoute(handler, { token })).status).toBe(401);
      expect((await callRoute(handler, { cookie: `token=${token}` })).status).toBe(401);
    });

    it("refuses a valid token of a deleted user", async () => {
      const account = await createAccount();
      await (await getDb()).delete(users).where(eq(users.id, account.user.id));
      expect((await callRoute(handler, { token: account.token })).status).toBe(401);
    });

    it("accepts the account's own token", async () => {
      const account = await createAccount();
      expect((await callRoute(handler, { token: account.token })).status).toBe(200);
    });
  });
});

describe("GET /api/me", () => {
  it("answers the user, role and studio", async () => {
    const account = await createAccount({ name: "Vera Waltz", studioName: "Waltz Works", timeZone: "Europe/Vienna" });
    const response = await callRoute(me, { cookie: account.cookie });
    expect(response.body).toEqual({
      user: { id: account.user.id, name: "Vera Waltz", email: account.email, role: "owner" },
      studio: { id: account.user.studioId, name: "Waltz Works", timeZone: "Europe/Vienna", currency: "USD" },
    });
  });
});

describe("GET /api/subscription", () => {
  it("is Pro, trialing, during the 14-day trial (Bearer or cookie)", async () => {
    const account = await createAccount();
    for (const auth of [{ token: account.token }, { cookie: account.cookie }]) {
      const response = await callRoute(subscription, auth);
      expect(response.status).toBe(200);
      expect(response.body.plan).toMatchObject({
        name: "Pro",
        status: "trialing",
        interval: null,
        trialEndsAt: expect.any(String),
        currentPeriodEnd: null,
        limits: { activeStudents: 500, partnerConnections: 5 },
      });
    }
  });

  it("is Free once the trial ended without a chosen plan", async () => {
    const account = await createAccount();
    await (
      await getDb()
    )
      .update(studios)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(studios.id, account.user.studioId));
    const response = await callRoute(subscription, { token: account.token });
    expect(response.body.plan).toMatchObject({ name: "Free", status: "active", limits: { activeStudents: 25 } });
  });

  it("is the chosen plan and interval after the trial", async () => {
    const account = await createAccount();
    const periodEnd = new Date(Date.now() + 300 * 86_400_000);
    await (
      await getDb()
    )
      .update(studios)
      .set({ plan: "premium", billingInterval: "year", trialEndsAt: null, currentPeriodEnd: periodEnd })
      .where(eq(studios.id, account.user.studioId));
    const response = await callRoute(subscription, { token: account.token });
    expect(response.body.plan).toMatchObject({
      name: "Premium",
      interval: "year",
      status: "active",
      currentPeriodEnd: periodEnd.toISOString(),
    });
  });
});

describe("POST /api/auth/logout", () => {
  it("answers 204 and clears the cookie, with or without a session", async () => {
    const account = await createAccount();
    for (const options of [{ cookie: account.cookie, method: "POST" }, { method: "POST" }]) {
      const response = await callRoute(logout, options);
      expect(response.status).toBe(204);
      const cookie = tokenCookie(response.headers);
      expect(cookie?.value).toBe("");
      expect(Date.parse(String(cookie?.attributes.expires))).toBeLessThan(Date.now());
    }
  });
});

describe("GET /api/auth/session-ended", () => {
  it("clears a refused token and goes on to /login with the target", async () => {
    const response = await callRoute(sessionEnded, {
      cookie: "token=forged.token.value",
      path: "/api/auth/session-ended?redirect=%2Fapp%2Fstudents",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/login?redirect=%2Fapp%2Fstudents");
    expect(tokenCookie(response.headers)?.value).toBe("");
  });

  it("never signs out a valid session, and never redirects off-site", async () => {
    const account = await createAccount();
    const response = await callRoute(sessionEnded, { cookie: account.cookie, path: "/api/auth/session-ended?redirect=%2F%2Fevil.com" });
    expect(response.headers.get("location")).toBe("/app/schedule");
    expect(tokenCookie(response.headers)).toBeNull();
  });

  // A Location header must be ASCII: a target the person's browser sent in any script is sent back encoded.
  it.each([
    ["/app/ü", "/app/%C3%BC"],
    ["/app/students?search=Jürgen", "/app/students?search=J%C3%BCrgen"],
    ["/app/💃", "/app/%F0%9F%92%83"],
    ["/app/%E2%80%A8", "/app/%E2%80%A8"],
    ["%2Fapp%2F%E2%80%A8", "/app/%E2%80%A8"],
    ["/app/ẞ\u0301", "/app/%E1%BA%9E%CC%81"],
  ])("handles any redirect text: %j → %s", async (target, location) => {
    const account = await createAccount();
    const path = `/api/auth/session-ended?redirect=${encodeURIComponent(target)}`;
    const signedIn = await callRoute(sessionEnded, { cookie: account.cookie, path });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe(location);
    const refused = await callRoute(sessionEnded, { cookie: "token=forged.token.value", path });
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toBe(`/login?redirect=${encodeURIComponent(location)}`);
  });

  it("sends no redirect trick off the site, signed in or not", async () => {
    const account = await createAccount();
    const raw = ["%E2%80%A8", "%F0%9F%92%83", "%C3%BC", "%FF", "%", "%E0%A4%A"].map((query) => `/app/${query}`);
    const paths = [
      ...TRICKS.map((trick) => `/api/auth/session-ended?redirect=${encodeURIComponent(trick)}`),
      ...raw.map((target) => `/api/auth/session-ended?redirect=${target}`),
    ];
    const statuses = new Map<number, number>();
    for (const path of paths) {
      for (const cookie of [account.cookie, "token=forged.token.value"]) {
        const response = await callRoute(sessionEnded, { cookie, path });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        // route() refuses a query with control characters or line breaks (400) before any handler reads it.
        if (response.status === 400) expect(response.body.error.code, path).toBe("validation");
        else {
          expect(response.status, path).toBe(303);
          expectStaysHome(response.headers.get("location")!);
        }
      }
    }
    console.log(`session-ended: ${paths.length * 2} redirect tricks answered`, Object.fromEntries(statuses));
    expect(statuses.get(500)).toBeUndefined();
  });
});

describe("unknown API paths", () => {
  it("answer a JSON 404", async () => {
    const response = await callRoute(unknownApi, { path: "/api/nothing/here" });
    expect(response.status).toBe(404);
    expect(response.body.error).toMatchObject({ code: "not_found", message: "There is no API endpoint at /api/nothing/here." });
  });
});
