import "server-only";
import { and, eq, gt, inArray, lt } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { bookings, events, services } from "@/lib/db/schema";
import { formatDay, formatTimeRange } from "@/lib/dates/wall-time";

/** A lesson or class a file wants, or one already on the schedule, as the overlap checks read it. */
export type Slot = {
  startsAt: Date;
  endsAt: Date;
  instructorId: string | null;
  roomId: string | null;
  studentIds: string[];
  row?: number;
  title?: string;
};

/**
 * The studio's scheduled events (and who has a place in them) between two instants: what a file's
 * lessons and classes are checked against, the same overlaps the EXCLUDE constraints and the
 * one-place-at-a-time rule refuse when booking.
 */
export async function scheduledBetween(db: Db, studioId: string, from: Date, to: Date): Promise<Slot[]> {
  const rows = await db
    .select({
      id: events.id,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      instructorId: events.instructorId,
      roomId: events.roomId,
      title: services.name,
    })
    .from(events)
    .innerJoin(services, and(eq(services.studioId, events.studioId), eq(services.id, events.serviceId)))
    .where(and(eq(events.studioId, studioId), eq(events.status, "scheduled"), lt(events.startsAt, to), gt(events.endsAt, from)));
  const ids = rows.map((row) => row.id);
  const places = ids.length
    ? await db
        .select({ eventId: bookings.eventId, studentId: bookings.studentId })
        .from(bookings)
        .where(
          and(
            eq(bookings.studioId, studioId),
            inArray(bookings.eventId, ids),
            inArray(bookings.status, ["booked", "attended", "no_show", "held"]),
          ),
        )
    : [];
  const byEvent = new Map<string, string[]>();
  for (const place of places) byEvent.set(place.eventId, [...(byEvent.get(place.eventId) ?? []), place.studentId]);
  return rows.map((row) => ({ ...row, studentIds: byEvent.get(row.id) ?? [] }));
}

/**
 * Why `slot` can't be written beside `others` (the schedule and the file's earlier rows), or null:
 * the same instructor, the same room, or one of the same students at an overlapping time.
 */
export function clashOf(
  slot: Slot,
  others: Slot[],
  names: { instructor: (id: string) => string; room: (id: string) => string; student: (id: string) => string },
  timeZone: string,
): string | null {
  for (const other of others) {
    if (!(other.startsAt < slot.endsAt && other.endsAt > slot.startsAt)) continue;
    const where = other.row ? `row ${other.row}'s lesson` : `${other.title ?? "a lesson"}`;
    const when = `on ${formatDay(other.startsAt, timeZone)}, ${formatTimeRange(other.startsAt, other.endsAt, timeZone)}`;
    if (slot.instructorId && other.instructorId === slot.instructorId)
      return `${names.instructor(slot.instructorId)} already teaches ${where} ${when}.`;
    if (slot.roomId && other.roomId === slot.roomId) return `${names.room(slot.roomId)} is already taken by ${where} ${when}.`;
    const student = slot.studentIds.find((id) => other.studentIds.includes(id));
    if (student) return `${names.student(student)} is already booked in ${where} ${when}: a dancer can be in one place at a time.`;
  }
  return null;
}
