import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { dances, studios } from "@/lib/db/schema";
import { danceLabel } from "@/lib/progress/levels";
import { canSchedule } from "@/lib/access/rules";
import { cheapestPlanWith, hasFeature } from "@/lib/billing/plans";
import { resolveSubscription } from "@/lib/billing/resolve-subscription";
import { listInstructors } from "@/lib/people/instructors";
import { listRooms, listServices } from "./catalog";
import { instantToLocal } from "@/lib/dates/wall-time";

/** Everything the schedule screen needs besides the events: the studio's clock, people, rooms, services. */
export async function getScheduleSetup(db: Db, session: Session, now = new Date()) {
  const [studio] = await db
    .select({ timeZone: studios.timeZone, businessHours: studios.businessHours, weekStart: studios.weekStart })
    .from(studios)
    .where(eq(studios.id, session.studioId));
  const [teachers, roomRows, serviceRows, danceRows] = await Promise.all([
    listInstructors(db, session),
    listRooms(db, session),
    listServices(db, session),
    // Staff may name the dance a lesson taught (reports group by it); nobody else needs the list.
    canSchedule(session)
      ? db
          .select({ id: dances.id, name: dances.name, style: dances.style, active: dances.active })
          .from(dances)
          .where(eq(dances.studioId, session.studioId))
          .orderBy(asc(dances.position), asc(dances.name))
      : [],
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
      .map(({ id, name, color, kind, durationMinutes, defaultCapacity, danceId }) => ({
        id,
        name,
        color,
        kind,
        durationMinutes,
        defaultCapacity,
        danceId,
      })),
    // Dances out of use stay in the list (marked) so a lesson that names one keeps it when edited.
    dances: danceRows.map((dance) => ({ id: dance.id, label: danceLabel(dance), active: dance.active })),
    role: session.role,
    ownInstructorId: session.instructorId,
    /** null: the plan has video lessons (meeting links); else the plan that unlocks them, named where they show locked. */
    videoLessonsPlan: hasFeature(resolveSubscription(session.studioPlan, now).key, "video_lessons")
      ? null
      : (cheapestPlanWith("video_lessons")?.name ?? "Pro"),
  };
}
