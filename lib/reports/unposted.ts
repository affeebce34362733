import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { addDays, instantToLocal, localToInstant } from "@/lib/dates/wall-time";
import type { ReportContext, Window } from "./report-context";
import { coveringBuckets, inBuckets } from "./rollups/buckets";
import { eventScope, selectRows, toNumber } from "./sql-helpers";

/**
 * Attendance nobody posted yet for lessons already begun: places still "booked" (or the lessons
 * holding one, for payroll). Days before today come from the rollups; today is read directly up to now.
 */
export async function countUnposted(db: Db, context: ReportContext, window: Window, what: "places" | "lessons"): Promise<number> {
  const today = instantToLocal(context.now, context.timeZone).date;
  const lastPast = addDays(today, -1) < window.to ? addDays(today, -1) : window.to;
  const scope = context.instructorId ? sql`and f.instructor_id = ${context.instructorId}` : sql``;
  const column = sql.raw(what === "places" ? "places_booked" : "events_booked");
  const [past] =
    lastPast >= window.from
      ? await selectRows(
          db,
          sql`select coalesce(sum(f.${column}), 0) as n from report_lesson_facts f where ${inBuckets(context.studioId, coveringBuckets(window.from, lastPast))} ${scope}`,
        )
      : [{ n: 0 }];
  if (today < window.from || today > window.to) return toNumber(past.n);
  const counted = what === "places" ? sql`count(*)` : sql`count(distinct e.id) filter (where e.instructor_id is not null)`;
  const [now] = await selectRows(
    db,
    sql`select ${counted} as n from events e join bookings b on b.event_id = e.id
      where e.studio_id = ${context.studioId} and e.status = 'scheduled' and b.status = 'booked'
        and e.starts_at >= ${localToInstant(today, "00:00", context.timeZone)} and e.starts_at < ${context.now} ${eventScope(context.instructorId)}`,
  );
  return toNumber(past.n) + toNumber(now.n);
}
