import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "@/lib/db/client";
import { paymentItems } from "@/lib/db/schema";
import type { ZPaymentItemView } from "./views";

/** What a reader of a schedule sees of one due item (ZPaymentItemView). */
const ITEM_VIEW = {
  id: paymentItems.id,
  dueOn: paymentItems.dueOn,
  amountCents: paymentItems.amountCents,
  status: paymentItems.status,
  source: paymentItems.source,
  tries: paymentItems.tries,
  description: paymentItems.description,
  afterLessons: paymentItems.afterLessons,
  settledBy: paymentItems.settledBy,
  lastError: paymentItems.lastError,
  nextAttemptAt: paymentItems.nextAttemptAt,
  membershipId: paymentItems.membershipId,
  studentPackageId: paymentItems.studentPackageId,
};

type ItemRow = Pick<typeof paymentItems.$inferSelect, keyof typeof ITEM_VIEW>;

/**
 * One item as the schedule, the failed list and the owner's actions answer it (the one mapping).
 * Attempts are the card attempts made: the failed ones, and the one that paid it when the card did.
 */
export function itemView({ tries, ...row }: ItemRow): z.input<typeof ZPaymentItemView> {
  return {
    ...row,
    attempts: tries + (row.settledBy === "card" ? 1 : 0),
    nextAttemptAt: row.status === "scheduled" || row.status === "failed" ? row.nextAttemptAt : null,
  };
}

/**
 * A student's due items (membership periods and instalments) by due day, those without one ("by
 * the lesson", not reached yet) last; one package's only with `studentPackageId`.
 */
export async function scheduleOf(
  db: Db,
  studioId: string,
  of: { studentId: string } | { studentPackageId: string },
): Promise<z.input<typeof ZPaymentItemView>[]> {
  const rows = await db
    .select(ITEM_VIEW)
    .from(paymentItems)
    .where(
      and(
        eq(paymentItems.studioId, studioId),
        "studentId" in of ? eq(paymentItems.studentId, of.studentId) : eq(paymentItems.studentPackageId, of.studentPackageId),
      ),
    )
    .orderBy(sql`${paymentItems.dueOn} asc nulls last`, asc(paymentItems.afterLessons), asc(paymentItems.sequence), asc(paymentItems.id));
  return rows.map(itemView);
}

/**
 * What is still to come on a student's account: items scheduled and not charged yet (a charged
 * one is in the balance already), and the next of them with a day.
 */
export async function scheduledOf(db: Db, studioId: string, studentId: string) {
  const pending = and(
    eq(paymentItems.studioId, studioId),
    eq(paymentItems.studentId, studentId),
    eq(paymentItems.status, "scheduled"),
    isNull(paymentItems.chargeEntryId),
  );
  const [total] = await db
    .select({ cents: sql<string>`coalesce(sum(${paymentItems.amountCents}), 0)` })
    .from(paymentItems)
    .where(pending);
  const [next] = await db
    .select({ dueOn: paymentItems.dueOn, amountCents: paymentItems.amountCents })
    .from(paymentItems)
    .where(and(pending, sql`${paymentItems.dueOn} is not null`))
    .orderBy(asc(paymentItems.dueOn), asc(paymentItems.sequence))
    .limit(1);
  return {
    scheduledCents: Number(total?.cents ?? 0),
    nextDue: next?.dueOn ? { dueOn: next.dueOn, amountCents: next.amountCents } : null,
  };
}
