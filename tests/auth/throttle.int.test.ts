import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { takeThrottle } from "@/lib/auth/throttle";
import { getDb } from "@/lib/db/client";
import { callRoute } from "../helpers/call-route";
import { createAccount } from "./factories";

describe("takeThrottle", () => {
  it("counts in one statement, refuses past the limit, and starts afresh when the window is over", async () => {
    const db = await getDb();
    const rule = { name: "test:window", limit: 2, windowMs: 60_000 };
    const t0 = new Date("2030-01-01T10:00:00Z");
    expect((await takeThrottle(db, rule, "a", t0)).allowed).toBe(true);
    expect((await takeThrottle(db, rule, "a", new Date(t0.getTime() + 1000))).allowed).toBe(true);
    const third = await takeThrottle(db, rule, "a", new Date(t0.getTime() + 20_000));
    expect(third).toMatchObject({ allowed: false, count: 3, retryAfterSeconds: 40 });
    // Another subject has its own count.
    expect((await takeThrottle(db, rule, "b", t0)).allowed).toBe(true);
    const later = await takeThrottle(db, rule, "a", new Date(t0.getTime() + 60_000));
    expect(later).toMatchObject({ allowed: true, count: 1, retryAfterSeconds: 60 });
  });

  it("gives each of 50 parallel takes its own count: exactly the limit pass", async () => {
    const db = await getDb();
    const rule = { name: "test:race", limit: 7, windowMs: 60_000 };
    const takes = await Promise.all(Array.from({ length: 50 }, () => takeThrottle(db, rule, "burst")));
    expect(takes.filter((take) => take.allowed)).toHaveLength(7);
    expect(takes.map((take) => take.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });
});

describe("POST /api/auth/login under a burst", () => {
  it("checks at most 5 of 40 parallel wrong passwords for one account from one address; another address still signs in", async () => {
    const account = await createAccount();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        callRoute(login, { body: { email: account.email, password: `wrong-${i}` }, headers: { "x-forwarded-for": "100.64.1.1" } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    // 401 = the password was checked; 429 = refused before it was.
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    // Still blocked for the right password from that address; not from another.
    const right = (address: string) =>
      callRoute(login, { body: { email: account.email, password: account.password }, headers: { "x-forwarded-for": address } });
    expect((await right("100.64.1.1")).status).toBe(429);
    expect((await right("100.64.2.1")).status).toBe(200);
  });

  it("checks at most 20 of 40 parallel attempts from one address, whatever the e-mails", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        callRoute(login, {
          body: { email: `nobody.${i}@example.com`, password: "guess-guess" },
          headers: { "x-forwarded-for": "100.64.3.1" },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it("checks at most 100 of 110 parallel wrong passwords for one account from 110 addresses (the account's backstop)", async () => {
    const email = `backstop.${Date.now()}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 110 }, (_, i) =>
        callRoute(login, {
          body: { email, password: "guess-guess" },
          headers: { "x-forwarded-for": `100.65.${i >> 8}.${(i & 255) + 1}` },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(100);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });
});
