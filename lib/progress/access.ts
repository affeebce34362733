import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { students, studios } from "@/lib/db/schema";
import { visibleStudentsFilter } from "@/lib/access/students";
import { instantToLocal } from "@/lib/dates/wall-time";

/** A student whose progress the caller may see, with the studio's clock to read dates in. */
export type TrackedStudent = { id: string; name: string; timeZone: string; weekStart: number; today: string };

/**
 * Who may see and record a student's progress: owners anyone in the studio; instructors the
 * students they teach (a booking in one of their events); a student only themself. Anyone else,
 * like another studio's id, gets 404 so nothing leaks. One query, which also reads the studio's
 * time zone (the session already carries the caller's own instructor and student ids).
 */
export async function findTrackedStudent(db: Db, session: Session, studentId: string, now = new Date()): Promise<TrackedStudent> {
  const [row] = await db
    .select({ id: students.id, name: students.name, timeZone: studios.timeZone, weekStart: studios.weekStart })
    .from(students)
    .innerJoin(studios, eq(studios.id, students.studioId))
    .where(and(eq(students.studioId, session.studioId), eq(students.id, studentId), visibleStudentsFilter(session)))
    .limit(1);
  if (!row) throw new AppError("not_found", "Student not found.");
  return { ...row, today: instantToLocal(now, row.timeZone).date };
}

/** 400 on `field` for a date after the studio's today (nobody practises or passes tomorrow). */
export function assertNotFuture(date: string, today: string, field: string, message: string): void {
  if (date > today) throw new AppError("validation", message, { fields: { [field]: message } });
}
