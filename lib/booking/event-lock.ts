import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Tx } from "@/lib/db/client";
import { events, services } from "@/lib/db/schema";

/**
 * The event row, locked (`select … for update`) until the transaction ends: every booking,
 * cancellation and promotion of one event takes this lock first, so they run one at a time and
 * capacity is counted on a state nobody else is changing.
 */
export async function lockEvent(tx: Tx, studioId: string, eventId: string) {
  const [event] = await tx
    .select({
      id: events.id,
      studioId: events.studioId,
      instructorId: events.instructorId,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      status: events.status,
      capacity: events.capacity,
      leadCap: events.leadCap,
      followCap: events.followCap,
      serviceId: events.serviceId,
    })
    .from(events)
    .where(and(eq(events.studioId, studioId), eq(events.id, eventId)))
    .for("update")
    .limit(1);
  if (!event) throw new AppError("not_found", "Class or lesson not found.");
  const [service] = await tx
    .select({ kind: services.kind, name: services.name, bookableOnline: services.bookableOnline })
    .from(services)
    .where(eq(services.id, event.serviceId))
    .limit(1);
  return { ...event, kind: service.kind, title: service.name, bookableOnline: service.bookableOnline };
}

export type LockedEvent = Awaited<ReturnType<typeof lockEvent>>;
