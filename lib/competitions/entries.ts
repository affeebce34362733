import "server-only";
import { and, asc, count, eq, inArray, isNotNull, or, type SQL } from "drizzle-orm";
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
import { adjustChargesAfterChange } from "./charges";
import { beforeDeadline, getCompetitionRow, lockCompetition, touchCompetition, type CompetitionRow } from "./competition-rows";
import { assertVisible } from "./events";
import { ZEntryInput, type TEntryInput, type TEntryPatch, type TStudentItemsPut } from "./entries-schemas";
import type { CompetitionEntryView, StudentItemChoice } from "./entries-views";
import { levelWarning, readStudentLevels, suggestLevel } from "./levels-suggest";

const partners = alias(students, "partner");
type EntryRow = typeof competitionEntries.$inferSelect;

const invalid = (field: string, message: string) => new AppError("validation", message, { fields: { [field]: message } });

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

type Merged = TEntryInput & { status: EntryRow["status"] };

/** Whether the caller may change this entry: owners any; an instructor theirs or their student's; a student their own proposal before the deadline. */
async function assertCanChange(tx: Tx, session: Session, competition: CompetitionRow, entry: EntryRow, now: Date): Promise<void> {
  if (canManageStudio(session)) return;
  if (isStudent(session)) {
    if (entry.studentId !== session.studentId && entry.partnerStudentId !== session.studentId)
      throw new AppError("not_found", "That entry doesn't exist.");
    if (entry.status !== "proposed")
      throw new AppError("conflict", "This entry is confirmed: ask the studio to change it.", {
        fields: { status: "Confirmed by the studio." },
      });
    assertBeforeDeadline(session, competition, now);
    return;
  }
  if (entry.instructorId === session.instructorId) return;
  if (await canSeeStudent(tx, session, entry.studentId)) return;
  throw new AppError("not_found", "That entry doesn't exist.");
}

function assertBeforeDeadline(session: Session, competition: CompetitionRow, now: Date): void {
  if (!beforeDeadline(competition, session.studioTimeZone, now))
    throw new AppError("conflict", `Entries closed on ${competition.entryDeadline}: ask the studio to add or change an entry.`, {
      fields: { entryDeadline: "The entry deadline has passed." },
    });
}

/** The rules an entry's fields must meet at this event, by the caller who makes it. */
async function validate(tx: Tx, session: Session, competition: CompetitionRow, entry: Merged): Promise<void> {
  const exam = competition.kind === "medal_exam";
  if (exam !== (entry.entryType === "exam"))
    throw invalid("entryType", exam ? "A medal exam day takes exam entries only." : "Exam entries belong to a medal exam day.");
  if (entry.examSlotAt && entry.entryType !== "exam") throw invalid("examSlotAt", "Only an exam entry has a slot.");

  const people = [entry.studentId, ...(entry.partnerStudentId ? [entry.partnerStudentId] : [])];
  const found = await tx
    .select({ id: students.id, partnerId: students.partnerId, erasedAt: students.erasedAt })
    .from(students)
    .where(and(eq(students.studioId, session.studioId), inArray(students.id, people)));
  const student = found.find((row) => row.id === entry.studentId);
  if (!student || student.erasedAt) throw invalid("studentId", "That student isn't one of your studio's.");
  if (entry.partnerStudentId) {
    const partner = found.find((row) => row.id === entry.partnerStudentId);
    if (!partner || partner.erasedAt) throw invalid("partnerStudentId", "The partner must be a student of your studio.");
  }

  if (isStudent(session)) {
    if (entry.studentId !== session.studentId) throw invalid("studentId", "You can propose entries for yourself only.");
    if (entry.partnerStudentId && entry.partnerStudentId !== student.partnerId)
      throw invalid("partnerStudentId", "Enter as a couple with your partner on record: ask the studio if that has changed.");
  } else if (!canManageStudio(session)) {
    if (!(await canSeeStudent(tx, session, entry.studentId)))
      throw new AppError("forbidden", "You can enter your own students only.", { fields: { studentId: "Choose one of your students." } });
    if (entry.instructorId && entry.instructorId !== session.instructorId)
      throw new AppError("forbidden", "Enter pro-am heats with yourself: another instructor enters their own.", {
        fields: { instructorId: "Choose yourself." },
      });
    if (
      entry.partnerStudentId &&
      entry.partnerStudentId !== student.partnerId &&
      !(await canSeeStudent(tx, session, entry.partnerStudentId))
    )
      throw invalid("partnerStudentId", "Choose the student's partner on record, or another of your students.");
  }

  if (entry.instructorId) {
    const [teacher] = await tx
      .select({ active: instructors.active })
      .from(instructors)
      .where(and(eq(instructors.studioId, session.studioId), eq(instructors.id, entry.instructorId)));
    if (!teacher || !teacher.active) throw invalid("instructorId", "Choose an active instructor of your studio.");
  }

  const chosen = await tx
    .select({ id: dances.id, name: dances.name, style: dances.style, active: dances.active })
    .from(dances)
    .where(and(eq(dances.studioId, session.studioId), inArray(dances.id, entry.danceIds)));
  for (const danceId of entry.danceIds) {
    const dance = chosen.find((row) => row.id === danceId);
    if (!dance || !dance.active) throw invalid("danceIds", "That dance isn't one your studio dances: choose from the list.");
    if (dance.style !== entry.style) throw invalid("danceIds", `${dance.name} isn't a dance of this entry's style.`);
  }
}

async function writeDances(tx: Tx, studioId: string, entryId: string, danceIds: string[]): Promise<void> {
  await tx
    .delete(competitionEntryDances)
    .where(and(eq(competitionEntryDances.studioId, studioId), eq(competitionEntryDances.entryId, entryId)));
  await tx.insert(competitionEntryDances).values(danceIds.map((danceId) => ({ studioId, entryId, danceId })));
}

const studentsOf = (entry: { studentId: string; partnerStudentId?: string | null }) =>
  entry.partnerStudentId ? [entry.studentId, entry.partnerStudentId] : [entry.studentId];

async function oneEntry(db: Db, session: Session, competitionId: string, entryId: string): Promise<CompetitionEntryView> {
  const [view] = await readEntryViews(db, session, competitionId, eq(competitionEntries.id, entryId));
  return view;
}

/** A new entry: staff enter it confirmed; a student proposes their own before the deadline. Charges follow. */
export async function createEntry(db: Db, session: Session, competitionId: string, input: TEntryInput, now = new Date()) {
  const id = await db.transaction(async (tx) => {
    const competition = await lockCompetition(tx, session.studioId, competitionId);
    assertVisible(session, competition);
    if (isStudent(session)) assertBeforeDeadline(session, competition, now);
    const status = isStudent(session) ? "proposed" : "confirmed";
    await validate(tx, session, competition, { ...input, status });
    const { danceIds, ...fields } = input;
    const [row] = await tx
      .insert(competitionEntries)
      .values({
        ...fields,
        instructorId: fields.instructorId ?? null,
        partnerStudentId: fields.partnerStudentId ?? null,
        examSlotAt: fields.examSlotAt ? new Date(fields.examSlotAt) : null,
        studioId: session.studioId,
        competitionId,
        status,
        createdBy: session.userId,
      })
      .returning({ id: competitionEntries.id });
    await writeDances(tx, session.studioId, row.id, danceIds);
    await touchCompetition(tx, session.studioId, competitionId, now);
    await adjustChargesAfterChange(tx, competition, studentsOf(input), session.studioTimeZone, now);
    return row.id;
  });
  return oneEntry(db, session, competitionId, id);
}

async function lockEntry(tx: Tx, studioId: string, competitionId: string, entryId: string): Promise<EntryRow> {
  const [entry] = await tx
    .select()
    .from(competitionEntries)
    .where(
      and(
        eq(competitionEntries.studioId, studioId),
        eq(competitionEntries.competitionId, competitionId),
        eq(competitionEntries.id, entryId),
      ),
    );
  if (!entry) throw new AppError("not_found", "That entry doesn't exist.");
  return entry;
}

/** A change to an entry (staff confirm a proposal with `status: "confirmed"`); a student changes their own proposal before the deadline. */
export async function updateEntry(db: Db, session: Session, competitionId: string, entryId: string, patch: TEntryPatch, now = new Date()) {
  await db.transaction(async (tx) => {
    const competition = await lockCompetition(tx, session.studioId, competitionId);
    assertVisible(session, competition);
    const entry = await lockEntry(tx, session.studioId, competitionId, entryId);
    await assertCanChange(tx, session, competition, entry, now);
    if (patch.status && isStudent(session) && patch.status !== entry.status)
      throw new AppError("forbidden", "The studio confirms entries.", { fields: { status: "The studio confirms entries." } });
    const currentDances = await tx
      .select({ danceId: competitionEntryDances.danceId })
      .from(competitionEntryDances)
      .where(and(eq(competitionEntryDances.studioId, session.studioId), eq(competitionEntryDances.entryId, entryId)));
    const merged = ZEntryInput.safeParse({
      studentId: patch.studentId ?? entry.studentId,
      entryType: patch.entryType ?? entry.entryType,
      style: patch.style ?? entry.style,
      level: patch.level ?? entry.level,
      ageCategory: patch.ageCategory !== undefined ? patch.ageCategory : entry.ageCategory,
      title: patch.title !== undefined ? patch.title : entry.title,
      danceIds: patch.danceIds ?? currentDances.map((row) => row.danceId),
      instructorId: patch.instructorId !== undefined ? patch.instructorId : entry.instructorId,
      partnerStudentId: patch.partnerStudentId !== undefined ? patch.partnerStudentId : entry.partnerStudentId,
      examSlotAt: patch.examSlotAt !== undefined ? patch.examSlotAt : (entry.examSlotAt?.toISOString() ?? null),
    });
    if (!merged.success) {
      const issue = merged.error.issues[0];
      throw invalid(issue.path.join(".") || "entry", issue.message);
    }
    const next = { ...merged.data, status: patch.status ?? entry.status };
    await validate(tx, session, competition, next);
    const { danceIds, ...fields } = next;
    await tx
      .update(competitionEntries)
      .set({
        ...fields,
        instructorId: fields.instructorId ?? null,
        partnerStudentId: fields.partnerStudentId ?? null,
        examSlotAt: fields.examSlotAt ? new Date(fields.examSlotAt) : null,
        updatedAt: now,
      })
      .where(and(eq(competitionEntries.studioId, session.studioId), eq(competitionEntries.id, entryId)));
    if (patch.danceIds) await writeDances(tx, session.studioId, entryId, danceIds);
    await touchCompetition(tx, session.studioId, competitionId, now);
    const affected = [...new Set([...studentsOf(entry), ...studentsOf(next)])];
    await adjustChargesAfterChange(tx, competition, affected, session.studioTimeZone, now);
  });
  return oneEntry(db, session, competitionId, entryId);
}

/** Removes an entry (a student: their own proposal before the deadline). Charges follow. */
export async function deleteEntry(db: Db, session: Session, competitionId: string, entryId: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const competition = await lockCompetition(tx, session.studioId, competitionId);
    assertVisible(session, competition);
    const entry = await lockEntry(tx, session.studioId, competitionId, entryId);
    await assertCanChange(tx, session, competition, entry, now);
    await tx.delete(competitionEntries).where(and(eq(competitionEntries.studioId, session.studioId), eq(competitionEntries.id, entryId)));
    await touchCompetition(tx, session.studioId, competitionId, now);
    await adjustChargesAfterChange(tx, competition, studentsOf(entry), session.studioTimeZone, now);
  });
}

/**
 * A student's package and extras at the event, replacing their choice: at most one package, no shared
 * cost (those apply to everyone going). A student chooses their own before the deadline; staff any time.
 */
export async function setStudentItems(db: Db, session: Session, competitionId: string, input: TStudentItemsPut, now = new Date()) {
  await db.transaction(async (tx) => {
    const competition = await lockCompetition(tx, session.studioId, competitionId);
    assertVisible(session, competition);
    if (isStudent(session)) {
      if (input.studentId !== session.studentId) throw invalid("studentId", "You can choose your own package and extras only.");
      assertBeforeDeadline(session, competition, now);
    } else if (!(await canSeeStudent(tx, session, input.studentId))) {
      throw new AppError("not_found", "Student not found.");
    }
    const [student] = await tx
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.studioId, session.studioId), eq(students.id, input.studentId), isNotNull(students.id)));
    if (!student) throw invalid("studentId", "That student isn't one of your studio's.");
    const lines = await tx
      .select({ id: competitionItems.id, kind: competitionItems.kind })
      .from(competitionItems)
      .where(and(eq(competitionItems.studioId, session.studioId), eq(competitionItems.competitionId, competitionId)));
    let packages = 0;
    input.items.forEach((choice, index) => {
      const line = lines.find((row) => row.id === choice.itemId);
      if (!line) throw invalid(`items.${index}.itemId`, "That isn't a package or extra of this event.");
      if (line.kind === "shared")
        throw invalid(`items.${index}.itemId`, "Shared costs apply to everyone going: there is nothing to choose.");
      if (line.kind === "package" && ++packages > 1) throw invalid("items", "Choose one package at most.");
      if (line.kind === "package" && choice.quantity !== 1) throw invalid(`items.${index}.quantity`, "A package is taken once.");
    });
    const scope = and(
      eq(competitionStudentItems.studioId, session.studioId),
      eq(competitionStudentItems.competitionId, competitionId),
      eq(competitionStudentItems.studentId, input.studentId),
    );
    await tx.delete(competitionStudentItems).where(scope);
    if (input.items.length)
      await tx
        .insert(competitionStudentItems)
        .values(input.items.map((choice) => ({ studioId: session.studioId, competitionId, studentId: input.studentId, ...choice })));
    await touchCompetition(tx, session.studioId, competitionId, now);
    await adjustChargesAfterChange(tx, competition, [input.studentId], session.studioTimeZone, now);
  });
  const { choices } = await listEntries(db, session, competitionId);
  return { choices: choices.filter((choice) => choice.studentId === input.studentId) };
}
