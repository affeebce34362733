import "server-only";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { isStudent } from "@/lib/access/rules";
import { visibleStudentsFilter } from "@/lib/access/students";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { dances, instructors, students } from "@/lib/db/schema";
import { ensureSyllabus } from "@/lib/progress/dances";
import { listLevels } from "@/lib/progress/level-names";

/**
 * What the entry form offers the caller: the students they may enter (a student: themself) with their
 * partner on record, the active instructors, the studio's active dances, the level names. A studio that
 * never opened progress has no dances yet: the starter syllabus is copied in first, as progress does.
 */
export async function entryFormOptions(db: Db, session: Session) {
  await ensureSyllabus(db, session.studioId);
  const own = isStudent(session) ? eq(students.id, session.studentId ?? "00000000-0000-0000-0000-000000000000") : undefined;
  const [people, teachers, danceRows, levels] = await Promise.all([
    db
      .select({ id: students.id, name: students.name, partnerId: students.partnerId })
      .from(students)
      .where(
        and(
          eq(students.studioId, session.studioId),
          eq(students.active, true),
          isNull(students.erasedAt),
          own ?? visibleStudentsFilter(session),
        ),
      )
      .orderBy(asc(students.name))
      .limit(2000),
    db
      .select({ id: instructors.id, name: instructors.name })
      .from(instructors)
      .where(and(eq(instructors.studioId, session.studioId), eq(instructors.active, true)))
      .orderBy(asc(instructors.name)),
    db
      .select({ id: dances.id, name: dances.name, style: dances.style })
      .from(dances)
      .where(and(eq(dances.studioId, session.studioId), eq(dances.active, true)))
      .orderBy(asc(dances.style), asc(dances.position), asc(dances.name)),
    listLevels(db, session),
  ]);
  // A couple's partner may be someone the caller doesn't otherwise see: their partner on record.
  const partnerIds = people.flatMap((person) =>
    person.partnerId && !people.some((p) => p.id === person.partnerId) ? [person.partnerId] : [],
  );
  const partners = partnerIds.length
    ? await db
        .select({ id: students.id, name: students.name })
        .from(students)
        .where(and(eq(students.studioId, session.studioId), isNull(students.erasedAt), inArray(students.id, partnerIds)))
    : [];
  return {
    students: people,
    partners: [...people.map(({ id, name }) => ({ id, name })), ...partners].sort((a, b) => a.name.localeCompare(b.name)),
    instructors: teachers,
    dances: danceRows,
    levels: levels.map(({ key, name }) => ({ key, name })),
  };
}
export type EntryFormOptions = Awaited<ReturnType<typeof entryFormOptions>>;
