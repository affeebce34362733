import "server-only";
import { and, eq } from "drizzle-orm";
import { isStudent, requireOwnStudentId } from "@/lib/access/rules";
import { assertCanBookStudent } from "@/lib/access/students";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { students } from "@/lib/db/schema";

/** Who a booking is for: a student books for themselves; staff name an active student of the studio they may book. */
export async function resolveStudent(db: Db, session: Session, studentId: string | undefined): Promise<string> {
  if (isStudent(session)) {
    const own = requireOwnStudentId(session);
    if (studentId && studentId !== own) throw new AppError("not_found", "Student not found.");
    return own;
  }
  if (!studentId) throw new AppError("validation", "Choose the student to book.", { fields: { studentId: "Choose a student." } });
  const [student] = await db
    .select({ active: students.active })
    .from(students)
    .where(and(eq(students.studioId, session.studioId), eq(students.id, studentId)))
    .limit(1);
  if (!student)
    throw new AppError("not_found", "That student isn't in your studio.", { fields: { studentId: "Choose one of your students." } });
  if (!student.active) throw new AppError("rule", "This student is inactive. Reactivate them to book.");
  await assertCanBookStudent(db, session, studentId);
  return studentId;
}
