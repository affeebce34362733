import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as me } from "@/app/api/me/route";
import { PATCH as patchStudio } from "@/app/api/studio/route";
import { GET as subscription } from "@/app/api/subscription/route";
import { getDb } from "@/lib/db/client";
import { callRoute } from "../helpers/call-route";
import { createAccount } from "./factories";

/**
 * The signed-in request path is one database round trip: the session's query (lib/auth/session.ts)
 * reads the token's session, the membership, the caller's records and the studio's plan, name, time
 * zone and currency together, so GET /api/me and GET /api/subscription need nothing else. A session
 * read once is kept beside the studio's access version, and later requests read only that version
 * (one primary-key row): a change or a logout moves it, so it shows on the very next request.
 * Round trips are counted on the driver's client itself (PGlite or the pg pool), which also sees
 * the prepared statements Drizzle's logger never does.
 */
let roundTrips = 0;
let restore: () => void = () => {};

beforeAll(async () => {
  const client = (await getDb()) as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } };
  const original = client.$client.query;
  client.$client.query = function (this: unknown, ...args: unknown[]) {
    roundTrips += 1;
    return original.apply(this, args);
  };
  restore = () => {
    client.$client.query = original;
  };
});
afterAll(() => restore());

async function counted(call: () => Promise<{ status: number; body: any }>) {
  await call(); // the first call of a process prepares the session's lookup and keeps the session
  await call(); // the second prepares the read of the studio's versions
  roundTrips = 0;
  const response = await call();
  return { ...response, roundTrips };
}

describe("the signed-in request path", () => {
  it("answers GET /api/me and GET /api/subscription with one query each", async () => {
    const account = await createAccount({ studioName: "Tango Loft", timeZone: "Europe/Vienna" });
    const mine = await counted(() => callRoute(me, { token: account.token }));
    expect(mine.status).toBe(200);
    expect(mine.body.studio).toEqual({ id: account.user.studioId, name: "Tango Loft", timeZone: "Europe/Vienna", currency: "USD" });
    expect(mine.roundTrips).toBe(1);
    const plan = await counted(() => callRoute(subscription, { token: account.token }));
    expect(plan.status).toBe(200);
    expect(plan.body.plan.name).toBe("Pro");
    expect(plan.roundTrips).toBe(1);
  });

  it("shows a change of the studio's name, time zone and currency on the next request", async () => {
    const account = await createAccount({ studioName: "Rumba Room", timeZone: "America/Chicago" });
    expect((await callRoute(me, { token: account.token })).body.studio.timeZone).toBe("America/Chicago");
    const patched = await callRoute(patchStudio, {
      method: "PATCH",
      token: account.token,
      body: { name: "Rumba Hall", timeZone: "Asia/Tokyo", currency: "EUR" },
    });
    expect(patched.status).toBe(200);
    const after = await callRoute(me, { token: account.token });
    expect(after.body.studio).toEqual({ id: account.user.studioId, name: "Rumba Hall", timeZone: "Asia/Tokyo", currency: "EUR" });
  });

  it("refuses a token at once after its logout, on every endpoint that reads the session", async () => {
    const account = await createAccount();
    for (const handler of [me, subscription]) expect((await callRoute(handler, { token: account.token })).status).toBe(200);
    expect((await callRoute(logout, { method: "POST", token: account.token })).status).toBe(204);
    for (const handler of [me, subscription]) {
      const refused = await callRoute(handler, { token: account.token });
      expect(refused.status).toBe(401);
      expect(refused.body.error.code).toBe("unauthorized");
    }
  });
});
