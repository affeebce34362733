import "server-only";
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { ledgerEntries, paymentItems } from "@/lib/db/schema";
import { signedAmount } from "@/lib/payments/ledger";
import { settleToAccount } from "./outcomes";

/**
 * A failed automatic payment the student has since paid another way (Pay now on their Payments page,
 * cash recorded against their balance) is settled: when their account owes nothing, the item counts
 * as paid through the account, is never charged to the card again, and a past-due membership is in
 * good standing once more. Runs before each charging run, so a retry never takes the money twice.
 */
export async function settleCoveredFailures(db: Db, now: Date): Promise<number> {
  const owed = db
    .select({ balance: sql`coalesce(sum(${signedAmount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.studioId, paymentItems.studioId), eq(ledgerEntries.studentId, paymentItems.studentId)));
  const covered = await db
    .select({ studioId: paymentItems.studioId, id: paymentItems.id })
    .from(paymentItems)
    .where(
      and(eq(paymentItems.status, "failed"), or(isNull(paymentItems.leaseUntil), lte(paymentItems.leaseUntil, now)), sql`(${owed}) <= 0`),
    );
  let settled = 0;
  for (const item of covered) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(paymentItems)
        .where(and(eq(paymentItems.studioId, item.studioId), eq(paymentItems.id, item.id), eq(paymentItems.status, "failed")))
        .for("update");
      if (!row) return;
      settled += 1;
      await settleToAccount(tx, row, now);
    });
  }
  return settled;
}
