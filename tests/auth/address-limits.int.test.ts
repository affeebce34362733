import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST as contactRoute } from "@/app/api/contact/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as resetRoute } from "@/app/api/auth/password-reset/route";
import { POST as signupRoute } from "@/app/api/auth/signup/route";
import { POST as trialRoute } from "@/app/api/public/studios/[slug]/trial/route";
import { assertAddressLimits } from "@/lib/auth/address-limits";
import { CLIENT_ADDRESS_HEADER_NAME } from "@/lib/auth/client-address-header.mjs";
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ADDRESS, SLOW_STEP_MS } from "@/lib/auth/login-throttle";
import { takeThrottle } from "@/lib/auth/throttle";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { callRoute } from "../helpers/call-route";
import { makePublicStudio } from "../public/public-fixture";
import { createAccount, makeSignup } from "./factories";

/**
 * Limits that know the caller and can't be turned against others. By default (`npm start`) the app
 * runs behind the start server, which puts the connection's address in X-Promenade-Client-Address
 * and removes any copy a client sent (CLIENT_ADDRESS_HEADER); a client's X-Forwarded-For is not
 * read. These tests call the route handlers as that server would, with TRUSTED_PROXY unset.
 */
let next = 0;
/** A fresh caller address for each use, so one test's counts never reach another's. */
const newAddress = () => `198.51.${100 + Math.floor(++next / 250)}.${(next % 250) + 1}`;

const saved = { TRUSTED_PROXY: env.TRUSTED_PROXY, CLIENT_ADDRESS_HEADER: env.CLIENT_ADDRESS_HEADER };
function serveAs(mode: "start server" | "bare next start") {
  beforeEach(() => {
    env.TRUSTED_PROXY = 0;
    env.CLIENT_ADDRESS_HEADER = mode === "start server";
  });
  afterEach(() => Object.assign(env, saved));
}

/** What the start server sends on: the connection's address in its header, and whatever X-Forwarded-For the client wrote. */
const from = (address: string, forgedForwardedFor = `203.0.113.${Math.floor(Math.random() * 250) + 1}`) => ({
  [CLIENT_ADDRESS_HEADER_NAME]: address,
  "x-forwarded-for": forgedForwardedFor,
});

const logIn = (email: string, password: string, headers: Record<string, string>) =>
  callRoute(loginRoute, { body: { email, password }, headers });

describe("behind the start server (no TRUSTED_PROXY): the connection's address counts", () => {
  serveAs("start server");

  it("30 wrong passwords for 30 e-mails from one address: 20 × 401, then 429, whatever X-Forwarded-For says; another address is not affected", async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      // Each with a different forged X-Forwarded-For: it must give no fresh limit.
      statuses.push((await logIn(`spray-${i}-${Date.now()}@example.com`, "guess-guess", from(address, `10.9.${i}.1`))).status);
    }
    expect(statuses.slice(0, MAX_FAILURES_PER_ADDRESS)).toEqual(Array(MAX_FAILURES_PER_ADDRESS).fill(401));
    expect(statuses.slice(MAX_FAILURES_PER_ADDRESS)).toEqual(Array(30 - MAX_FAILURES_PER_ADDRESS).fill(429));
    const account = await createAccount();
    expect((await logIn(account.email, account.password, from(address))).status).toBe(429);
    expect((await logIn(account.email, account.password, from(newAddress()))).status).toBe(200);
  });

  it("a run of wrong passwords slows, then blocks that address for that account; the right password from another address still signs in", async () => {
    const account = await createAccount();
    const attacker = newAddress();
    const took: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      expect((await logIn(account.email, `wrong-${i}-password`, from(attacker))).status).toBe(401);
      took.push(performance.now() - started);
    }
    // The 3rd, 4th and 5th wrong answers wait 1, 2 and 3 steps.
    expect(took[2]).toBeGreaterThanOrEqual(SLOW_STEP_MS - 5);
    expect(took[4]).toBeGreaterThanOrEqual(3 * SLOW_STEP_MS - 5);
    const blocked = await logIn(account.email, account.password, from(attacker));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    // The owner, from their own address, is not locked out.
    const owner = await logIn(account.email, account.password, from(newAddress()));
    expect(owner.status).toBe(200);
    expect(owner.body.user.email).toBe(account.email);
    // And the attacker's address stays blocked for that account after the owner signed in.
    expect((await logIn(account.email, "another-guess", from(attacker))).status).toBe(429);
  });

  it("one client using up the sign-up limit doesn't block a visitor from another address", async () => {
    const taken = await createAccount();
    const client = newAddress();
    for (let i = 0; i < 10; i++) {
      expect((await callRoute(signupRoute, { body: makeSignup({ email: taken.email }), headers: from(client) })).status).toBe(409);
    }
    expect((await callRoute(signupRoute, { body: makeSignup(), headers: from(client) })).status).toBe(429);
    expect((await callRoute(signupRoute, { body: makeSignup(), headers: from(newAddress()) })).status).toBe(201);
  });

  it("one client using up the password-reset limit doesn't block a visitor from another address", async () => {
    const client = newAddress();
    const ask = (email: string, headers: Record<string, string>) => callRoute(resetRoute, { body: { email }, headers });
    for (let i = 0; i < 10; i++) expect((await ask(`reset-${i}-${Date.now()}@example.com`, from(client))).status).toBe(202);
    expect((await ask(`reset-more-${Date.now()}@example.com`, from(client))).status).toBe(429);
    expect((await ask(`reset-visitor-${Date.now()}@example.com`, from(newAddress()))).status).toBe(202);
  });

  it("one client using up the contact limit doesn't block a visitor from another address", async () => {
    const client = newAddress();
    const body = { name: "Ana Castillo", email: "ana@example.com", message: "Could I book a private tango lesson next Saturday?" };
    for (let i = 0; i < 5; i++) expect((await callRoute(contactRoute, { body, headers: from(client) })).status).toBe(201);
    expect((await callRoute(contactRoute, { body, headers: from(client) })).status).toBe(429);
    expect((await callRoute(contactRoute, { body, headers: from(newAddress()) })).status).toBe(201);
  });

  it("one client using up the first-lesson limit doesn't block a visitor from another address", async () => {
    const { slug, event } = await makePublicStudio();
    const client = newAddress();
    // The honeypot's answers: counted like any request, nothing booked or sent.
    const book = (headers: Record<string, string>, index: number) =>
      callRoute(trialRoute, {
        params: { slug },
        path: `/api/public/studios/${slug}/trial`,
        body: { eventId: event.id, name: "Bot", email: `trial-${index}-${Date.now()}@example.test`, website: "x" },
        headers,
      });
    for (let i = 0; i < 10; i++) expect((await book(from(client), i)).status).toBeLessThan(300);
    expect((await book(from(client), 10)).status).toBe(429);
    expect((await book(from(newAddress()), 11)).status).toBeLessThan(300);
  });

  it("past the account's backstop, addresses that never signed in to it get 429; one that did still signs in", async () => {
    const account = await createAccount();
    const home = newAddress();
    expect((await logIn(account.email, account.password, from(home))).status).toBe(200);
    // Guessing spread over many addresses fills the account's count (counted here without 100 scrypt checks).
    const db = await getDb();
    const rule = { name: "login:account", limit: MAX_FAILURES_PER_ACCOUNT, windowMs: 15 * 60_000 };
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) await takeThrottle(db, rule, account.email);
    const stranger = await logIn(account.email, account.password, from(newAddress()));
    expect(stranger.status).toBe(429);
    expect(stranger.body.error.message).toContain("reset your password");
    expect((await logIn(account.email, account.password, from(home))).status).toBe(200);
  });
});

describe("without the start server (a bare `next start`, no TRUSTED_PROXY): no header is believed", () => {
  serveAs("bare next start");

  it("a forged X-Forwarded-For or X-Promenade-Client-Address gives no fresh limit: everyone is one caller", async () => {
    const account = await createAccount();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const headers = { [CLIENT_ADDRESS_HEADER_NAME]: `10.1.${i}.1`, "x-forwarded-for": `10.2.${i}.1` };
      statuses.push((await logIn(account.email, `wrong-${i}-password`, headers)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe("behind TRUSTED_PROXY proxies: X-Forwarded-For, as before", () => {
  it("the right password from another address still signs in after the first address is blocked", async () => {
    expect(env.TRUSTED_PROXY).toBe(1);
    const account = await createAccount();
    const attacker = { "x-forwarded-for": `6.6.6.6, ${newAddress()}` };
    for (let i = 0; i < 5; i++) expect((await logIn(account.email, `wrong-${i}-password`, attacker)).status).toBe(401);
    expect((await logIn(account.email, account.password, attacker)).status).toBe(429);
    expect((await logIn(account.email, account.password, { "x-forwarded-for": newAddress() })).status).toBe(200);
  });
});

describe("assertAddressLimits", () => {
  it("an address over its own limit is refused before it counts against the shared backstop", async () => {
    const db = await getDb();
    const tag = `${Date.now()}`;
    const limits = {
      perAddress: { name: `test-address-${tag}`, limit: 2, windowMs: 60_000 },
      backstop: { name: `test-backstop-${tag}`, limit: 5, windowMs: 60_000 },
    };
    const messages = { perAddress: "yours", backstop: "everyone's" };
    const tryFrom = (address: string) =>
      assertAddressLimits(db, limits, { address, backstopSubject: "site" }, messages).then(
        () => "ok",
        (error: Error) => error.message.split(" ")[0],
      );
    const one: string[] = [];
    for (let i = 0; i < 10; i++) one.push(await tryFrom("192.0.2.1"));
    expect(one).toEqual(["ok", "ok", ...Array(8).fill("yours")]);
    // The backstop holds 2 of that address's 10 tries: others still pass, until all together reach it.
    expect([await tryFrom("192.0.2.2"), await tryFrom("192.0.2.2"), await tryFrom("192.0.2.3")]).toEqual(["ok", "ok", "ok"]);
    expect(await tryFrom("192.0.2.4")).toBe("everyone's");
  });
});
