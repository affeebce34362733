import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import type { CalendarEventView } from "./event-ics";
import type { FeedWindow } from "./feed-events";
import type { FeedTarget } from "./feed-tokens";

/**
 * A student's heats at published showcases and competitions, in their own feed: each timed heat
 * they dance (as the student of an entry or its partner), with whom, at which event. A sheet
 * re-imported or rebuilt touches the event's `updated_at`, which moves the feed's ETag and each
 * heat's SEQUENCE; a heat keeps its id (its UID) while its number stays on the sheet.
 */
function heatRowsSql(target: FeedTarget, window: FeedWindow): SQL | null {
  if (!target.studentId) return null;
  const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
  return sql`select h.id, h.number, h.starts_at, h.seconds, h.title, c.name as event, c.place, c.updated_at as stamp,
      case when e.instructor_id is not null then i.name when e.student_id = ${target.studentId}::uuid then p.name else s.name end as partner
    from competition_heat_entries he
    join competition_heats h on h.studio_id = he.studio_id and h.id = he.heat_id
    join competition_entries e on e.studio_id = he.studio_id and e.id = he.entry_id
    join competitions c on c.studio_id = he.studio_id and c.id = he.competition_id
    join students s on s.studio_id = e.studio_id and s.id = e.student_id
    left join students p on p.studio_id = e.studio_id and p.id = e.partner_student_id
    left join instructors i on i.studio_id = e.studio_id and i.id = e.instructor_id
    where he.studio_id = ${target.studioId}::uuid and c.published
      and (e.student_id = ${target.studentId}::uuid or e.partner_student_id = ${target.studentId}::uuid)
      and h.starts_at >= ${at(window.from)} and h.starts_at < ${at(window.to)}`;
}

/** Counts and the latest change, for the feed's ETag ("-" for a feed with no student). */
export async function heatFingerprint(db: Db, target: FeedTarget, window: FeedWindow): Promise<string> {
  const rows = heatRowsSql(target, window);
  if (!rows) return "-";
  const [row] = await queryRows<{ count: number; stamp: number | string | null }>(
    db,
    sql`select count(*)::int as count, floor(extract(epoch from max(stamp)) * 1000)::float8 as stamp from (${rows}) heats`,
  );
  return `${row.count}:${row.stamp ?? "-"}`;
}

type HeatRow = {
  id: string;
  number: string;
  starts_at: string | Date;
  seconds: number;
  title: string;
  event: string;
  place: string | null;
  stamp: string | Date;
  partner: string | null;
};

/** The heats as calendar events (the feed adds them after the lessons). */
export async function selectHeatEvents(db: Db, target: FeedTarget, window: FeedWindow): Promise<CalendarEventView[]> {
  const rows = heatRowsSql(target, window);
  if (!rows) return [];
  const heats = await queryRows<HeatRow>(db, sql`${rows} order by h.starts_at, h.number`);
  return heats.map((heat) => {
    const startsAt = new Date(heat.starts_at);
    const stamp = new Date(heat.stamp);
    return {
      eventId: heat.id,
      // Grows with every change of the event's sheet: minutes since 2024 of its last change.
      sequence: Math.max(0, Math.floor((stamp.getTime() - Date.UTC(2024, 0, 1)) / 60_000)),
      startsAt,
      endsAt: new Date(startsAt.getTime() + heat.seconds * 1000),
      timeZone: target.timeZone,
      title: `Heat ${heat.number}: ${heat.title}`,
      studioName: target.studioName,
      roomName: heat.place ? `${heat.event}, ${heat.place}` : heat.event,
      withFirstName: heat.partner ? heat.partner.split(" ")[0] : null,
      cancelled: false,
      updatedAt: stamp,
    };
  });
}
