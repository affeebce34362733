import "server-only";
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { paymentItems } from "@/lib/db/schema";

export type PaymentItemRow = typeof paymentItems.$inferSelect;

/** How long a run may work on a claimed item before another process takes it over (with the same idempotency key). */
export const LEASE_MS = 5 * 60_000;

/**
 * Claims due items (scheduled or failed, their attempt time reached, nobody's lease running): rows
 * another process is claiming are skipped (FOR UPDATE SKIP LOCKED), and the lease is written in the
 * same statement, so two processes never take the same item. `only` claims one item if it is due.
 */
export async function claimDue(db: Db, now: Date, limit: number, only?: { studioId: string; itemId: string }): Promise<PaymentItemRow[]> {
  const due = db
    .select({ studioId: paymentItems.studioId, id: paymentItems.id })
    .from(paymentItems)
    .where(
      and(
        inArray(paymentItems.status, ["scheduled", "failed"]),
        lte(paymentItems.nextAttemptAt, now),
        or(isNull(paymentItems.leaseUntil), lte(paymentItems.leaseUntil, now)),
        only ? and(eq(paymentItems.studioId, only.studioId), eq(paymentItems.id, only.itemId)) : undefined,
      ),
    )
    .orderBy(asc(paymentItems.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(paymentItems)
    .set({ leaseUntil: new Date(now.getTime() + LEASE_MS), updatedAt: now })
    .where(sql`(${paymentItems.studioId}, ${paymentItems.id}) in ${due}`)
    .returning();
}
