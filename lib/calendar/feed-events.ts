import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { preparedRows } from "@/lib/db/prepared-rows";
import type { FeedTarget } from "./feed-tokens";

/** What a feed spans (2 months back, 12 months ahead; cancellations kept 30 days). */
export type FeedWindow = { from: Date; to: Date; cancelledSince: Date };

export function feedWindow(now: Date): FeedWindow {
  const from = new Date(now);
  from.setUTCMonth(from.getUTCMonth() - 2);
  const to = new Date(now);
  to.setUTCMonth(to.getUTCMonth() + 12);
  return { from, to, cancelledSince: new Date(now.getTime() - 30 * 86_400_000) };
}

// An owner who neither teaches nor dances still has a (quiet) feed of their own.
const NO_ROWS = sql`select null::uuid as id, 0 as sequence, null::timestamptz as starts_at, null::timestamptz as ends_at, false as cancelled,
  null::uuid as service_id, null::uuid as room_id, null::uuid as instructor_id, null::text as view, null::timestamptz as stamp where false`;

/**
 * The feed's rows, one SQL text for both the ETag and the body. `teach`: events the instructor
 * (or the owner's chosen instructor) teaches; `room`: a room's events; `studio`: every event of
 * the studio (the owner's whole-studio feed); `attend`: the student's own
 * places, each event once through their latest booking (a rebooking after a cancellation wins).
 * A cancelled row stays while its last change is under 30 days old. `stamp` is the row's last
 * change: for taught events it includes the bookings, whose first names a private lesson shows.
 */
function feedRowsSql(target: FeedTarget, window: FeedWindow): SQL {
  const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
  const inWindow = (alias: SQL) => sql`${alias}.starts_at >= ${at(window.from)} and ${alias}.starts_at < ${at(window.to)}`;
  const kept = sql`(not cancelled or stamp >= ${at(window.cancelledSince)})`;
  const staffFilter =
    target.scope === "studio"
      ? sql`true`
      : target.scope === "room"
        ? sql`e.room_id = ${target.roomId}::uuid`
        : target.instructorId
          ? sql`e.instructor_id = ${target.instructorId}::uuid`
          : null;
  const staffView = target.scope === "studio" ? sql`'studio'` : target.scope === "room" ? sql`'room'` : sql`'teach'`;
  const teaching = staffFilter
    ? sql`select * from (
        select e.id, e.sequence, e.starts_at, e.ends_at, e.status = 'cancelled' as cancelled, e.service_id, e.room_id, e.instructor_id,
          ${staffView} as view,
          greatest(e.updated_at, (select max(b.updated_at) from bookings b where b.event_id = e.id)) as stamp
        from events e
        where e.studio_id = ${target.studioId}::uuid and ${staffFilter} and ${inWindow(sql`e`)}
      ) taught where ${kept}`
    : null;
  const attending = target.studentId
    ? sql`select id, sequence, starts_at, ends_at, cancelled, service_id, room_id, instructor_id, view, stamp from (
        select distinct on (b.event_id) e.id, e.sequence + b.sequence as sequence, e.starts_at, e.ends_at,
          (e.status = 'cancelled' or b.status in ('cancelled', 'late_cancel')) as cancelled, e.service_id, e.room_id, e.instructor_id,
          'attend' as view, greatest(e.updated_at, b.updated_at) as stamp, b.status as booking_status
        from bookings b
        join events e on e.studio_id = b.studio_id and e.id = b.event_id
        where b.studio_id = ${target.studioId}::uuid and b.student_id = ${target.studentId}::uuid and ${inWindow(sql`e`)}
        order by b.event_id, b.sequence desc
      ) latest
      where booking_status not in ('waitlisted', 'held') and ${kept}
        ${staffFilter ? sql`and id not in (select id from teaching)` : sql``}`
    : null;
  const parts = [teaching ? sql`select * from teaching` : null, attending].filter((part): part is SQL => part !== null);
  const union = parts.length ? sql.join(parts, sql` union all `) : NO_ROWS;
  return teaching ? sql`with teaching as (${teaching}) ${union}` : union;
}

/** Cheap: counts and stamps only, no names and no JSON, so a client polling every few minutes mostly costs this. */
export async function selectFeedFingerprint(db: Db, target: FeedTarget, window: FeedWindow) {
  // Prepared: planning this statement costs PGlite more than running it, and it runs on every poll.
  const studio = sql`${target.studioId}::uuid`;
  const [row] = await preparedRows<{ count: number | string; sequences: number | string; stamp: number | string | null; names: string }>(
    db,
    "calendar_feed_fingerprint",
    // `names`: a digest of the studio's room, service and instructor names (a few dozen rows, by studio_id), so
    // renaming one changes the ETag and the new name reaches calendars without touching every event.
    sql`with rows as (${feedRowsSql(target, window)})
      select count(*)::int as count, coalesce(sum(sequence), 0)::float8 as sequences,
        floor(extract(epoch from max(stamp)) * 1000)::float8 as stamp,
        (select md5(coalesce(string_agg(n, '|' order by n), '')) from (
          select 'r' || r.id::text || r.name as n from rooms r where r.studio_id = ${studio}
          union all select 's' || s.id::text || s.name from services s where s.studio_id = ${studio}
          union all select 'i' || i.id::text || i.name from instructors i where i.studio_id = ${studio}
        ) names) as names
      from rows`,
  );
  return {
    count: Number(row.count),
    sequences: Number(row.sequences),
    stamp: row.stamp === null ? null : Number(row.stamp),
    names: String(row.names),
  };
}

export type FeedRow = {
  id: string;
  sequence: number;
  starts_at: string;
  ends_at: string;
  cancelled: boolean;
  stamp: string;
  title: string;
  room_name: string | null;
  with_name: string | null;
  /** The whole-studio feed: the instructor's name (null without one, or in any other feed). */
  instructor_name: string | null;
  /** A remote lesson's link, in the feeds of its people: its instructor's, its student's, the owner's whole studio (never a room's). */
  meeting_url: string | null;
};

/**
 * The rows with what each shows: the service, the room, and the other person's first name only
 * (the instructor for a student or a room; for an instructor's private lesson, its students; for
 * the whole studio, a private lesson's or a rental's students, beside the instructor's name).
 * One JSON value out of the database (see lib/scheduling/event-view.ts for why).
 */
export async function selectFeedRows(db: Db, target: FeedTarget, window: FeedWindow): Promise<FeedRow[]> {
  const [result] = await preparedRows<{ rows: FeedRow[] | string }>(
    db,
    "calendar_feed_rows",
    sql`with rows as (${feedRowsSql(target, window)})
      select coalesce(json_agg(x order by x.starts_at), '[]'::json) as rows from (
        select r.id, r.sequence, r.starts_at, r.ends_at, r.cancelled, r.stamp, s.name as title, room.name as room_name,
          case
            when (r.view = 'teach' and s.kind = 'private') or (r.view = 'studio' and s.kind in ('private', 'rental')) then (
              select string_agg(split_part(st.name, ' ', 1), ' & ' order by st.name)
              from bookings b join students st on st.id = b.student_id
              where b.event_id = r.id and b.status in ('booked', 'attended', 'no_show'))
            when r.view in ('teach', 'studio') then null
            else split_part(i.name, ' ', 1)
          end as with_name,
          case when r.view = 'studio' then i.name end as instructor_name,
          case when r.view in ('teach', 'studio', 'attend') and not r.cancelled then (
            select ev.meeting_url from events ev where ev.studio_id = ${target.studioId}::uuid and ev.id = r.id) end as meeting_url
        from rows r
        join services s on s.id = r.service_id
        left join rooms room on room.id = r.room_id
        left join instructors i on i.id = r.instructor_id
      ) x`,
  );
  return typeof result.rows === "string" ? JSON.parse(result.rows) : result.rows;
}
