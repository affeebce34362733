import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import { assertCanSeeStudent } from "@/lib/access/students";
import { canManageStudio, isStudent } from "@/lib/access/rules";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { competitionHeatEntries, competitionHeats, instructors, students } from "@/lib/db/schema";
import { getCompetitionRow, type CompetitionRow } from "./competition-rows";
import { findConflicts, type FloorPerson, type FloorSpot, type HeatConflict } from "./heats-conflicts";
import { entryDancers, loadSheetEntries, type SheetEntry } from "./heats-entries";
import type { THeatsQuery } from "./heats-schemas";
import type { HeatSheetView, HeatView } from "./heats-views";

/** The event, or 404: students see published events only (an unpublished one looks like none). */
export async function readableCompetition(db: Db, session: Session, id: string): Promise<CompetitionRow> {
  const competition = await getCompetitionRow(db, session.studioId, id);
  if (isStudent(session) && !competition.published) throw new AppError("not_found", "That event doesn't exist.");
  return competition;
}

export type LoadedHeat = {
  id: string;
  number: string;
  startsAt: Date | null;
  seconds: number;
  title: string;
  entries: { entryId: string; placement: number | null; resultNote: string | null }[];
};

/** The event's heats in sheet order, each with its entries' placements. */
export async function loadHeats(db: Db | Tx, studioId: string, competitionId: string): Promise<LoadedHeat[]> {
  const [heats, pairs] = await Promise.all([
    db
      .select({
        id: competitionHeats.id,
        number: competitionHeats.number,
        startsAt: competitionHeats.startsAt,
        seconds: competitionHeats.seconds,
        title: competitionHeats.title,
      })
      .from(competitionHeats)
      .where(and(eq(competitionHeats.studioId, studioId), eq(competitionHeats.competitionId, competitionId)))
      .orderBy(asc(competitionHeats.position), asc(competitionHeats.number)),
    db
      .select({
        heatId: competitionHeatEntries.heatId,
        entryId: competitionHeatEntries.entryId,
        placement: competitionHeatEntries.placement,
        resultNote: competitionHeatEntries.resultNote,
      })
      .from(competitionHeatEntries)
      .where(and(eq(competitionHeatEntries.studioId, studioId), eq(competitionHeatEntries.competitionId, competitionId))),
  ]);
  return heats.map((heat) => ({
    ...heat,
    entries: pairs.filter((pair) => pair.heatId === heat.id).map(({ heatId: _heat, ...pair }) => pair),
  }));
}

/** Whose heats a reader asks for, checked: a student only their own, an instructor their own (or a student of theirs). */
export type SheetScope = { kind: "sheet" } | { kind: "instructor"; id: string } | { kind: "student"; id: string };

export async function resolveScope(db: Db, session: Session, query: THeatsQuery): Promise<SheetScope> {
  if (query.instructorId && query.studentId) throw new AppError("validation", "Ask for one instructor's heats or one student's, not both.");
  if (isStudent(session)) {
    if (query.instructorId) throw new AppError("forbidden", "You can see your own heats.");
    if (!session.studentId || (query.studentId && query.studentId !== session.studentId))
      throw new AppError("not_found", "Student not found.");
    return { kind: "student", id: session.studentId };
  }
  if (query.studentId) {
    await assertCanSeeStudent(db, session, query.studentId);
    return { kind: "student", id: query.studentId };
  }
  if (canManageStudio(session)) return query.instructorId ? { kind: "instructor", id: query.instructorId } : { kind: "sheet" };
  if (!session.instructorId || (query.instructorId && query.instructorId !== session.instructorId))
    throw new AppError("forbidden", "You can see your own heat list; the studio owner sees everyone's.");
  return { kind: "instructor", id: session.instructorId };
}

function inScope(entry: SheetEntry, scope: SheetScope): boolean {
  if (scope.kind === "sheet") return true;
  if (scope.kind === "instructor") return entry.instructorId === scope.id;
  return entry.studentId === scope.id || entry.partnerStudentId === scope.id;
}

/** The floor spots of these heats' entries: everyone dancing, or only the scope's own person. */
export function floorSpots(heats: LoadedHeat[], entries: Map<string, SheetEntry>, scope: SheetScope): FloorSpot[] {
  const spots: FloorSpot[] = [];
  for (const heat of heats) {
    for (const { entryId } of heat.entries) {
      const entry = entries.get(entryId);
      if (!entry || !inScope(entry, scope)) continue;
      for (const dancer of entryDancers(entry)) {
        if (scope.kind !== "sheet" && (dancer.kind !== scope.kind || dancer.id !== scope.id)) continue;
        const name =
          dancer.kind === "instructor"
            ? (entry.instructorName ?? "")
            : dancer.id === entry.studentId
              ? entry.studentName
              : (entry.partnerName ?? "");
        const person: FloorPerson = { kind: dancer.kind, id: dancer.id, name };
        spots.push({ heat, person });
      }
    }
  }
  return spots;
}

/** A heat as the reader sees it: only the entries in their scope (a student never sees another student's). */
export function heatView(heat: LoadedHeat, entries: Map<string, SheetEntry>, scope: SheetScope): HeatView {
  const shown = heat.entries.flatMap((pair) => {
    const entry = entries.get(pair.entryId);
    if (!entry || !inScope(entry, scope)) return [];
    const viewerIsPartner = scope.kind === "student" && entry.partnerStudentId === scope.id;
    return [
      {
        entryId: entry.id,
        dancer: viewerIsPartner ? (entry.partnerName ?? entry.studentName) : entry.studentName,
        partner: entry.instructorName ?? (viewerIsPartner ? entry.studentName : entry.partnerName),
        style: entry.style,
        level: entry.level,
        placement: pair.placement,
        resultNote: pair.resultNote,
      },
    ];
  });
  return {
    id: heat.id,
    number: heat.number,
    startsAt: heat.startsAt,
    endsAt: heat.startsAt ? new Date(heat.startsAt.getTime() + heat.seconds * 1000) : null,
    seconds: heat.seconds,
    title: heat.title,
    entries: shown,
  };
}

async function personName(db: Db, studioId: string, scope: SheetScope): Promise<string | null> {
  if (scope.kind === "sheet") return null;
  const table = scope.kind === "instructor" ? instructors : students;
  const [row] = await db
    .select({ name: table.name })
    .from(table)
    .where(and(eq(table.studioId, studioId), eq(table.id, scope.id)));
  if (!row) throw new AppError("not_found", scope.kind === "instructor" ? "Instructor not found." : "Student not found.");
  return row.name;
}

export const conflictView = (conflict: HeatConflict) => ({
  kind: conflict.kind,
  name: conflict.name,
  heats: conflict.heats,
  startsAt: conflict.startsAt,
});

/** `GET /api/competitions/{id}/heats`: the whole sheet, an instructor's merged list, or a student's own heats, with conflicts. */
export async function getHeatSheet(db: Db, session: Session, competitionId: string, query: THeatsQuery): Promise<HeatSheetView> {
  const competition = await readableCompetition(db, session, competitionId);
  const scope = await resolveScope(db, session, query);
  const [heats, entryRows, person] = await Promise.all([
    loadHeats(db, session.studioId, competition.id),
    loadSheetEntries(db, session.studioId, competition.id),
    personName(db, session.studioId, scope),
  ]);
  const entries = new Map(entryRows.map((entry) => [entry.id, entry]));
  const views = heats.map((heat) => heatView(heat, entries, scope)).filter((heat) => scope.kind === "sheet" || heat.entries.length > 0);
  return {
    competition: {
      id: competition.id,
      name: competition.name,
      kind: competition.kind,
      startsOn: competition.startsOn,
      endsOn: competition.endsOn,
      published: competition.published,
    },
    scope: scope.kind,
    person,
    heats: views,
    conflicts: findConflicts(floorSpots(heats, entries, scope)).map(conflictView),
  };
}
