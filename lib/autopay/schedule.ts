import "server-only";
import { and, asc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { assertCanSeeAccount } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { paymentItems, studios } from "@/lib/db/schema";
import { chargeInstant } from "@/lib/dates/due-days";
import { instantToLocal } from "@/lib/dates/wall-time";
import { requireStudent } from "@/lib/payments/ledger";
import { scheduleOf } from "@/lib/payments/payment-items";
import type { TPaymentItemPatch } from "./schemas";

/**
 * GET /api/students/{id}/payment-schedule: a student's membership periods and instalments, by due
 * day ("by the lesson" ones not reached yet last). Whoever may see the account may see it: the
 * owner, and the student their own.
 */
export async function getPaymentSchedule(db: Db, session: Session, studentId: string) {
  assertCanSeeAccount(session, studentId);
  await requireStudent(db, session.studioId, studentId);
  return { items: await scheduleOf(db, session.studioId, { studentId }) };
}

/**
 * PATCH /api/payment-items/{id} (owners): an item still to come is moved to another day (not
 * before today), merged into the package's next scheduled instalment (its amount added there) or
 * cancelled (never charged). Nothing is written to the ledger: an item's charge is written only
 * when it falls due, so a cancelled or merged one simply never adds one, and the sale's total
 * charged is what its remaining items add up to. Answers the student's schedule as it now stands.
 */
export async function changePaymentItem(db: Db, session: Session, itemId: string, patch: TPaymentItemPatch, now = new Date()) {
  const studentId = await db.transaction(async (tx) => {
    const item = await lockChangeable(tx, session.studioId, itemId, now);
    const where = and(eq(paymentItems.studioId, session.studioId), eq(paymentItems.id, item.id));
    if (patch.action === "move") {
      const [studio] = await tx.select({ timeZone: studios.timeZone }).from(studios).where(eq(studios.id, session.studioId));
      const today = instantToLocal(now, studio.timeZone).date;
      if (patch.dueOn < today)
        throw new AppError("validation", "Choose today or a later day.", { fields: { dueOn: `Choose ${today} or later.` } });
      const first = chargeInstant(patch.dueOn, studio.timeZone);
      await tx
        .update(paymentItems)
        // Moved to today after the charge time: charged at the next run rather than tomorrow.
        .set({ dueOn: patch.dueOn, nextAttemptAt: first < now ? now : first, noticeSentAt: null, updatedAt: now })
        .where(where);
    } else if (patch.action === "merge") {
      if (!item.studentPackageId)
        throw new AppError("conflict", "A membership's period can't be merged: move or cancel it instead.", {
          fields: { action: "Move or cancel a membership's period." },
        });
      const [next] = await tx
        .select({ id: paymentItems.id })
        .from(paymentItems)
        .where(
          and(
            eq(paymentItems.studioId, session.studioId),
            eq(paymentItems.studentPackageId, item.studentPackageId),
            gt(paymentItems.sequence, item.sequence),
            eq(paymentItems.status, "scheduled"),
            isNull(paymentItems.chargeEntryId),
            or(isNull(paymentItems.leaseUntil), lte(paymentItems.leaseUntil, now)),
          ),
        )
        .orderBy(asc(paymentItems.sequence))
        .limit(1)
        .for("update");
      if (!next)
        throw new AppError("conflict", "There is no later instalment to merge this one into: move or cancel it instead.", {
          fields: { action: "Move or cancel the last instalment." },
        });
      await tx
        .update(paymentItems)
        .set({ amountCents: sql`${paymentItems.amountCents} + ${item.amountCents}`, noticeSentAt: null, updatedAt: now })
        .where(and(eq(paymentItems.studioId, session.studioId), eq(paymentItems.id, next.id)));
      await tx.update(paymentItems).set({ status: "cancelled", nextAttemptAt: null, updatedAt: now }).where(where);
    } else {
      await tx.update(paymentItems).set({ status: "cancelled", nextAttemptAt: null, updatedAt: now }).where(where);
    }
    return item.studentId;
  });
  return { items: await scheduleOf(db, session.studioId, { studentId }) };
}

const NOT_CHANGEABLE = {
  paid: "This payment is already paid.",
  failed: "This payment's card charge failed: retry it, record cash or waive it from Failed payments.",
  cancelled: "This payment was cancelled.",
  waived: "This payment was waived.",
} as const;

/** The item, locked: only one still scheduled, not charged and not being charged right now may change (409 otherwise). */
async function lockChangeable(tx: Tx, studioId: string, itemId: string, now: Date) {
  const [item] = await tx
    .select({
      id: paymentItems.id,
      studentId: paymentItems.studentId,
      studentPackageId: paymentItems.studentPackageId,
      sequence: paymentItems.sequence,
      amountCents: paymentItems.amountCents,
      status: paymentItems.status,
      chargeEntryId: paymentItems.chargeEntryId,
      leaseUntil: paymentItems.leaseUntil,
    })
    .from(paymentItems)
    .where(and(eq(paymentItems.studioId, studioId), eq(paymentItems.id, itemId)))
    .for("update");
  if (!item) throw new AppError("not_found", "Payment not found.");
  if (item.status !== "scheduled")
    throw new AppError("conflict", `${NOT_CHANGEABLE[item.status]} Only a payment still to come can be changed.`);
  if (item.chargeEntryId || (item.leaseUntil && item.leaseUntil > now))
    throw new AppError("conflict", "This payment is being charged right now: it can't be changed any more.");
  return item;
}
