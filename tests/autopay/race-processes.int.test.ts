import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { runAutopay, type RunResult } from "@/lib/autopay/run";
import { getDb } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { ledgerEntries, onlineCharges, outboxMessages, paymentItems, students } from "@/lib/db/schema";
import { withStripeStandIn } from "../helpers/stripe-stand-in";
import { withDatabase } from "../setup/global-db";
import { addDueItems, makePayers, startChargingProcess } from "./race-fixture";

/**
 * The charging run's exactly-once, under a race: 1,000 items due on one morning across ten studios,
 * charged by two runs at once. On PostgreSQL (`npm run test:pg`, as CI runs the suite a second time)
 * the two runs are two OS processes (tests/autopay/charging-process.mts), each with its own pool on
 * the file's database, against the one Stripe stand-in: the claim's row locks and leases are what
 * keep them apart. The embedded database (PGlite, the default run) has one connection per process,
 * so there the two runs race inside this process, their transactions interleaving on it.
 *
 * Both runs share one clock (06:00 in New York on the due day), so no lease can run out mid-run:
 * every Stripe idempotency key must be sent exactly once (a lease taken over would repeat the key,
 * and the process taking over would record the one charge Stripe replays: tests/autopay/run.int.test.ts).
 */
const url = process.env.DATABASE_URL;
const standIn = withStripeStandIn();
const NOW = new Date("2026-12-01T11:00:00Z");
const children: ReturnType<typeof startChargingProcess>[] = [];
afterAll(() => children.forEach((child) => child.kill()));

async function twoProcesses(): Promise<RunResult[]> {
  const [{ name }] = await queryRows<{ name: string }>(await getDb(), sql`select current_database() as name`);
  const options = { databaseUrl: withDatabase(url!, name), apiBase: standIn.current.apiBase, now: NOW };
  children.push(startChargingProcess({ ...options, batchSize: 25 }), startChargingProcess({ ...options, batchSize: 40 }));
  await Promise.all(children.map((child) => child.ready));
  children.forEach((child) => child.go());
  const results = await Promise.all(children.map((child) => child.done));
  console.log(`[autopay race] two processes: ${results.map((r) => `${r.card + r.account + r.failed} items in ${r.ms} ms`).join(", ")}`);
  return results;
}

async function twoRunsHere(): Promise<RunResult[]> {
  const db = await getDb();
  const started = performance.now();
  const results = await Promise.all([runAutopay(db, { now: NOW, batchSize: 25 }), runAutopay(db, { now: NOW, batchSize: 40 })]);
  console.log(
    `[autopay race] two runs in one process (PGlite): ${results.map((r) => r.card + r.account + r.failed).join(" + ")} items in ${Math.round(performance.now() - started)} ms`,
  );
  return results;
}

describe("two charging runs racing over 1,000 due items", () => {
  it(
    url
      ? "two OS processes on one PostgreSQL: every item settled once, one PaymentIntent per key, one payment each"
      : "two runs at once on the embedded database: every item settled once, one PaymentIntent per key, one payment each",
    async () => {
      const db = await getDb();
      // 10 studios × 10 students × 10 instalments; the last studio takes no cards; one student's card declines.
      const payers = await makePayers({ studios: 10, perStudio: 10, withoutStripe: 1 });
      const declining = payers[3].card!;
      // Only this student has an address, so the dunning e-mails can be counted.
      await db.update(students).set({ email: "declined@example.test" }).where(eq(students.id, payers[3].studentId));
      standIn.current.cardOutcomes.set(declining, Array(10).fill("decline"));
      const items = await addDueItems(payers, { dueOn: "2026-12-01", perPayer: 10 });
      expect(items).toHaveLength(1_000);
      const expected = (card: string | null) => (card === declining ? "failed" : card ? "card" : "account");

      const results = url ? await twoProcesses() : await twoRunsHere();

      // Both runs did some of the work, and together all of it, without one error.
      for (const result of results) expect(result.card + result.account + result.failed).toBeGreaterThan(0);
      const total = (key: keyof RunResult) => results.reduce((sum, result) => sum + result[key], 0);
      expect({ card: total("card"), account: total("account"), failed: total("failed"), errors: total("errors") }).toEqual({
        card: 890,
        account: 100,
        failed: 10,
        errors: 0,
      });

      const studioIds = [...new Set(payers.map((payer) => payer.studioId))];
      const rows = await db.select().from(paymentItems).where(inArray(paymentItems.studioId, studioIds));
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const item of items) {
        const row = byId.get(item.id)!;
        const outcome = expected(item.card);
        if (outcome === "failed") expect(row).toMatchObject({ status: "failed", tries: 1, settledBy: null, paymentEntryId: null });
        else expect(row).toMatchObject({ status: "paid", tries: 0, settledBy: outcome });
        expect(row.leaseUntil).toBeNull();
        expect(row.chargeEntryId).not.toBeNull();
      }

      // The stand-in saw one PaymentIntent per card item, under the item's first key, and no other.
      const keys = standIn.current.chargesByKey();
      const cardItems = items.filter((item) => item.card);
      expect(cardItems).toHaveLength(900);
      for (const item of cardItems) expect(keys.get(`autopay_${item.id}_0`), item.id).toBe(1);
      expect([...keys.keys()].filter((key) => key.startsWith("autopay_"))).toHaveLength(900);

      // The ledger: one charge per item, one payment per card-paid item, and nothing else.
      const counted = await queryRows<{ student_id: string; kind: string; description: string; n: number }>(
        db,
        sql`select student_id, kind, description, count(*)::int as n from ${ledgerEntries}
            where studio_id in ${studioIds} group by student_id, kind, description`,
      );
      expect(counted.filter((row) => row.n !== 1)).toEqual([]);
      const ledger = new Set(counted.map((row) => `${row.student_id}|${row.kind}|${row.description}`));
      const wanted = new Set(
        items.flatMap((item) => [
          `${item.studentId}|charge|${item.description}`,
          ...(expected(item.card) === "card" ? [`${item.studentId}|payment|Payment for ${item.description}`] : []),
        ]),
      );
      expect(ledger).toEqual(wanted);
      const paid = rows.filter((row) => row.settledBy === "card");
      expect(new Set(paid.map((row) => row.paymentEntryId)).size).toBe(890);
      expect(new Set(paid.map((row) => row.paymentIntentId)).size).toBe(890);
      const charges = await db.select().from(onlineCharges).where(inArray(onlineCharges.studioId, studioIds));
      expect(charges).toHaveLength(890);

      // The declined card: one dunning e-mail per item, not one per process.
      const dunning = await db
        .select()
        .from(outboxMessages)
        .where(and(inArray(outboxMessages.studioId, studioIds), eq(outboxMessages.kind, "autopay_failed")));
      expect(dunning).toHaveLength(10);
    },
    300_000,
  );
});
