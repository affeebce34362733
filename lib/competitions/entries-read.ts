import "server-only";
import { and, asc, count, eq, inArray, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { AppError } from "@/lib/api/app-error";
import { canManageStudio, isStudent } from "@/lib/access/rules";
import { canSeeStudent, instructorTeachesStudent } from "@/lib/access/students";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import {
  competitionEntries,
  competitionEntryDances,
  competitionItems,
  competitionStudentItems,
  dances,
  instructors,
  students,
} from "@/lib/db/schema";
import { listLevels } from "@/lib/progress/level-names";
import type { LevelKey } from "@/lib/progress/levels";
import { getCompetitionRow } from "./competition-rows";
import { assertVisible } from "./events";
import type { CompetitionEntryView, StudentItemChoice } from "./entries-views";
import { levelWarning, readStudentLevels, suggestLevel } from "./levels-suggest";

const partners = alias(students, "partner");

/** Which entries of an event the caller reads: owners all; an instructor theirs and their students'; a student their own. */
function entriesFilter(session: Session): SQL | undefined {
  if (canManageStudio(session)) return undefined;
  const none = "00000000-0000-0000-0000-000000000000";
  if (isStudent(session)) {
    const own = session.studentId ?? none;
    return or(eq(competitionEntries.studentId, own), eq(competitionEntries.partnerStudentId, own));
  }
  const instructorId = session.instructorId ?? none;
  return or(eq(competitionEntries.instructorId, instructorId), instructorTeachesStudent(instructorId));
}

async function readEntryViews(db: Db, session: Session, competitionId: string, where?: SQL): Promise<CompetitionEntryView[]> {
  const rows = await db
    .select({
      entry: competitionEntries,
      studentName: students.name,
      partnerName: partners.name,
      instructorName: instructors.name,
    })
    .from(competitionEntries)
    .innerJoin(students, and(eq(students.studioId, competitionEntries.studioId), eq(students.id, competitionEntries.studentId)))
    .leftJoin(partners, and(eq(partners.studioId, competitionEntries.studioId), eq(partners.id, competitionEntries.partnerStudentId)))
    .leftJoin(instructors, and(eq(instructors.studioId, competitionEntries.studioId), eq(instructors.id, competitionEntries.instructorId)))
    .where(and(eq(competitionEntries.studioId, session.studioId), eq(competitionEntries.competitionId, competitionId), where))
    .orderBy(asc(students.name), asc(competitionEntries.style), asc(competitionEntries.createdAt));
  if (!rows.length) return [];
  const ids = rows.map((row) => row.entry.id);
  const danceRows = await db
    .select({ entryId: competitionEntryDances.entryId, id: dances.id, name: dances.name, position: dances.position })
    .from(competitionEntryDances)
    .innerJoin(dances, and(eq(dances.studioId, competitionEntryDances.studioId), eq(dances.id, competitionEntryDances.danceId)))
    .where(and(eq(competitionEntryDances.studioId, session.studioId), inArray(competitionEntryDances.entryId, ids)))
    .orderBy(asc(dances.position), asc(dances.name));
  const dancesOf = new Map<string, { id: string; name: string }[]>();
  for (const row of danceRows) dancesOf.set(row.entryId, [...(dancesOf.get(row.entryId) ?? []), { id: row.id, name: row.name }]);
  const levels = await readStudentLevels(
    db,
    session.studioId,
    rows.map((row) => row.entry.studentId),
  );
  const names = new Map((await listLevels(db, session)).map((level) => [level.key, level.name]));
  const name = (key: LevelKey) => names.get(key) ?? key;
  return rows.map(({ entry, studentName, partnerName, instructorName }) => {
    const entryDances = dancesOf.get(entry.id) ?? [];
    const suggested = suggestLevel(
      levels.get(entry.studentId),
      entryDances.map((dance) => dance.id),
    );
    return {
      ...entry,
      studentName,
      partnerName,
      instructorName,
      dances: entryDances,
      suggestedLevel: suggested,
      levelWarning: levelWarning(studentName, entry.level, suggested, name),
    };
  });
}

/** Heats per instructor at this event: each pro-am entry is one heat on the floor with the student. */
export async function instructorHeatCounts(db: Db | Tx, studioId: string, competitionId: string) {
  const rows = await db
    .select({ instructorId: instructors.id, name: instructors.name, heats: count() })
    .from(competitionEntries)
    .innerJoin(instructors, and(eq(instructors.studioId, competitionEntries.studioId), eq(instructors.id, competitionEntries.instructorId)))
    .where(and(eq(competitionEntries.studioId, studioId), eq(competitionEntries.competitionId, competitionId)))
    .groupBy(instructors.id, instructors.name)
    .orderBy(asc(instructors.name));
  return rows.map((row) => ({ ...row, heats: Number(row.heats) }));
}

/** The students' packages and extras the caller may read (a student: their own). */
async function readChoices(db: Db | Tx, session: Session, competitionId: string): Promise<StudentItemChoice[]> {
  const none = "00000000-0000-0000-0000-000000000000";
  const who = canManageStudio(session)
    ? undefined
    : isStudent(session)
      ? eq(competitionStudentItems.studentId, session.studentId ?? none)
      : instructorTeachesStudent(session.instructorId ?? none);
  return db
    .select({
      studentId: competitionStudentItems.studentId,
      itemId: competitionStudentItems.itemId,
      kind: competitionItems.kind,
      label: competitionItems.label,
      quantity: competitionStudentItems.quantity,
    })
    .from(competitionStudentItems)
    .innerJoin(
      competitionItems,
      and(eq(competitionItems.studioId, competitionStudentItems.studioId), eq(competitionItems.id, competitionStudentItems.itemId)),
    )
    .innerJoin(students, and(eq(students.studioId, competitionStudentItems.studioId), eq(students.id, competitionStudentItems.studentId)))
    .where(and(eq(competitionStudentItems.studioId, session.studioId), eq(competitionStudentItems.competitionId, competitionId), who))
    .orderBy(asc(students.name), asc(competitionItems.position));
}

/** An event's entries as the caller may read them, with the heat counts per instructor for staff. */
export async function listEntries(db: Db, session: Session, competitionId: string) {
  const row = await getCompetitionRow(db, session.studioId, competitionId);
  assertVisible(session, row);
  const [entries, choices, instructorHeats] = await Promise.all([
    readEntryViews(db, session, competitionId, entriesFilter(session)),
    readChoices(db, session, competitionId),
    isStudent(session) ? Promise.resolve([]) : instructorHeatCounts(db, session.studioId, competitionId),
  ]);
  return { entries, choices, instructorHeats };
}

/** A student's level per dance (progress), to suggest an entry's level while it is made. */
export async function entryLevels(db: Db, session: Session, competitionId: string, studentId: string) {
  const row = await getCompetitionRow(db, session.studioId, competitionId);
  assertVisible(session, row);
  if (!(await canSeeStudent(db, session, studentId))) throw new AppError("not_found", "Student not found.");
  const levels = (await readStudentLevels(db, session.studioId, [studentId])).get(studentId) ?? new Map();
  return { levels: [...levels].map(([danceId, level]) => ({ danceId, level })) };
}

export async function oneEntry(db: Db, session: Session, competitionId: string, entryId: string): Promise<CompetitionEntryView> {
  const [view] = await readEntryViews(db, session, competitionId, eq(competitionEntries.id, entryId));
  return view;
}
