import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { isStudent } from "@/lib/access/rules";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { preparedRows } from "@/lib/db/prepared-rows";
import { bookings, events, instructors, rooms, services, students } from "@/lib/db/schema";
import { ParsedAnswer } from "@/lib/api/answer-fields";
import { EVENT_LIMIT, isPersonal, isoUtc, namedBooking, namesShown, takesPlace, type EventView } from "./event-view";
import { keepWeek, keptWeek, type KeptWeek } from "./kept-weeks";
import type { TEventsQuery } from "./schemas";
import { ZEventsView } from "./views";

const MAX_EVENT_MS = 12 * 3600_000;

type TFindEvents = Pick<TEventsQuery, "from" | "to" | "instructorId" | "roomId">;

/** One event as the week query answers it: [id, serviceId, instructorId, roomId, seriesId, startsAt, endsAt, capacity, notes, danceId, booked, students]. */
type WeekRow = [
  string,
  string,
  string | null,
  string | null,
  string | null,
  string,
  string,
  number,
  string | null,
  string | null,
  number,
  string[] | null,
];
type WeekResult = {
  rows: WeekRow[] | string;
  /** Epoch ms when the first unexpired hold among the week's bookings ends; null: none. */
  holdEnds: number | null;
  services: [string, string, string, string][] | string | null;
  instructors: [string, string, string][] | string | null;
  rooms: [string, string, string][] | string | null;
};

/**
 * The events overlapping [from, to) in the caller's studio: the schedule's week (GET /api/events,
 * /app/schedule). Because no event lasts more than 12 hours (a CHECK constraint), `starts_at >= from
 * − 12h` bounds the index range scan on (studio_id, starts_at) without missing an event that began
 * before `from`.
 *
 * The query runs on every view of the schedule, so it is shaped for PGlite (WebAssembly), where
 * writing values out costs more than finding them (bench:schedule): one row of four JSON values, each
 * event an array of its own 12 values (no repeated keys, no names), and the studio's services,
 * instructors and rooms once each, joined here in JavaScript. It is a prepared statement, so it is
 * planned once per process; the optional filters are parameters that may be null.
 */
export async function findEvents(db: Db, session: Session, query: TFindEvents): Promise<EventView[]> {
  return (await findWeek(db, session, query)).events;
}

/** The same answer parsed through its view and written as JSON (GET /api/events): once per kept week, not once per request. */
export async function findEventsAnswer(db: Db, session: Session, query: TFindEvents): Promise<ParsedAnswer<typeof ZEventsView>> {
  const week = await findWeek(db, session, query);
  return (week.answer ??= ParsedAnswer.of(ZEventsView, { events: week.events }));
}

/** The week from memory while the studio's schedule version says nothing in it changed (lib/scheduling/kept-weeks.ts), else from the query. */
async function findWeek(db: Db, session: Session, query: TFindEvents): Promise<KeptWeek> {
  const version = session.scheduleVersion;
  const key = [query.from, query.to, query.instructorId ?? "", query.roomId ?? "", isStudent(session)].join(" ");
  const kept = version === null ? undefined : keptWeek(db, session.studioId, version, key, Date.now());
  if (kept) return kept;
  const week = await readWeek(db, session, query);
  if (version !== null) keepWeek(db, session.studioId, version, key, week);
  return week;
}

async function readWeek(db: Db, session: Session, query: TFindEvents): Promise<KeptWeek> {
  const [result] = await preparedRows<WeekResult>(db, "week_events", weekEventsQuery(session, query));
  // A private lesson's or rental's notes may be about the people in it: a student reads the block without them.
  const hideNotes = isStudent(session);
  const serviceById = new Map(parse(result.services).map(([id, name, kind, color]) => [id, { id, name, kind, color }]));
  const instructorById = new Map(parse(result.instructors).map(([id, name, color]) => [id, { id, name, color: color ?? "" }]));
  const roomById = new Map(parse(result.rooms).map(([id, name, color]) => [id, { id, name, color: color ?? "" }]));
  const events = parse(result.rows).map(
    ([id, serviceId, instructorId, roomId, seriesId, startsAt, endsAt, capacity, notes, danceId, booked, names]): EventView => {
      const service = serviceById.get(serviceId)!;
      return {
        id,
        title: service.name,
        serviceId,
        service,
        instructorId,
        instructor: (instructorId && instructorById.get(instructorId)) || null,
        roomId,
        room: (roomId && roomById.get(roomId)) || null,
        seriesId,
        startsAt: isoUtc(startsAt),
        endsAt: isoUtc(endsAt),
        capacity,
        booked,
        status: "scheduled",
        notes: hideNotes && isPersonal(service.kind) ? null : notes,
        danceId,
        students: names ?? [],
      };
    },
  );
  return { events, validUntil: result.holdEnds ?? Infinity };
}

/**
 * The SQL findEvents sends (bench:schedule explains exactly this). Its text never depends on the
 * values, so one prepared statement serves every week, filter and viewer.
 */
export function weekEventsQuery(session: Session, query: TFindEvents): SQL {
  const studioId = session.studioId;
  const from = new Date(query.from);
  const earliest = new Date(from.getTime() - MAX_EVENT_MS);
  // A student sees the studio's calendar, not who else takes private lessons or rents a room.
  const hideNames = isStudent(session);
  return sql`
    with week as (
      select ${events.id} as id, ${events.serviceId} as service_id, ${events.instructorId} as instructor_id,
        ${events.roomId} as room_id, ${events.seriesId} as series_id, ${events.startsAt} at time zone 'UTC' as starts_at,
        ${events.endsAt} at time zone 'UTC' as ends_at,
        ${events.capacity} as capacity, ${events.notes} as notes, ${events.danceId} as dance_id
      from ${events}
      where ${events.studioId} = ${studioId}::uuid and ${events.startsAt} >= ${earliest.toISOString()}::timestamptz
        and ${events.startsAt} < ${new Date(query.to).toISOString()}::timestamptz and ${events.endsAt} > ${from.toISOString()}::timestamptz
        and ${events.status} = 'scheduled'
        and (${query.instructorId ?? null}::uuid is null or ${events.instructorId} = ${query.instructorId ?? null}::uuid)
        and (${query.roomId ?? null}::uuid is null or ${events.roomId} = ${query.roomId ?? null}::uuid)
      order by ${events.startsAt}, ${events.id}
      limit ${EVENT_LIMIT}
    ),
    -- Places taken and, where a block names them (private lessons, rentals), who: one pass over the
    -- week's bookings through bookings_event_status_idx.
    taken as (
      select ${bookings.eventId} as event_id,
        count(*) filter (where ${takesPlace}) as booked,
        json_agg(${students.name} order by ${bookings.createdAt}) filter (where not ${hideNames}::boolean and ${namesShown}) as names,
        -- A held place stops counting when its hold runs out, with no write to say so: a kept week holds until then.
        min(${bookings.holdExpiresAt}) filter (where ${bookings.status} = 'held' and ${bookings.holdExpiresAt} > now()) as hold_ends
      from week
      join ${bookings} on ${bookings.studioId} = ${studioId}::uuid and ${bookings.eventId} = week.id and ${namedBooking}
      join ${services} on ${services.studioId} = ${studioId}::uuid and ${services.id} = week.service_id
      join ${students} on ${students.studioId} = ${bookings.studioId} and ${students.id} = ${bookings.studentId}
      group by ${bookings.eventId}
    )
    select listed.rows, listed.hold_ends as "holdEnds",
      (select json_agg(json_build_array(${services.id}, ${services.name}, ${services.kind}, ${services.color}))
        from ${services} where ${services.studioId} = ${studioId}::uuid) as services,
      (select json_agg(json_build_array(${instructors.id}, ${instructors.name}, ${instructors.color}))
        from ${instructors} where ${instructors.studioId} = ${studioId}::uuid) as instructors,
      (select json_agg(json_build_array(${rooms.id}, ${rooms.name}, ${rooms.color}))
        from ${rooms} where ${rooms.studioId} = ${studioId}::uuid) as rooms
    -- One pass over the week and its places (taken is read once, so it stays inlined).
    from (
      select coalesce(json_agg(json_build_array(week.id, week.service_id, week.instructor_id, week.room_id, week.series_id,
          week.starts_at, week.ends_at, week.capacity, week.notes, week.dance_id, coalesce(taken.booked, 0), taken.names)
          order by week.starts_at, week.id), '[]'::json) as rows,
        floor(extract(epoch from min(taken.hold_ends)) * 1000)::float8 as hold_ends
      from week left join taken on taken.event_id = week.id
    ) listed`;
}

/** pg parses json columns; PGlite's EXECUTE path may hand them over as text. */
function parse<T>(value: T[] | string | null): T[] {
  if (value === null) return [];
  return typeof value === "string" ? (JSON.parse(value) as T[]) : value;
}
