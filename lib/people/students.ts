import "server-only";
import { and, asc, count, eq, ilike, or, type SQL } from "drizzle-orm";
import { assertCanSeeStudent, visibleStudentsFilter } from "@/lib/access/students";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { students } from "@/lib/db/schema";
import type { TStudentsQuery } from "./schemas";
import { withoutControlCharacters } from "@/lib/api/zod-fields";

export const STUDENTS_PAGE_SIZE = 25;

/** A student's record as services read it: every column but the studio's id, which the caller already has. */
const STUDENT_COLUMNS = {
  id: students.id,
  userId: students.userId,
  name: students.name,
  email: students.email,
  phone: students.phone,
  level: students.level,
  partnerId: students.partnerId,
  emergencyContact: students.emergencyContact,
  dateOfBirth: students.dateOfBirth,
  notes: students.notes,
  active: students.active,
  createdAt: students.createdAt,
};

export type StudentView = Omit<typeof students.$inferSelect, "studioId" | "erasedAt" | "formerNumber"> & {
  partner: { id: string; name: string } | null;
};

const LIST_COLUMNS = {
  id: students.id,
  name: students.name,
  email: students.email,
  phone: students.phone,
  level: students.level,
  partnerId: students.partnerId,
  active: students.active,
  userId: students.userId,
};

/**
 * One page of the studio's students and the total that match, for `GET /api/students`. Owners see
 * everyone; an instructor sees the students who booked their lessons. Both queries use the
 * (studio_id, …, name) indexes, so a page stays fast with thousands of students.
 */
export async function listStudents(db: Db, session: Session, query: TStudentsQuery) {
  const filters: (SQL | undefined)[] = [eq(students.studioId, session.studioId), visibleStudentsFilter(session)];
  if (query.active !== undefined) filters.push(eq(students.active, query.active));
  if (query.level) filters.push(eq(students.level, query.level));
  if (query.search) {
    const pattern = `%${withoutControlCharacters(query.search).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    filters.push(or(ilike(students.name, pattern), ilike(students.email, pattern)));
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(LIST_COLUMNS)
      .from(students)
      .where(where)
      .orderBy(asc(students.name), asc(students.id))
      .limit(STUDENTS_PAGE_SIZE)
      .offset((query.page - 1) * STUDENTS_PAGE_SIZE),
    db.select({ value: count() }).from(students).where(where),
  ]);
  return { students: rows, total: Number(total.value), page: query.page, pageSize: STUDENTS_PAGE_SIZE };
}

/** One student with their partner's name; 404 when not the caller's to see. */
export async function getStudent(db: Db, session: Session, id: string): Promise<StudentView> {
  await assertCanSeeStudent(db, session, id);
  const student = await findStudent(db, session.studioId, id);
  const [partner] = student.partnerId
    ? await db
        .select({ id: students.id, name: students.name })
        .from(students)
        .where(and(eq(students.studioId, session.studioId), eq(students.id, student.partnerId)))
    : [];
  return { ...student, partner: partner ?? null };
}

export async function findStudent(db: Db, studioId: string, id: string) {
  const [row] = await db
    .select(STUDENT_COLUMNS)
    .from(students)
    .where(and(eq(students.studioId, studioId), eq(students.id, id)))
    .limit(1);
  if (!row) throw new AppError("not_found", "Student not found.");
  return row;
}
