import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { bookings, events, students } from "@/lib/db/schema";
import { findOwnInstructorId } from "@/lib/scheduling/access";

export { findOwnInstructorId };

/** The student record linked to a student's account, if any. */
export async function findOwnStudentId(db: Db, session: Session): Promise<string | null> {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.studioId, session.studioId), eq(students.userId, session.userId)))
    .limit(1);
  return row?.id ?? null;
}

/** A student's own record; a student account not yet linked to one can't book or see lessons. */
export async function requireOwnStudentId(db: Db, session: Session): Promise<string> {
  const id = await findOwnStudentId(db, session);
  if (!id) throw new AppError("rule", "Your account isn't linked to a student record yet. Ask the studio to invite you again.");
  return id;
}

/** SQL: the student has a booking in one of this instructor's events ("their students"). */
export function isStudentOfInstructor(instructorId: string) {
  return sql`exists (select 1 from ${bookings} inner join ${events} on ${events.id} = ${bookings.eventId}
    where ${bookings.studentId} = ${students.id} and ${events.instructorId} = ${instructorId})`;
}

/**
 * Who may read a student's record (DESIGN.md): owners all; instructors their students; a student
 * only their own. Anything else answers 404, exactly like another studio's id, so nothing leaks.
 */
export async function assertCanSeeStudent(db: Db, session: Session, studentId: string): Promise<void> {
  if (session.role === "owner") return;
  if (session.role === "student") {
    if ((await findOwnStudentId(db, session)) !== studentId) throw new AppError("not_found", "Student not found.");
    return;
  }
  const own = await findOwnInstructorId(db, session);
  const [row] = own
    ? await db
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.studioId, session.studioId), eq(students.id, studentId), isStudentOfInstructor(own)))
        .limit(1)
    : [];
  if (!row) throw new AppError("not_found", "Student not found.");
}
