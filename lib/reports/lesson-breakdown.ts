import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { SavedReportFilters } from "@/lib/db/schema";
import type { ReportContext, Window } from "./report-context";
import { localMonth, localWeek, POSTED, selectRows, toNumber } from "./sql-helpers";

export type LessonGroup = "instructor" | "service" | "room" | "level" | "week" | "month";

export type LessonGroupRow = {
  key: string | null;
  label: string;
  /** Lessons and classes with at least one student attending. */
  lessons: number;
  /** Their length, in minutes. */
  minutes: number;
  attended: number;
  noShows: number;
  lateCancels: number;
  /** What the lessons earned: their charges net of voids and fees, plus the package units they used at the unit's price. */
  revenueCents: number;
};

/** The group's key and label, read from the joined booking (b), event (e), service (s), student (st), instructor (i), room (r). */
export function groupColumns(group: LessonGroup, context: ReportContext): { key: SQL; label: SQL } {
  const startsAt = sql`e.starts_at`;
  switch (group) {
    case "instructor":
      return { key: sql`e.instructor_id::text`, label: sql`coalesce(i.name, 'No instructor')` };
    case "service":
      return { key: sql`e.service_id::text`, label: sql`s.name` };
    case "room":
      return { key: sql`e.room_id::text`, label: sql`coalesce(r.name, 'No room')` };
    case "level":
      return { key: sql`st.level`, label: sql`st.level` };
    case "week": {
      const week = localWeek(startsAt, context.timeZone, context.weekStart);
      return { key: week, label: week };
    }
    case "month": {
      const month = localMonth(startsAt, context.timeZone);
      return { key: month, label: month };
    }
  }
}

/** The filters a custom report (or a scoped report) puts on the events and students it counts. */
export function lessonFilters(context: ReportContext, filters: SavedReportFilters = {}): SQL {
  const parts: SQL[] = [];
  const instructorId = context.instructorId ?? filters.instructorId;
  if (instructorId) parts.push(sql`and e.instructor_id = ${instructorId}`);
  if (filters.serviceId) parts.push(sql`and e.service_id = ${filters.serviceId}`);
  if (filters.roomId) parts.push(sql`and e.room_id = ${filters.roomId}`);
  if (filters.level) parts.push(sql`and st.level = ${filters.level}`);
  if (filters.kind) parts.push(sql`and s.kind = ${filters.kind}`);
  return sql.join(parts, sql` `);
}

/** Per booking: its charges less their voids (fees included), and a used package unit at its share of the package price. */
const BOOKING_REVENUE = sql`coalesce(ch.net, 0) + case when b.student_package_id is not null then sp.price_cents::numeric / sp.units else 0 end`;

/**
 * Posted bookings (attended, no-show, late cancel) of the window's lessons, grouped: the one query
 * behind attendance by instructor and by class, revenue by service and by instructor, and custom
 * reports. A lesson counts as taught when at least one student attended it.
 */
export async function lessonBreakdown(
  db: Db,
  context: ReportContext,
  window: Window,
  group: LessonGroup,
  options: { filters?: SavedReportFilters; revenue?: boolean } = {},
): Promise<LessonGroupRow[]> {
  const { key, label } = groupColumns(group, context);
  const studioId = context.studioId;
  const revenue = options.revenue
    ? {
        column: sql`, sum(${BOOKING_REVENUE}) as revenue`,
        joins: sql`left join student_packages sp on sp.id = b.student_package_id
          left join (select booking_id, sum(case kind when 'charge' then amount_cents else -amount_cents end) as net
            from ledger_entries where studio_id = ${studioId} and booking_id is not null and kind in ('charge', 'void')
            group by booking_id) ch on ch.booking_id = b.id`,
      }
    : { column: sql`, 0 as revenue`, joins: sql`` };
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`with base as (
      select ${key} as key, ${label} as label, e.id as event_id,
        extract(epoch from (e.ends_at - e.starts_at)) / 60 as minutes,
        count(*) filter (where b.status = 'attended') as attended,
        count(*) filter (where b.status = 'no_show') as no_shows,
        count(*) filter (where b.status = 'late_cancel') as late_cancels
        ${revenue.column}
      from bookings b
      join events e on e.id = b.event_id
      join services s on s.id = e.service_id
      join students st on st.id = b.student_id
      left join instructors i on i.id = e.instructor_id
      left join rooms r on r.id = e.room_id
      ${revenue.joins}
      where b.studio_id = ${studioId} and e.studio_id = ${studioId}
        and e.starts_at >= ${window.start} and e.starts_at < ${window.end}
        and b.status in ${POSTED}
        ${lessonFilters(context, options.filters)}
      group by 1, 2, 3, 4
    )
    select key, label,
      count(*) filter (where attended > 0) as lessons,
      coalesce(sum(minutes) filter (where attended > 0), 0) as minutes,
      sum(attended) as attended, sum(no_shows) as no_shows, sum(late_cancels) as late_cancels,
      round(coalesce(sum(revenue), 0)) as revenue
    from base group by key, label order by label, key`,
  );
  return rows.map((row) => ({
    key: row.key === null ? null : String(row.key),
    label: String(row.label),
    lessons: toNumber(row.lessons),
    minutes: Math.round(toNumber(row.minutes)),
    attended: toNumber(row.attended),
    noShows: toNumber(row.no_shows),
    lateCancels: toNumber(row.late_cancels),
    revenueCents: toNumber(row.revenue),
  }));
}
