import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { bookings, events, instructors, rooms, services, students } from "@/lib/db/schema";

/** An event as the API and the calendar show it. */
export type EventView = {
  id: string;
  title: string;
  serviceId: string;
  service: { id: string; name: string; kind: string; color: string };
  instructorId: string | null;
  instructor: { id: string; name: string; color: string } | null;
  roomId: string | null;
  room: { id: string; name: string; color: string } | null;
  seriesId: string | null;
  startsAt: string;
  endsAt: string;
  capacity: number;
  booked: number;
  status: "scheduled" | "cancelled";
  notes: string | null;
  /** The dance this lesson names itself; null: its service's dance, if any. */
  danceId: string | null;
  /**
   * Who a private lesson (student or couple) or a rental (renter) is with, in booking order, so the
   * calendar can name them. Empty for classes (they show their fill) and for student viewers.
   */
  students: string[];
};

type EventRow = {
  id: string;
  service_id: string;
  instructor_id: string | null;
  room_id: string | null;
  series_id: string | null;
  starts_at: string;
  ends_at: string;
  capacity: number;
  booked: number;
  status: EventView["status"];
  notes: string | null;
  dance_id: string | null;
  service_name: string;
  service_kind: string;
  service_color: string;
  instructor_name: string | null;
  instructor_color: string | null;
  room_name: string | null;
  room_color: string | null;
  student_names: string[] | null;
};

// The rules an event's view follows, shared by this file's query by ids and list-events' week query.

/** The most events one answer lists. */
export const EVENT_LIMIT = 5000;

/** A booking that takes a place: booked, attended or a no-show, or held with its hold not yet expired. */
export const takesPlace = sql`(${bookings.status} in ('booked', 'attended', 'no_show')
  or (${bookings.status} = 'held' and ${bookings.holdExpiresAt} > now()))`;

/** A booking whose student a block may name: any that is not cancelled, a hold included. */
export const namedBooking = sql`${bookings.status} in ('booked', 'attended', 'no_show', 'held')`;

/** Names only where a block shows them (one or two people: a private lesson, a rental); a class shows its fill instead. */
export const namesShown = sql`${services.kind} in ('private', 'rental')`;

/** The same kinds as namesShown: an event for one or two people, whose notes may be about them. */
export function isPersonal(kind: string): boolean {
  return kind === "private" || kind === "rental";
}

/**
 * The API's UTC ISO 8601 ("2026-11-24T14:00:00.000Z") from a UTC timestamp as JSON writes it
 * (`column at time zone 'UTC'`: "2026-11-24T14:00:00"): the whole-second times of the schedule need
 * no Date parsing, which for a week of 770 events cost as much as the query.
 */
export function isoUtc(utc: string): string {
  return utc.length === 19 ? `${utc}.000Z` : new Date(`${utc}Z`).toISOString();
}

/**
 * Events by id with their service, instructor, room and places booked, in one query. Postgres hands
 * the rows over as one JSON value: on PGlite, passing 700 rows of 18 cells out of WebAssembly costs
 * more than the query itself, while one JSON cell parses in about a millisecond (bench:schedule).
 */
export async function findEventViewsByIds(db: Db, studioId: string, ids: string[]): Promise<EventView[]> {
  if (ids.length === 0) return [];
  const [result] = await queryRows<{ rows: EventRow[] | string }>(
    db,
    sql`
      select coalesce(json_agg(page), '[]'::json) as rows
      from (
        select ${events.id} as id, ${events.serviceId} as service_id, ${events.instructorId} as instructor_id,
          ${events.roomId} as room_id, ${events.seriesId} as series_id, ${events.startsAt} at time zone 'UTC' as starts_at,
          ${events.endsAt} at time zone 'UTC' as ends_at, ${events.capacity} as capacity, ${events.status} as status, ${events.notes} as notes,
          ${events.danceId} as dance_id,
          ${services.name} as service_name, ${services.kind} as service_kind, ${services.color} as service_color,
          instructor.name as instructor_name, instructor.color as instructor_color, room.name as room_name, room.color as room_color,
          -- Places taken, counted per event through bookings_event_status_idx: cheaper than grouping years of bookings.
          (select count(*) from ${bookings} where ${bookings.eventId} = ${events.id} and ${takesPlace}) as booked,
          case when ${namesShown} then (
            select json_agg(${students.name} order by ${bookings.createdAt}) from ${bookings}
            join ${students} on ${students.studioId} = ${bookings.studioId} and ${students.id} = ${bookings.studentId}
            where ${bookings.eventId} = ${events.id} and ${namedBooking}
          ) end as student_names
        from ${events}
        join ${services} on ${services.id} = ${events.serviceId}
        left join ${instructors} instructor on instructor.id = ${events.instructorId}
        left join ${rooms} room on room.id = ${events.roomId}
        where ${eq(events.studioId, studioId)} and ${inArray(events.id, ids)}
        order by ${events.startsAt}
        limit ${EVENT_LIMIT}
      ) page`,
  );
  const rows: EventRow[] = typeof result.rows === "string" ? JSON.parse(result.rows) : result.rows;
  return rows.map(toEventView);
}

function toEventView(row: EventRow): EventView {
  return {
    id: row.id,
    title: row.service_name,
    serviceId: row.service_id,
    service: { id: row.service_id, name: row.service_name, kind: row.service_kind, color: row.service_color },
    instructorId: row.instructor_id,
    instructor:
      row.instructor_id && row.instructor_name
        ? { id: row.instructor_id, name: row.instructor_name, color: row.instructor_color ?? "" }
        : null,
    roomId: row.room_id,
    room: row.room_id && row.room_name ? { id: row.room_id, name: row.room_name, color: row.room_color ?? "" } : null,
    seriesId: row.series_id,
    startsAt: isoUtc(row.starts_at),
    endsAt: isoUtc(row.ends_at),
    capacity: row.capacity,
    booked: Number(row.booked),
    status: row.status,
    notes: row.notes,
    danceId: row.dance_id,
    students: row.student_names ?? [],
  };
}
