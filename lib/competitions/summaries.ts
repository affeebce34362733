import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { AppError } from "@/lib/api/app-error";
import { canManageStudio, isStudent } from "@/lib/access/rules";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import {
  competitionEntries,
  competitionEntryDances,
  competitionHeatEntries,
  competitionHeats,
  dances,
  instructors,
  students,
} from "@/lib/db/schema";
import { listCostSheets } from "./costs-read";
import type { TSummaryQuery } from "./costs-schemas";
import type { SummaryEntry, SummaryView } from "./costs-views";

const partners = alias(students, "partner");

/** The event's confirmed entries with names, dances and heat (entries proposed by students aren't on paper until confirmed). */
export async function readConfirmedEntries(db: Db, studioId: string, competitionId: string) {
  const rows = await db
    .select({
      id: competitionEntries.id,
      studentId: competitionEntries.studentId,
      studentName: students.name,
      partnerStudentId: competitionEntries.partnerStudentId,
      partnerName: partners.name,
      instructorId: competitionEntries.instructorId,
      instructorName: instructors.name,
      entryType: competitionEntries.entryType,
      style: competitionEntries.style,
      level: competitionEntries.level,
      ageCategory: competitionEntries.ageCategory,
      title: competitionEntries.title,
      status: competitionEntries.status,
    })
    .from(competitionEntries)
    .innerJoin(students, and(eq(students.studioId, competitionEntries.studioId), eq(students.id, competitionEntries.studentId)))
    .leftJoin(partners, and(eq(partners.studioId, competitionEntries.studioId), eq(partners.id, competitionEntries.partnerStudentId)))
    .leftJoin(instructors, and(eq(instructors.studioId, competitionEntries.studioId), eq(instructors.id, competitionEntries.instructorId)))
    .where(
      and(
        eq(competitionEntries.studioId, studioId),
        eq(competitionEntries.competitionId, competitionId),
        eq(competitionEntries.status, "confirmed"),
      ),
    )
    .orderBy(asc(students.name), asc(competitionEntries.style), asc(competitionEntries.createdAt), asc(competitionEntries.id));
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [danceRows, heatRows] = await Promise.all([
    db
      .select({ entryId: competitionEntryDances.entryId, name: dances.name })
      .from(competitionEntryDances)
      .innerJoin(dances, and(eq(dances.studioId, competitionEntryDances.studioId), eq(dances.id, competitionEntryDances.danceId)))
      .where(and(eq(competitionEntryDances.studioId, studioId), inArray(competitionEntryDances.entryId, ids)))
      .orderBy(asc(dances.position), asc(dances.name)),
    db
      .select({ entryId: competitionHeatEntries.entryId, number: competitionHeats.number, startsAt: competitionHeats.startsAt })
      .from(competitionHeatEntries)
      .innerJoin(
        competitionHeats,
        and(eq(competitionHeats.studioId, competitionHeatEntries.studioId), eq(competitionHeats.id, competitionHeatEntries.heatId)),
      )
      .where(and(eq(competitionHeatEntries.studioId, studioId), inArray(competitionHeatEntries.entryId, ids)))
      .orderBy(asc(competitionHeats.position)),
  ]);
  const dancesOf = new Map<string, string[]>();
  for (const row of danceRows) dancesOf.set(row.entryId, [...(dancesOf.get(row.entryId) ?? []), row.name]);
  const heatOf = new Map<string, { number: string; startsAt: Date | null }>();
  for (const row of heatRows) if (!heatOf.has(row.entryId)) heatOf.set(row.entryId, row);
  return rows.map((row) => ({ ...row, dances: dancesOf.get(row.id) ?? [], heat: heatOf.get(row.id) ?? null }));
}
type ConfirmedEntry = Awaited<ReturnType<typeof readConfirmedEntries>>[number];

function summaryEntry(entry: ConfirmedEntry, studentId: string | null): SummaryEntry {
  // On the partner's page the entrant is the one they dance with.
  const partnerSide = studentId !== null && entry.partnerStudentId === studentId;
  return {
    id: entry.id,
    studentName: partnerSide ? (entry.partnerName ?? "") : entry.studentName,
    withName: partnerSide ? entry.studentName : (entry.instructorName ?? entry.partnerName),
    withInstructor: entry.instructorId !== null,
    entryType: entry.entryType,
    style: entry.style,
    level: entry.level,
    ageCategory: entry.ageCategory,
    title: entry.title,
    dances: entry.dances,
    heatNumber: entry.heat?.number ?? null,
    heatStartsAt: entry.heat?.startsAt ?? null,
  };
}

/**
 * The printable summary: per student, their entries and cost sheet; per instructor, the heats they
 * dance. Owners read everyone's; an instructor their students' and their own page; a student their own.
 * `studentId` / `instructorId` narrow it to one page (404 when the reader may not read it).
 */
export async function getSummary(db: Db, session: Session, competitionId: string, query: TSummaryQuery = {}): Promise<SummaryView> {
  const { competition, sheets } = await listCostSheets(db, session, competitionId);
  const entries = await readConfirmedEntries(db, session.studioId, competitionId);
  if (query.studentId && !sheets.some((sheet) => sheet.studentId === query.studentId))
    throw new AppError("not_found", "Student not found.");
  const ownPage = (id: string) => canManageStudio(session) || (!isStudent(session) && id === session.instructorId);
  if (query.instructorId && !ownPage(query.instructorId)) throw new AppError("not_found", "Instructor not found.");

  const studentPages = query.instructorId ? [] : sheets.filter((sheet) => !query.studentId || sheet.studentId === query.studentId);
  const teachers = new Map<string, { name: string; entries: ConfirmedEntry[] }>();
  for (const entry of entries) {
    if (!entry.instructorId || !ownPage(entry.instructorId)) continue;
    const seen = teachers.get(entry.instructorId) ?? { name: entry.instructorName ?? "", entries: [] };
    teachers.set(entry.instructorId, { ...seen, entries: [...seen.entries, entry] });
  }
  const instructorPages = query.studentId
    ? []
    : [...teachers].filter(([id]) => !query.instructorId || id === query.instructorId).sort(([, a], [, b]) => a.name.localeCompare(b.name));
  const byHeat = (a: ConfirmedEntry, b: ConfirmedEntry) =>
    (a.heat?.startsAt?.getTime() ?? Infinity) - (b.heat?.startsAt?.getTime() ?? Infinity) || a.studentName.localeCompare(b.studentName);

  return {
    competition,
    students: studentPages.map((sheet) => ({
      studentId: sheet.studentId,
      studentName: sheet.studentName,
      entries: entries
        .filter((entry) => entry.studentId === sheet.studentId || entry.partnerStudentId === sheet.studentId)
        .map((entry) => summaryEntry(entry, sheet.studentId)),
      lines: sheet.lines,
      totalCents: sheet.totalCents,
      chargedCents: sheet.charged?.totalCents ?? null,
    })),
    instructors: instructorPages.map(([instructorId, page]) => ({
      instructorId,
      name: page.name,
      entries: [...page.entries].sort(byHeat).map((entry) => summaryEntry(entry, null)),
      heats: page.entries.length,
      students: new Set(page.entries.map((entry) => entry.studentId)).size,
    })),
  };
}
