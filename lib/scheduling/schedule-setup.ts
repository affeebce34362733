import "server-only";
import { eq } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { studios } from "@/lib/db/schema";
import { listInstructors } from "@/lib/people/instructors";
import { listRooms, listServices } from "./catalog";
import { instantToLocal } from "@/lib/dates/wall-time";

/** Everything the schedule screen needs besides the events: the studio's clock, people, rooms, services. */
export async function getScheduleSetup(db: Db, session: Session, now = new Date()) {
  const [studio] = await db.select().from(studios).where(eq(studios.id, session.studioId));
  const [teachers, roomRows, serviceRows] = await Promise.all([
    listInstructors(db, session),
    listRooms(db, session),
    listServices(db, session),
  ]);
  return {
    timeZone: studio.timeZone,
    today: instantToLocal(now, studio.timeZone).date,
    businessHours: studio.businessHours ?? null,
    weekStartsOn: studio.weekStart,
    instructors: teachers.filter((row) => row.active).map(({ id, name, color }) => ({ id, name, color })),
    rooms: roomRows.filter((row) => row.active).map(({ id, name, color }) => ({ id, name, color })),
    services: serviceRows
      .filter((row) => row.active)
      .map(({ id, name, color, kind, durationMinutes, defaultCapacity }) => ({ id, name, color, kind, durationMinutes, defaultCapacity })),
    role: session.role,
    ownInstructorId: session.instructorId,
  };
}
