import "server-only";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { creditEntries, paymentItems, studentPackages, studios } from "@/lib/db/schema";

/**
 * "By the lesson" instalments fall due once their package has had `after_lessons` lessons posted
 * (bookings whose unit was consumed and not given back since: attended, or missed under the "lesson" policy): due today in
 * the studio's time zone, to be charged at once. One statement over the few items still waiting
 * (a partial index), so every process may run it every minute; an item once due stays due, so a
 * second run (or a second process) changes nothing. When the package expires first, the
 * instalments still waiting fall due then: the package's price is owed whether its lessons were
 * taken or not.
 */
export async function ensureLessonInstalments(db: Db, now: Date): Promise<number> {
  // A unit given back after it was used (the lesson corrected to one that costs nothing) no longer counts.
  const posted = sql`(
    select count(distinct c.booking_id) from ${creditEntries} c
    where c.studio_id = ${paymentItems.studioId}
      and c.student_package_id = ${paymentItems.studentPackageId}
      and c.kind = 'consume'
      and not exists (
        select 1 from ${creditEntries} r
        where r.studio_id = c.studio_id and r.student_package_id = c.student_package_id
          and r.booking_id = c.booking_id and r.kind = 'release' and r.created_at > c.created_at
      )
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
        // Reached, or the package ran out: what was bought is owed whether or not its lessons were taken.
        sql`(${paymentItems.afterLessons} <= ${posted} or (select sp.expires_at from ${studentPackages} sp where sp.studio_id = ${paymentItems.studioId} and sp.id = ${paymentItems.studentPackageId}) <= ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ id: paymentItems.id });
  return reached.length;
}
