import "server-only";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import { canManageStudio, isStudent } from "@/lib/access/rules";
import { canSeeStudent, visibleStudentsFilter } from "@/lib/access/students";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { competitionCharges, competitionEntries, competitionItems, competitionStudentItems, instructors, students } from "@/lib/db/schema";
import { beforeDeadline, getCompetitionRow, type CompetitionRow } from "./competition-rows";
import { goingStudentIds, priceEvent, sameSheet, type CostLine, type CostSheet, type PricedEntry } from "./costs";

/** A student reads published events only: an unpublished one doesn't exist for them (as the event's own routes say). */
function assertVisible(session: Session, competition: CompetitionRow): void {
  if (isStudent(session) && !competition.published) throw new AppError("not_found", "That event doesn't exist.");
}

export type StudentSheet = CostSheet & { studentId: string; studentName: string };
export type CurrentCharge = {
  id: string;
  studentId: string;
  ledgerEntryId: string;
  amountCents: number;
  lines: CostLine[];
  createdAt: Date;
};

/** What prices an event: its confirmed entries (proposals cost nothing until staff confirm them), lines and choices. */
async function readPricing(db: Db | Tx, competition: CompetitionRow) {
  const scope = { studioId: competition.studioId, competitionId: competition.id };
  const [entries, items, choices] = await Promise.all([
    db
      .select({
        studentId: competitionEntries.studentId,
        partnerStudentId: competitionEntries.partnerStudentId,
        instructorId: competitionEntries.instructorId,
        instructorName: instructors.name,
        entryType: competitionEntries.entryType,
      })
      .from(competitionEntries)
      .leftJoin(
        instructors,
        and(eq(instructors.studioId, competitionEntries.studioId), eq(instructors.id, competitionEntries.instructorId)),
      )
      .where(
        and(
          eq(competitionEntries.studioId, scope.studioId),
          eq(competitionEntries.competitionId, scope.competitionId),
          eq(competitionEntries.status, "confirmed"),
        ),
      )
      .orderBy(asc(competitionEntries.createdAt), asc(competitionEntries.id)),
    db
      .select({
        id: competitionItems.id,
        kind: competitionItems.kind,
        label: competitionItems.label,
        amountCents: competitionItems.amountCents,
        includedHeats: competitionItems.includedHeats,
      })
      .from(competitionItems)
      .where(and(eq(competitionItems.studioId, scope.studioId), eq(competitionItems.competitionId, scope.competitionId)))
      .orderBy(asc(competitionItems.position), asc(competitionItems.label)),
    db
      .select({
        studentId: competitionStudentItems.studentId,
        itemId: competitionStudentItems.itemId,
        quantity: competitionStudentItems.quantity,
      })
      .from(competitionStudentItems)
      .innerJoin(
        competitionItems,
        and(eq(competitionItems.studioId, competitionStudentItems.studioId), eq(competitionItems.id, competitionStudentItems.itemId)),
      )
      .where(and(eq(competitionStudentItems.studioId, scope.studioId), eq(competitionStudentItems.competitionId, scope.competitionId)))
      .orderBy(asc(competitionItems.position), asc(competitionItems.label)),
  ]);
  return { entries: entries as PricedEntry[], items, choices };
}

/** Students' names by id (the studio's). */
async function studentNames(db: Db | Tx, studioId: string, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: students.id, name: students.name })
    .from(students)
    .where(and(eq(students.studioId, studioId), inArray(students.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

const byName = (names: Map<string, string>) => (a: string, b: string) =>
  (names.get(a) ?? "").localeCompare(names.get(b) ?? "") || a.localeCompare(b);

/** Every going student's cost sheet, by name. */
export async function readEventSheets(db: Db | Tx, competition: CompetitionRow): Promise<StudentSheet[]> {
  const { entries, items, choices } = await readPricing(db, competition);
  const ids = [...goingStudentIds(entries, choices)];
  const names = await studentNames(db, competition.studioId, ids);
  const order = ids.sort(byName(names));
  const sheets = priceEvent(competition, entries, items, choices, order);
  return order.map((studentId) => ({ studentId, studentName: names.get(studentId) ?? "", ...sheets.get(studentId)! }));
}

/** The current charge row of each student charged for this event. */
export async function readCurrentCharges(db: Db | Tx, competition: CompetitionRow): Promise<Map<string, CurrentCharge>> {
  const rows = await db
    .select({
      id: competitionCharges.id,
      studentId: competitionCharges.studentId,
      ledgerEntryId: competitionCharges.ledgerEntryId,
      amountCents: competitionCharges.amountCents,
      lines: competitionCharges.lines,
      createdAt: competitionCharges.createdAt,
    })
    .from(competitionCharges)
    .where(
      and(
        eq(competitionCharges.studioId, competition.studioId),
        eq(competitionCharges.competitionId, competition.id),
        isNull(competitionCharges.supersededAt),
      ),
    );
  return new Map(rows.map((row) => [row.studentId, row]));
}

export type ChargeState = "not_charged" | "charged" | "changed" | "nothing_to_charge";

/** A student's sheet now, beside what they were charged (if anything) and whether the two differ. */
export type SheetWithCharge = StudentSheet & {
  charged: { totalCents: number; lines: CostLine[]; chargedAt: Date } | null;
  state: ChargeState;
};

function withCharge(sheet: StudentSheet, charge: CurrentCharge | undefined): SheetWithCharge {
  const charged = charge ? { totalCents: charge.amountCents, lines: charge.lines, chargedAt: charge.createdAt } : null;
  const state: ChargeState = charge
    ? sameSheet(sheet, { totalCents: charge.amountCents, lines: charge.lines })
      ? "charged"
      : "changed"
    : sheet.totalCents > 0
      ? "not_charged"
      : "nothing_to_charge";
  return { ...sheet, charged, state };
}

/** Sheets of the going students and of anyone still charged who no longer goes (their sheet is empty). */
export async function readSheetsWithCharges(db: Db | Tx, competition: CompetitionRow): Promise<SheetWithCharge[]> {
  const [sheets, charges] = await Promise.all([readEventSheets(db, competition), readCurrentCharges(db, competition)]);
  const gone = [...charges.keys()].filter((id) => !sheets.some((sheet) => sheet.studentId === id));
  const names = await studentNames(db, competition.studioId, gone);
  const all = [
    ...sheets,
    ...gone.map((studentId) => ({ studentId, studentName: names.get(studentId) ?? "", lines: [], totalCents: 0 })),
  ].sort((a, b) => a.studentName.localeCompare(b.studentName) || a.studentId.localeCompare(b.studentId));
  return all.map((sheet) => withCharge(sheet, charges.get(sheet.studentId)));
}

/** Which students' money the caller may read at this event: owners all; an instructor their students and those they dance with; a student their own. */
export async function readableStudentIds(db: Db, session: Session, competition: CompetitionRow, ids: string[]): Promise<Set<string>> {
  if (canManageStudio(session)) return new Set(ids);
  if (isStudent(session)) return new Set(ids.filter((id) => id === session.studentId));
  if (!ids.length || !session.instructorId) return new Set();
  const [taught, partnered] = await Promise.all([
    db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.studioId, session.studioId), inArray(students.id, ids), visibleStudentsFilter(session))),
    db
      .select({ id: competitionEntries.studentId })
      .from(competitionEntries)
      .where(
        and(
          eq(competitionEntries.studioId, session.studioId),
          eq(competitionEntries.competitionId, competition.id),
          eq(competitionEntries.instructorId, session.instructorId),
        ),
      ),
  ]);
  return new Set([...taught, ...partnered].map((row) => row.id).filter((id) => ids.includes(id)));
}

/** The event's cost sheets the caller may read, with the charge state (the Costs screen and GET …/costs). */
export async function listCostSheets(db: Db, session: Session, competitionId: string, now = new Date()) {
  const competition = await getCompetitionRow(db, session.studioId, competitionId);
  assertVisible(session, competition);
  const all = await readSheetsWithCharges(db, competition);
  const readable = await readableStudentIds(
    db,
    session,
    competition,
    all.map((sheet) => sheet.studentId),
  );
  return {
    competition,
    entriesOpen: beforeDeadline(competition, session.studioTimeZone, now),
    sheets: all.filter((sheet) => readable.has(sheet.studentId)),
  };
}

/** One student's cost sheet at this event (an owner any student; an instructor their students'; a student their own), 404 otherwise. */
export async function getCostSheet(db: Db, session: Session, competitionId: string, studentId: string): Promise<SheetWithCharge> {
  const competition = await getCompetitionRow(db, session.studioId, competitionId);
  assertVisible(session, competition);
  const allowed =
    (await canSeeStudent(db, session, studentId)) ||
    (!isStudent(session) && (await readableStudentIds(db, session, competition, [studentId])).has(studentId));
  if (!allowed) throw new AppError("not_found", "Student not found.");
  const all = await readSheetsWithCharges(db, competition);
  const found = all.find((sheet) => sheet.studentId === studentId);
  if (found) return found;
  const names = await studentNames(db, session.studioId, [studentId]);
  if (!names.has(studentId)) throw new AppError("not_found", "Student not found.");
  return withCharge({ studentId, studentName: names.get(studentId)!, lines: [], totalCents: 0 }, undefined);
}
