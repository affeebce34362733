import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Db } from "@/lib/db/client";
import { findDance } from "@/lib/progress/dances";
import { instructors, rooms, services } from "@/lib/db/schema";

/**
 * The service, instructor and room an event refers to, each checked to be in the caller's studio.
 * An archived service or room is refused unless the event already has it (`current`): archived
 * ones stay on past and existing events, never on new ones.
 */
export async function loadReferences(
  db: Db,
  studioId: string,
  ids: { serviceId?: string; instructorId?: string | null; roomId?: string | null; danceId?: string | null },
  current: { serviceId?: string | null; roomId?: string | null } = {},
) {
  const [service] = ids.serviceId
    ? await db
        .select()
        .from(services)
        .where(and(eq(services.studioId, studioId), eq(services.id, ids.serviceId)))
        .limit(1)
    : [undefined];
  if (ids.serviceId && !service)
    throw new AppError("not_found", "That service isn't offered by your studio.", { fields: { serviceId: "Choose a service." } });
  const [instructor] = ids.instructorId
    ? await db
        .select()
        .from(instructors)
        .where(and(eq(instructors.studioId, studioId), eq(instructors.id, ids.instructorId)))
        .limit(1)
    : [undefined];
  if (ids.instructorId && !instructor)
    throw new AppError("not_found", "That instructor isn't in your studio.", { fields: { instructorId: "Choose an instructor." } });
  const [room] = ids.roomId
    ? await db
        .select()
        .from(rooms)
        .where(and(eq(rooms.studioId, studioId), eq(rooms.id, ids.roomId)))
        .limit(1)
    : [undefined];
  if (ids.roomId && !room) throw new AppError("not_found", "That room isn't in your studio.", { fields: { roomId: "Choose a room." } });
  // A dance named on an event must be one of the studio's own (404 beside danceId otherwise).
  if (ids.danceId) await findDance(db, studioId, ids.danceId, "danceId");
  if (service && !service.active && service.id !== current.serviceId) throw archived("serviceId", service.name);
  if (room && !room.active && room.id !== current.roomId) throw archived("roomId", room.name);
  return { service, instructor, room };
}

function archived(field: "serviceId" | "roomId", name: string): AppError {
  const message = `${name} is archived. Choose another, or unarchive it in Settings.`;
  return new AppError("rule", message, { fields: { [field]: message } });
}

/** Private lessons and group classes need a teacher; rentals and practice parties may have none. */
export function assertInstructorWhenNeeded(kind: string, instructorId: string | null | undefined): void {
  if ((kind === "private" || kind === "group") && !instructorId) {
    throw new AppError("validation", "Choose an instructor for this lesson.", {
      fields: { instructorId: "Choose an instructor for this lesson." },
    });
  }
}
