import "server-only";
import { and, eq, gt, lt } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { events, rooms, services, studios } from "@/lib/db/schema";
import { addDays, instantToLocal, localToInstant } from "@/lib/dates/wall-time";
import { clock, minutes, overlaps, toRange } from "./free-slots";
import type { TRoomAvailabilityQuery } from "./schemas";
import { isStudent } from "@/lib/access/rules";

/** Practice time starts on the half hour: finer steps only crowd the list with near-identical times. */
const STEP_MINUTES = 30;
const MAX_EVENT_MS = 12 * 3600_000;

export type RoomSlot = { startsAt: string; endsAt: string };

/** The active room and the active rental service, both of the caller's studio (404 otherwise; students: bookable online only). */
export async function findRentalParts(db: Db, studioId: string, roomId: string, serviceId: string, isStudent = false) {
  const [[room], [service]] = await Promise.all([
    db
      .select()
      .from(rooms)
      .where(and(eq(rooms.studioId, studioId), eq(rooms.id, roomId)))
      .limit(1),
    db
      .select()
      .from(services)
      .where(and(eq(services.studioId, studioId), eq(services.id, serviceId)))
      .limit(1),
  ]);
  if (!room || !room.active)
    throw new AppError("not_found", "Room not found.", { fields: { roomId: "Choose one of the studio's rooms." } });
  if (!service || !service.active || (isStudent && !service.bookableOnline))
    throw new AppError("not_found", "That service isn't offered by your studio.", { fields: { serviceId: "Choose a room rental." } });
  if (service.kind !== "rental")
    throw new AppError("rule", `${service.name} isn't a room rental.`, { fields: { serviceId: "Choose a room rental." } });
  return { room, service };
}

/**
 * A room's free practice times (Pro "room booking": the endpoints say `feature: "room_booking"`): the studio's business hours (local wall-clock, per date, so they
 * hold across DST), stepped by half an hour, minus the room's scheduled events. No instructor.
 */
export async function findFreeRoomSlots(db: Db, session: Session, query: TRoomAvailabilityQuery, now = new Date()): Promise<RoomSlot[]> {
  const studioId = session.studioId;
  const { room, service } = await findRentalParts(db, studioId, query.roomId, query.serviceId, isStudent(session));
  const [studio] = await db
    .select({ timeZone: studios.timeZone, businessHours: studios.businessHours })
    .from(studios)
    .where(eq(studios.id, studioId));
  const from = new Date(query.from);
  const to = new Date(query.to);
  const busy = (
    await db
      .select({ startsAt: events.startsAt, endsAt: events.endsAt })
      .from(events)
      .where(
        and(
          eq(events.studioId, studioId),
          eq(events.roomId, room.id),
          eq(events.status, "scheduled"),
          gt(events.startsAt, new Date(from.getTime() - MAX_EVENT_MS)),
          lt(events.startsAt, to),
        ),
      )
  ).map(toRange);
  const durationMs = service.durationMinutes * 60_000;
  const slots: RoomSlot[] = [];
  const lastDate = instantToLocal(to, studio.timeZone).date;
  for (let date = instantToLocal(from, studio.timeZone).date; date <= lastDate; date = addDays(date, 1)) {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const open = studio.businessHours ? studio.businessHours[String(weekday) as "0"] : { open: "00:00", close: "24:00" };
    if (!open) continue;
    for (let t = minutes(open.open); t + service.durationMinutes <= minutes(open.close); t += STEP_MINUTES) {
      const start = localToInstant(date, clock(t), studio.timeZone).getTime();
      const slot = { start, end: start + durationMs };
      if (slot.start < from.getTime() || slot.end > to.getTime() || slot.start <= now.getTime()) continue;
      if (busy.some((range) => overlaps(range, slot))) continue;
      slots.push({ startsAt: new Date(slot.start).toISOString(), endsAt: new Date(slot.end).toISOString() });
    }
  }
  return slots;
}
