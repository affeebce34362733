import "server-only";
import { sql } from "drizzle-orm";
import { isInstructor } from "@/lib/access/rules";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { addDays, instantToLocal, localToInstant } from "@/lib/dates/wall-time";
import { PLACE_STATUSES } from "./places-taken";
import { getStudioTimeZone } from "./studio-clock";

export type TodayEvent = {
  id: string;
  title: string;
  kind: string;
  startsAt: string;
  endsAt: string;
  instructorName: string | null;
  roomName: string | null;
  capacity: number;
  /** Places taken (booked, attended, no-show): a late cancel gives its place back. */
  taken: number;
  /** Who a private lesson or rental is with (first names in the order booked). */
  studentNames: string[];
};

export type TodayOverview = {
  timeZone: string;
  today: string;
  lessons: TodayEvent[];
  classes: TodayEvent[];
  teaching: { name: string; count: number; startsAt: string; endsAt: string }[];
  /** Students with a place today whose account is owed (> 0 cents), largest first. Owners only. */
  balances: { studentId: string; name: string; balanceCents: number }[];
  currency: string;
};

type EventRow = {
  id: string;
  title: string;
  kind: string;
  starts_at: string | Date;
  ends_at: string | Date;
  instructor_name: string | null;
  room_name: string | null;
  capacity: number;
  taken: number | string;
  student_names: string[] | null;
};
type BalanceRow = { student_id: string; name: string; balance: number | string; currency: string };

/**
 * What today holds, in the studio's time zone: its lessons and classes with their fill, who
 * teaches, and the open balances of today's students. Two queries, both scoped by studio; an
 * instructor sees only their own lessons and no balances.
 */
export async function getTodayOverview(db: Db, session: Session, now = new Date()): Promise<TodayOverview> {
  const timeZone = await getStudioTimeZone(db, session.studioId);
  const today = instantToLocal(now, timeZone).date;
  const from = localToInstant(today, "00:00", timeZone).toISOString();
  const to = localToInstant(addDays(today, 1), "00:00", timeZone).toISOString();
  const ownOnly = isInstructor(session);
  const placeList = sql.join(
    PLACE_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const mine = ownOnly ? sql`and e.instructor_id = ${session.instructorId ?? "00000000-0000-0000-0000-000000000000"}::uuid` : sql``;
  const rows = await queryRows<EventRow>(
    db,
    sql`select e.id, s.name as title, s.kind, e.starts_at, e.ends_at, i.name as instructor_name, r.name as room_name, e.capacity,
          (select count(*) from bookings b where b.studio_id = e.studio_id and b.event_id = e.id and b.status in (${placeList})) as taken,
          (select array_agg(split_part(st.name, ' ', 1) order by b.created_at) from bookings b
             join students st on st.studio_id = b.studio_id and st.id = b.student_id
             where b.studio_id = e.studio_id and b.event_id = e.id and b.status in (${placeList}) and s.kind <> 'group') as student_names
        from events e
        join services s on s.studio_id = e.studio_id and s.id = e.service_id
        left join instructors i on i.studio_id = e.studio_id and i.id = e.instructor_id
        left join rooms r on r.studio_id = e.studio_id and r.id = e.room_id
        where e.studio_id = ${session.studioId} and e.status = 'scheduled'
          and e.starts_at >= ${from}::timestamptz and e.starts_at < ${to}::timestamptz ${mine}
        order by e.starts_at, i.name`,
  );
  const balances = ownOnly
    ? []
    : await queryRows<BalanceRow>(
        db,
        sql`select st.id as student_id, st.name, sum(case l.kind when 'charge' then l.amount_cents when 'refund' then l.amount_cents else -l.amount_cents end) as balance,
              (select currency from studios where id = ${session.studioId}) as currency
            from students st
            join ledger_entries l on l.studio_id = st.studio_id and l.student_id = st.id
            where st.studio_id = ${session.studioId} and st.id in (
              select b.student_id from bookings b
              where b.studio_id = ${session.studioId} and b.status in (${placeList})
                and b.starts_at >= ${from}::timestamptz and b.starts_at < ${to}::timestamptz)
            group by st.id, st.name
            having sum(case l.kind when 'charge' then l.amount_cents when 'refund' then l.amount_cents else -l.amount_cents end) > 0
            order by balance desc, st.name`,
      );
  const all = rows.map(toEvent);
  return {
    timeZone,
    today,
    lessons: all.filter((event) => event.kind !== "group"),
    classes: all.filter((event) => event.kind === "group"),
    teaching: whoTeaches(rows),
    balances: balances.map((row) => ({ studentId: row.student_id, name: row.name, balanceCents: Number(row.balance) })),
    currency: balances[0]?.currency ?? "USD",
  };
}

function toEvent(row: EventRow): TodayEvent {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    instructorName: row.instructor_name,
    roomName: row.room_name,
    capacity: row.capacity,
    taken: Number(row.taken),
    studentNames: row.student_names ?? [],
  };
}

function whoTeaches(rows: EventRow[]): TodayOverview["teaching"] {
  const byName = new Map<string, { name: string; count: number; startsAt: string; endsAt: string }>();
  for (const row of rows) {
    if (!row.instructor_name) continue;
    const start = new Date(row.starts_at).toISOString();
    const end = new Date(row.ends_at).toISOString();
    const current = byName.get(row.instructor_name);
    if (!current) byName.set(row.instructor_name, { name: row.instructor_name, count: 1, startsAt: start, endsAt: end });
    else byName.set(row.instructor_name, { ...current, count: current.count + 1, endsAt: end > current.endsAt ? end : current.endsAt });
  }
  return [...byName.values()];
}
