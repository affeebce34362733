import "server-only";
import { and, asc, between, eq, gt, lt } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { events, instructorAvailability, instructorExceptions, rooms, services, studios } from "@/lib/db/schema";
import { findInstructor } from "@/lib/people/instructors";
import { addDays, instantToLocal, localToInstant } from "@/lib/dates/wall-time";
import type { TAvailabilityQuery } from "./schemas";
import { isStudent } from "@/lib/access/rules";

/** Slots start on the quarter hour of the instructor's hours, as studios sell them. */
const STEP_MINUTES = 15;
const MAX_EVENT_MS = 12 * 3600_000;

export type FreeSlot = { startsAt: string; endsAt: string; roomId: string | null };
export type Range = { start: number; end: number };

/**
 * Free private-lesson slots: the instructor's weekly hours inside the studio's business hours
 * (both local wall-clock times, turned into instants per date with wall-time.ts so they hold across
 * DST changes), minus days/hours off, minus the instructor's scheduled events, and only where a
 * room is free (when the studio has rooms).
 */
export async function findFreeSlots(db: Db, session: Session, query: TAvailabilityQuery, now = new Date()): Promise<FreeSlot[]> {
  const studioId = session.studioId;
  const instructor = await findInstructor(db, studioId, query.instructorId);
  if (!instructor.active) throw new AppError("not_found", "Instructor not found.");
  const [service] = await db
    .select()
    .from(services)
    .where(and(eq(services.studioId, studioId), eq(services.id, query.serviceId)))
    .limit(1);
  // Archived services take no new lessons; staff-only ones are never offered to students.
  if (!service || !service.active || (isStudent(session) && !service.bookableOnline))
    throw new AppError("not_found", "That service isn't offered by your studio.");
  if (service.kind !== "private") throw new AppError("rule", `${service.name} isn't a private lesson.`);
  const [studio] = await db
    .select({ timeZone: studios.timeZone, businessHours: studios.businessHours })
    .from(studios)
    .where(eq(studios.id, studioId));
  const from = new Date(query.from);
  const to = new Date(query.to);
  const firstDate = instantToLocal(from, studio.timeZone).date;
  const lastDate = instantToLocal(to, studio.timeZone).date;

  const [hours, daysOff, busy, studioRooms] = await Promise.all([
    db
      .select()
      .from(instructorAvailability)
      .where(and(eq(instructorAvailability.studioId, studioId), eq(instructorAvailability.instructorId, instructor.id)))
      .orderBy(asc(instructorAvailability.startTime)),
    db
      .select()
      .from(instructorExceptions)
      .where(
        and(
          eq(instructorExceptions.studioId, studioId),
          eq(instructorExceptions.instructorId, instructor.id),
          between(instructorExceptions.date, firstDate, lastDate),
        ),
      ),
    db
      .select({ instructorId: events.instructorId, roomId: events.roomId, startsAt: events.startsAt, endsAt: events.endsAt })
      .from(events)
      .where(
        and(
          eq(events.studioId, studioId),
          eq(events.status, "scheduled"),
          gt(events.startsAt, new Date(from.getTime() - MAX_EVENT_MS)),
          lt(events.startsAt, to),
        ),
      ),
    db
      .select({ id: rooms.id })
      .from(rooms)
      .where(and(eq(rooms.studioId, studioId), eq(rooms.active, true)))
      .orderBy(asc(rooms.name)),
  ]);
  const teacherBusy = busy.filter((event) => event.instructorId === instructor.id).map(toRange);
  const roomBusy = new Map(studioRooms.map((room) => [room.id, busy.filter((event) => event.roomId === room.id).map(toRange)]));
  const durationMs = service.durationMinutes * 60_000;
  const slots: FreeSlot[] = [];

  for (let date = firstDate; date <= lastDate; date = addDays(date, 1)) {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const open = studio.businessHours ? studio.businessHours[String(weekday) as "0"] : { open: "00:00", close: "24:00" };
    if (!open) continue;
    const off = daysOff.filter((item) => item.date === date);
    if (off.some((item) => !item.startTime)) continue;
    for (const window of hours.filter((item) => item.weekday === weekday)) {
      const start = Math.max(minutes(window.startTime), minutes(open.open));
      const end = Math.min(minutes(window.endTime), minutes(open.close));
      for (let t = start; t + service.durationMinutes <= end; t += STEP_MINUTES) {
        if (off.some((item) => t < minutes(item.endTime!) && t + service.durationMinutes > minutes(item.startTime!))) continue;
        const startsAt = localToInstant(date, clock(t), studio.timeZone).getTime();
        const slot = { start: startsAt, end: startsAt + durationMs };
        if (slot.start < from.getTime() || slot.end > to.getTime() || slot.start <= now.getTime()) continue;
        if (teacherBusy.some((range) => overlaps(range, slot))) continue;
        const roomId = studioRooms.find((room) => !roomBusy.get(room.id)!.some((range) => overlaps(range, slot)))?.id ?? null;
        if (studioRooms.length > 0 && !roomId) continue;
        slots.push({ startsAt: new Date(slot.start).toISOString(), endsAt: new Date(slot.end).toISOString(), roomId });
      }
    }
  }
  return slots;
}

export function toRange(event: { startsAt: Date; endsAt: Date }): Range {
  return { start: event.startsAt.getTime(), end: event.endsAt.getTime() };
}

export function overlaps(a: Range, b: Range): boolean {
  return a.start < b.end && b.start < a.end;
}

export function minutes(time: string): number {
  const [hours, mins] = time.split(":").map(Number);
  return hours * 60 + mins;
}

export function clock(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}
