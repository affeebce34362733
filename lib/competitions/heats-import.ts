import "server-only";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { lockCompetition, touchCompetition, type CompetitionRow } from "./competition-rows";
import { findConflicts } from "./heats-conflicts";
import { loadSheetEntries, type SheetEntry } from "./heats-entries";
import { planFromCsv } from "./heats-match";
import { mailHeatSheets } from "./heats-notify";
import { conflictView, floorSpots, loadHeats } from "./heats-read";
import type { THeatImport } from "./heats-schemas";
import { writeHeatSheet, type PlannedHeat } from "./heats-write";

type Planner = (tx: Tx, competition: CompetitionRow, entries: SheetEntry[]) => Promise<PlannedHeat[]>;

/**
 * Writes a sheet under the event's lock (two imports never interleave, nor an import and an entry
 * change), then answers what it holds, its conflicts, and how many students were mailed.
 */
export async function replaceHeatSheet(db: Db, session: Session, competitionId: string, notify: boolean, plan: Planner) {
  const now = new Date();
  return db.transaction(async (tx) => {
    const competition = await lockCompetition(tx, session.studioId, competitionId);
    const entryRows = await loadSheetEntries(tx, session.studioId, competition.id);
    const planned = await plan(tx, competition, entryRows);
    await writeHeatSheet(tx, session.studioId, competition.id, planned);
    await touchCompetition(tx, session.studioId, competition.id, now);
    const heats = await loadHeats(tx, session.studioId, competition.id);
    const entries = new Map(entryRows.map((entry) => [entry.id, entry]));
    const emailed = notify ? await mailHeatSheets(tx, competition, heats, entries, now) : 0;
    return {
      heats: heats.length,
      entries: heats.reduce((sum, heat) => sum + heat.entries.length, 0),
      conflicts: findConflicts(floorSpots(heats, entries, { kind: "sheet" })).map(conflictView),
      emailed,
    };
  });
}

/** `POST /api/competitions/{id}/heats/import`: the organiser's heat list (CSV) becomes the event's sheet. */
export async function importHeatList(db: Db, session: Session, competitionId: string, input: THeatImport) {
  return replaceHeatSheet(db, session, competitionId, input.notify, (tx, competition, entries) =>
    planFromCsv(tx, competition, session.studioTimeZone, entries, input.csv),
  );
}
