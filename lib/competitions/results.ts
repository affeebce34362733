import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import { isStudent } from "@/lib/access/rules";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { competitionHeatEntries } from "@/lib/db/schema";
import { EXAM_RESULTS } from "@/lib/db/schema/column-values";
import { lockCompetition, touchCompetition } from "./competition-rows";
import { recordExamResult } from "./exams";
import { csvError, readCsv } from "./heats-csv";
import { loadSheetEntries, type SheetEntry } from "./heats-entries";
import { identify, loadPeople, sameDancers } from "./heats-match";
import { heatView, loadHeats, readableCompetition, type LoadedHeat, type SheetScope } from "./heats-read";
import type { TResultsInput } from "./heats-schemas";
import type { ResultsView } from "./heats-views";

/** The results CSV's columns (docs/heat-list-csv.md): a heat's placements, or an exam's verdicts. */
const RESULT_COLUMNS: Record<string, string[]> = {
  heat: ["heat", "heat number", "heat no", "no", "number"],
  dancer: ["dancer", "student", "leader"],
  partner: ["partner", "follower", "instructor", "with"],
  place: ["place", "placement", "placing", "position", "rank"],
  result: ["result", "verdict", "grade"],
  note: ["note", "notes", "marks", "callback"],
};

type Placement = { heatId: string; entryId: string; placement: number | null; note?: string | null };
type Verdict = { entryId: string; result: (typeof EXAM_RESULTS)[number] | null; field: string };

/** Results CSV rows as placements and verdicts; a row naming no heat or entry of the event is refused naming the row. */
async function fromCsv(tx: Tx, studioId: string, csv: string, heats: LoadedHeat[], entries: SheetEntry[]) {
  const rows = readCsv(csv, RESULT_COLUMNS, ["dancer"]);
  const people = await loadPeople(tx, studioId);
  const placements: Placement[] = [];
  const verdicts: Verdict[] = [];
  for (const row of rows) {
    const dancers = identify(row, people);
    const verdict = row.values.result?.toLowerCase().replace("honors", "honours");
    if (row.values.result) {
      if (!(EXAM_RESULTS as readonly string[]).includes(verdict ?? ""))
        throw csvError(`"${row.values.result}" isn't pass, honours or retry.`, row.row);
      // Without a Partner column the student alone names their exam.
      const student = dancers.studentIds.length === 1 && !row.values.partner ? dancers.studentIds[0] : null;
      const exam = entries.filter(
        (entry) => entry.entryType === "exam" && (sameDancers(entry, dancers) || (student !== null && entry.studentId === student)),
      );
      if (exam.length !== 1)
        throw csvError(
          exam.length
            ? "this dancer has several exam entries: type their results on the screen."
            : "this dancer has no exam entry at this event.",
          row.row,
        );
      verdicts.push({ entryId: exam[0].id, result: verdict as Verdict["result"], field: "csv" });
      continue;
    }
    const heat = heats.find((candidate) => candidate.number === (row.values.heat ?? "").replace(/^#/, "").trim());
    if (!heat) throw csvError(`heat "${row.values.heat ?? ""}" isn't on this event's sheet.`, row.row);
    const pair = heat.entries.find((candidate) => {
      const entry = entries.find((each) => each.id === candidate.entryId);
      return entry !== undefined && sameDancers(entry, dancers);
    });
    if (!pair)
      throw csvError(
        `${[row.values.dancer, row.values.partner].filter(Boolean).join(" with ")} doesn't dance in heat ${heat.number}.`,
        row.row,
      );
    const place = row.values.place ? Number(row.values.place.replace(/(st|nd|rd|th)$/i, "")) : null;
    if (place !== null && (!Number.isInteger(place) || place < 1 || place > 999))
      throw csvError(`"${row.values.place}" isn't a placement: give 1 for first place.`, row.row);
    placements.push({ heatId: heat.id, entryId: pair.entryId, placement: place, note: row.values.note || null });
  }
  return { placements, verdicts };
}

/**
 * `POST /api/competitions/{id}/results`: placements per heat and exam verdicts, typed or as CSV, in
 * one transaction under the event's lock. Verdicts become assessments (lib/competitions/exams.ts).
 */
export async function postResults(db: Db, session: Session, competitionId: string, input: TResultsInput) {
  return db.transaction(async (tx) => {
    const competition = await lockCompetition(tx, session.studioId, competitionId);
    const [heats, entries] = await Promise.all([
      loadHeats(tx, session.studioId, competition.id),
      loadSheetEntries(tx, session.studioId, competition.id),
    ]);
    const placements: Placement[] = input.placements.map((row) => ({ ...row }));
    const verdicts: Verdict[] = input.exams.map((row, index) => ({ ...row, field: `exams.${index}.entryId` }));
    input.placements.forEach((row, index) => {
      const heat = heats.find((candidate) => candidate.id === row.heatId);
      if (!heat || !heat.entries.some((pair) => pair.entryId === row.entryId)) {
        const message = "That entry doesn't dance in that heat of this event.";
        throw new AppError("validation", message, { fields: { [`placements.${index}.entryId`]: message } });
      }
    });
    if (input.csv) {
      const parsed = await fromCsv(tx, session.studioId, input.csv, heats, entries);
      placements.push(...parsed.placements);
      verdicts.push(...parsed.verdicts);
    }
    for (const row of placements) {
      await tx
        .update(competitionHeatEntries)
        .set({ placement: row.placement, ...(row.note !== undefined ? { resultNote: row.note } : {}) })
        .where(
          and(
            eq(competitionHeatEntries.studioId, session.studioId),
            eq(competitionHeatEntries.heatId, row.heatId),
            eq(competitionHeatEntries.entryId, row.entryId),
          ),
        );
    }
    let written = 0;
    for (const verdict of verdicts) {
      const entry = entries.find((candidate) => candidate.id === verdict.entryId);
      if (!entry) {
        const message = "That entry isn't one of this event's.";
        throw new AppError("validation", message, { fields: { [verdict.field]: message } });
      }
      written += await recordExamResult(tx, session.userId, competition, session.studioTimeZone, entry, verdict.result, verdict.field);
    }
    await touchCompetition(tx, session.studioId, competition.id);
    return { placements: placements.length, exams: verdicts.length, assessments: written };
  });
}

/** `GET /api/competitions/{id}/results`: staff every heat's placements and every exam; a student their own. */
export async function getResults(db: Db, session: Session, competitionId: string): Promise<ResultsView> {
  const competition = await readableCompetition(db, session, competitionId);
  const [heats, entryRows] = await Promise.all([
    loadHeats(db, session.studioId, competition.id),
    loadSheetEntries(db, session.studioId, competition.id),
  ]);
  const own = isStudent(session);
  if (own && !session.studentId) throw new AppError("not_found", "Student not found.");
  const scope: SheetScope = own ? { kind: "student", id: session.studentId as string } : { kind: "sheet" };
  const entries = new Map(entryRows.map((entry) => [entry.id, entry]));
  const mine = (entry: SheetEntry) => !own || entry.studentId === session.studentId || entry.partnerStudentId === session.studentId;
  return {
    competition: {
      id: competition.id,
      name: competition.name,
      kind: competition.kind,
      startsOn: competition.startsOn,
      endsOn: competition.endsOn,
      published: competition.published,
      examiner: competition.examiner,
    },
    heats: heats.map((heat) => heatView(heat, entries, scope)).filter((heat) => heat.entries.length > 0),
    exams: entryRows
      .filter((entry) => entry.entryType === "exam" && mine(entry))
      .map((entry) => ({
        entryId: entry.id,
        dancer: entry.studentName,
        level: entry.level,
        style: entry.style,
        dances: entry.dances.map((dance) => dance.name),
        slotAt: entry.examSlotAt,
        result: entry.examResult,
      })),
  };
}
