import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { preparedRows } from "@/lib/db/prepared-rows";
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
  // Prepared on PGlite (one text per kind of caller): every progress read and record starts here.
  const [row] = await preparedRows<Omit<TrackedStudent, "today">>(
    db,
    "tracked_student",
    sql`select ${students.id} as "id", ${students.name} as "name", ${studios.timeZone} as "timeZone", ${studios.weekStart} as "weekStart"
      from ${students} inner join ${studios} on ${studios.id} = ${students.studioId}
      where ${and(eq(students.studioId, session.studioId), eq(students.id, studentId), visibleStudentsFilter(session))}
      limit 1`,
  );
  if (!row) throw new AppError("not_found", "Student not found.");
  return { ...row, today: instantToLocal(now, row.timeZone).date };
}

/** 400 on `field` for a date after the studio's today (nobody practises or passes tomorrow). */
export function assertNotFuture(date: string, today: string, field: string, message: string): void {
  if (date > today) throw new AppError("validation", message, { fields: { [field]: message } });
}
