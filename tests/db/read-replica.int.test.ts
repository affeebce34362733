import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as paymentRoute } from "@/app/api/payments/route";
import { GET as summaryRoute } from "@/app/api/reports/summary/route";
import { POST as studentRoute } from "@/app/api/students/route";
import { closeDb, openPostgres } from "@/lib/db/client";
import { checkReplica, closeReadDb, installReadDb, recentWriteCookie } from "@/lib/db/replica";
import { callRoute } from "../helpers/call-route";
import { makeStudio } from "../helpers/studio-factory";
import { pgBin, startReplicaPair, waitFor, type ReplicaPair } from "./replica-pair";

/**
 * Reports read from a streaming replica (lib/db/replica.ts), with its replay paused to make it lag:
 * under the lag bound the report shows the replica's older figures, over it (or to someone who just
 * wrote) the primary's, and the log says when reads fall back and when they return.
 *
 * It runs where a replica is: in .ci/run's replica step (DATABASE_URL + DATABASE_REPLICA_URL), and in
 * the PGlite pass on a primary and replica of its own. `npm run test:pg` (a primary alone) leaves it
 * to those two, and says so.
 */
const ciPrimaryOnly = Boolean(process.env.DATABASE_URL) && !process.env.DATABASE_REPLICA_URL;
if (ciPrimaryOnly)
  console.warn("[replica] not run here: a PostgreSQL without DATABASE_REPLICA_URL (it runs in the PGlite pass and .ci/run's replica step)");

describe.skipIf(ciPrimaryOnly)("reports on a read replica that lags", () => {
  let pair: ReplicaPair | undefined;
  let replica: { db: Awaited<ReturnType<typeof openPostgres>>["db"]; close: () => Promise<void> };
  let owner: { token: string };
  let studentId: string;

  beforeAll(async () => {
    if (!pgBin && !process.env.DATABASE_URL) {
      throw new Error("PostgreSQL's server tools are missing (/usr/lib/postgresql/*/bin): apt-get install -y postgresql");
    }
    pair = await startReplicaPair();
    await closeReadDb();
    replica = await pair.openReplica();
    installReadDb(replica.db, { maxLagSeconds: 3_600 });
    const made = await makeStudio({ plan: "premium" });
    owner = made.owner;
    const student = await callRoute(studentRoute, { token: owner.token, body: { name: "Rosa Replica" } });
    expect(student.status).toBe(201);
    studentId = student.body.student.id;
  }, 120_000);

  afterAll(async () => {
    await pair?.release();
    await closeReadDb();
    await replica?.close();
    await closeDb();
    pair?.destroy();
  });

  /** Checks the replica until its verdict is `serving` (a bounded wait for replay, never a fixed sleep). */
  const verdictBecomes = async (serving: boolean) => {
    let verdict = await checkReplica();
    await waitFor(`reads ${serving ? "go to the replica" : "fall back"}`, async () => (verdict = await checkReplica()).serving === serving);
    return verdict;
  };
  const pay = async (amountCents: number) => {
    const paid = await callRoute(paymentRoute, { token: owner.token, body: { studentId, amountCents, method: "cash" } });
    expect(paid.status).toBe(201);
    return paid;
  };
  const received = async (cookie?: string) => {
    const summary = await callRoute(summaryRoute, { token: owner.token, path: "/api/reports/summary", cookie });
    expect(summary.status).toBe(200);
    return summary.body.totals.receivedCents as number;
  };

  it("shows the replica's figures within the lag bound, the primary's beyond it, and logs both switches", async () => {
    await pay(2_500);
    await pair!.caughtUp();
    expect(await checkReplica()).toMatchObject({ serving: true });
    expect(await received()).toBe(2_500);

    await pair!.pause();
    try {
      const paid = await pay(1_000);
      // A write marks this browser for as long as the lag bound (read-your-writes): its reads skip the replica.
      const wrote = paid.headers.getSetCookie().find((cookie) => cookie.startsWith("wrote="));
      expect(wrote).toMatch(/^wrote=\d+; Path=\/; (Expires=[^;]+; )?Max-Age=3600; HttpOnly; SameSite=lax$/i);

      // Lagging within the bound (an hour): the report is the replica's, without the payment it hasn't replayed.
      expect(await checkReplica()).toMatchObject({ serving: true });
      expect(await received()).toBe(2_500);
      // The person who just paid reads the primary.
      expect(await received(wrote!.split(";")[0])).toBe(3_500);

      // A bound of 1 s, which the paused replica passes within a second or two: reads fall back, and the log says why.
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      installReadDb(replica.db, { maxLagSeconds: 1 });
      const verdict = await verdictBecomes(false);
      expect(verdict.reason).toMatch(/^the replica lags [\d.]+ s, more than 1 s$/);
      expect(warn).toHaveBeenCalledWith(`[replica] reads fall back to the primary: ${verdict.reason}`);
      warn.mockRestore();
      expect(await received()).toBe(3_500);
    } finally {
      await pair!.resume();
    }

    // Replaying again: once caught up (everything received is replayed) the lag is 0, and reads return.
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    await pair!.caughtUp();
    const back = await verdictBecomes(true);
    expect(info).toHaveBeenCalledWith(`[replica] reads go to the replica again: ${back.reason}`);
    info.mockRestore();
    expect(await received()).toBe(3_500);
  }, 60_000);

  it("falls back to the primary when the replica doesn't answer, or fails a read", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    // Nothing listens on port 9 of loopback: the check can't connect.
    const nowhere = await openPostgres("postgres://postgres@127.0.0.1:9/promenade");
    installReadDb(nowhere.db, { maxLagSeconds: 10, close: nowhere.close });
    expect(await checkReplica()).toMatchObject({ serving: false, reason: expect.stringMatching(/^the replica doesn't answer/) });
    expect(await received()).toBe(3_500);

    // A replica judged fit whose pool then fails: the read runs again on the primary.
    const doomed = await pair!.openReplica();
    // Checked once a minute here, so the failing read itself (not a fresh check) sets the replica aside.
    installReadDb(doomed.db, { maxLagSeconds: 10, checkEveryMs: 60_000 });
    expect(await checkReplica()).toMatchObject({ serving: true });
    await doomed.close();
    warn.mockClear();
    expect(await received()).toBe(3_500);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[replica\] reads fall back to the primary: a read failed on the replica/));
    warn.mockRestore();
  }, 30_000);

  it.skipIf(Boolean(process.env.DATABASE_REPLICA_URL))(
    "without DATABASE_REPLICA_URL a write sets no cookie and reads stay on the primary",
    async () => {
      await closeReadDb();
      expect(recentWriteCookie()).toBeNull();
      const paid = await pay(500);
      expect(paid.headers.getSetCookie().filter((cookie) => cookie.startsWith("wrote="))).toEqual([]);
      expect(await received()).toBe(4_000);
    },
  );
});
