import "server-only";
import { and, eq, inArray, isNotNull, or } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import { canManageStudio, isStudent } from "@/lib/access/rules";
import { canSeeStudent } from "@/lib/access/students";
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
import { adjustChargesAfterChange } from "./charges";
import { beforeDeadline, lockCompetition, touchCompetition, type CompetitionRow } from "./competition-rows";
import { assertVisible } from "./events";
import { ZEntryInput, type TEntryInput, type TEntryPatch, type TStudentItemsPut } from "./entries-schemas";
import { listEntries, oneEntry } from "./entries-read";

type EntryRow = typeof competitionEntries.$inferSelect;

const invalid = (field: string, message: string) => new AppError("validation", message, { fields: { [field]: message } });

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
