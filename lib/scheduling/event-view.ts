import "server-only";
import { aliasedTable, and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { bookings, events, instructors, rooms, services } from "@/lib/db/schema";

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
};

const instructor = aliasedTable(instructors, "instructor");
const room = aliasedTable(rooms, "room");

/** Events with their service, instructor and room, in one query. */
export async function selectEventViews(db: Db, where: SQL | undefined, limit = 5000): Promise<EventView[]> {
  const rows = await db
    .select({
      // Only what the view shows: the week query maps hundreds of rows, so every column costs.
      id: events.id,
      serviceId: events.serviceId,
      instructorId: events.instructorId,
      roomId: events.roomId,
      seriesId: events.seriesId,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      capacity: events.capacity,
      status: events.status,
      notes: events.notes,
      serviceName: services.name,
      serviceKind: services.kind,
      serviceColor: services.color,
      instructorName: instructor.name,
      instructorColor: instructor.color,
      roomName: room.name,
      roomColor: room.color,
      // Places taken, counted inside this one query (bookings_event_status_idx), not a query per event.
      booked: sql<number>`(select count(*) from ${bookings} where ${bookings.eventId} = ${events.id} and ${bookings.status} in ('booked', 'attended', 'no_show'))`,
    })
    .from(events)
    .innerJoin(services, eq(services.id, events.serviceId))
    .leftJoin(instructor, eq(instructor.id, events.instructorId))
    .leftJoin(room, eq(room.id, events.roomId))
    .where(where)
    .orderBy(events.startsAt)
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.serviceName,
    serviceId: row.serviceId,
    service: { id: row.serviceId, name: row.serviceName, kind: row.serviceKind, color: row.serviceColor },
    instructorId: row.instructorId,
    instructor: row.instructorId && row.instructorName ? { id: row.instructorId, name: row.instructorName, color: row.instructorColor ?? "" } : null,
    roomId: row.roomId,
    room: row.roomId && row.roomName ? { id: row.roomId, name: row.roomName, color: row.roomColor ?? "" } : null,
    seriesId: row.seriesId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    capacity: row.capacity,
    // count(*) is a string from pg and a number from PGlite.
    booked: Number(row.booked),
    status: row.status,
    notes: row.notes,
  }));
}

export async function findEventViewsByIds(db: Db, studioId: string, ids: string[]): Promise<EventView[]> {
  if (ids.length === 0) return [];
  return selectEventViews(db, and(eq(events.studioId, studioId), inArray(events.id, ids)));
}
