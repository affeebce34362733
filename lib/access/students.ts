import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Db, Tx } from "@/lib/db/client";
import { bookings, events, students } from "@/lib/db/schema";
import { canManageStudio, isStudent, type Actor } from "./rules";

type StudentActor = Actor & { studioId: string };

/**
 * SQL: "this instructor's students" — the student has a booking in one of the instructor's events.
 * The one definition: the students list filters by it, and seeing or booking a student checks it.
 */
export function instructorTeachesStudent(instructorId: string): SQL {
  return sql`exists (select 1 from ${bookings} inner join ${events} on ${events.id} = ${bookings.eventId}
    where ${bookings.studentId} = ${students.id} and ${events.instructorId} = ${instructorId})`;
}

/**
 * The students the caller may see, as a filter on `students` (the studio filter comes on top):
 * owners all (undefined); an instructor their students; a student their own record; anyone
 * unlinked nobody.
 */
export function visibleStudentsFilter(actor: Actor): SQL | undefined {
  if (canManageStudio(actor)) return undefined;
  if (isStudent(actor)) return actor.studentId ? eq(students.id, actor.studentId) : sql`false`;
  return actor.instructorId ? instructorTeachesStudent(actor.instructorId) : sql`false`;
}

/** Whether the caller may read this student's record: owners all, instructors their students, a student only their own. */
export async function canSeeStudent(db: Db | Tx, actor: StudentActor, studentId: string): Promise<boolean> {
  if (canManageStudio(actor)) return true;
  if (isStudent(actor)) return actor.studentId === studentId;
  const filter = visibleStudentsFilter(actor);
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.studioId, actor.studioId), eq(students.id, studentId), filter))
    .limit(1);
  return row !== undefined;
}

/** 404 unless the student is the caller's to see: exactly like another studio's id, so nothing leaks. */
export async function assertCanSeeStudent(db: Db, actor: StudentActor, studentId: string): Promise<void> {
  if (!(await canSeeStudent(db, actor, studentId))) throw new AppError("not_found", "Student not found.");
}

/**
 * Staff booking someone: owners any student; instructors only their own students (the same rule
 * as seeing them). Anyone new is booked by an owner.
 */
export async function assertCanBookStudent(db: Db, actor: StudentActor, studentId: string): Promise<void> {
  if (canManageStudio(actor) || (await canSeeStudent(db, actor, studentId))) return;
  throw new AppError(
    "forbidden",
    "You can book only your own students (those who have booked one of your lessons). Ask the studio owner to book someone new.",
    { fields: { studentId: "Choose one of your students." } },
  );
}

/** What a student may change on their own record; the rest (level, notes, partner, status) is the studio's. */
export const SELF_EDITABLE_STUDENT_FIELDS = ["name", "email", "phone", "emergencyContact", "dateOfBirth"] as const;

/** Editing a student: owners anything; a student only their own contact fields (another's record is 404). */
export function assertCanEditStudent(actor: Actor, studentId: string, fields: string[]): void {
  if (canManageStudio(actor)) return;
  if (!isStudent(actor) || actor.studentId !== studentId) throw new AppError("not_found", "Student not found.");
  const refused = fields.filter((key) => !(SELF_EDITABLE_STUDENT_FIELDS as readonly string[]).includes(key));
  if (refused.length) throw new AppError("forbidden", `Ask the studio to change your ${refused.join(", ")}.`);
}
