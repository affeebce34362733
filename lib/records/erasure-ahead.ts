import "server-only";
import { sql } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Tx } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { instantToLocal } from "@/lib/dates/wall-time";
import { plural } from "@/lib/text/plural";

/**
 * A student is erased only once nothing is still to happen for them: no lesson or class booked
 * ahead (or waited for, or held), no membership still running and no payment still to be charged.
 * Each of those would go on teaching or charging a "Former student" nobody can reach, and whether to
 * refund, waive or charge a cancellation is the owner's call, made where it is made for anyone.
 */
export async function assertNothingAhead(tx: Tx, studioId: string, student: { id: string; name: string }, timeZone: string, now: Date) {
  const today = instantToLocal(now, timeZone).date;
  const [ahead] = await queryRows<{ lessons: number; memberships: number; payments: number }>(
    tx,
    sql`
    select
      (select count(*)::int from bookings b join events e on e.studio_id = b.studio_id and e.id = b.event_id
        where b.studio_id = ${studioId} and b.student_id = ${student.id} and b.status in ('booked', 'waitlisted', 'held')
          and e.starts_at > ${now}) as lessons,
      (select count(*)::int from student_memberships m
        where m.studio_id = ${studioId} and m.student_id = ${student.id} and (m.ends_on is null or m.ends_on > ${today}::date)) as memberships,
      (select count(*)::int from payment_items p
        where p.studio_id = ${studioId} and p.student_id = ${student.id} and p.status in ('scheduled', 'failed')) as payments`,
  ).then((result) => ("rows" in result ? result.rows : result) as { lessons: number; memberships: number; payments: number }[]);
  const left = [
    ahead.lessons > 0 && `${plural(ahead.lessons, "lesson")} booked ahead`,
    ahead.memberships > 0 && `${plural(ahead.memberships, "membership")} still running`,
    ahead.payments > 0 && `${plural(ahead.payments, "payment")} still to be charged`,
  ].filter((part): part is string => !!part);
  if (left.length === 0) return;
  throw new AppError(
    "conflict",
    `${student.name} still has ${left.join(", ")}. Cancel ${left.length > 1 ? "them" : "it"} first (on their page), then erase their personal data.`,
  );
}
