import "server-only";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { creditEntries, paymentItems, studios } from "@/lib/db/schema";

/**
 * "By the lesson" instalments fall due once their package has had `after_lessons` lessons posted
 * (bookings whose unit was consumed: attended, or missed under the "lesson" policy): due today in
 * the studio's time zone, to be charged at once. One statement over the few items still waiting
 * (a partial index), so every process may run it every minute; an item once due stays due, so a
 * second run (or a second process) changes nothing.
 */
export async function ensureLessonInstalments(db: Db, now: Date): Promise<number> {
  const posted = sql`(
    select count(distinct ${creditEntries.bookingId}) from ${creditEntries}
    where ${creditEntries.studioId} = ${paymentItems.studioId}
      and ${creditEntries.studentPackageId} = ${paymentItems.studentPackageId}
      and ${creditEntries.kind} = 'consume'
  )`;
  const reached = await db
    .update(paymentItems)
    .set({
      dueOn: sql`(${now.toISOString()}::timestamptz at time zone ${studios.timeZone})::date`,
      nextAttemptAt: now,
      updatedAt: now,
    })
    .from(studios)
    .where(
      and(
        eq(studios.id, paymentItems.studioId),
        isNull(paymentItems.dueOn),
        eq(paymentItems.status, "scheduled"),
        isNotNull(paymentItems.studentPackageId),
        isNotNull(paymentItems.afterLessons),
        sql`${paymentItems.afterLessons} <= ${posted}`,
      ),
    )
    .returning({ id: paymentItems.id });
  return reached.length;
}
