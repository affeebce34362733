import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { competitions } from "@/lib/db/schema";
import { instantToLocal, localToInstant } from "@/lib/dates/wall-time";
import { DANCE_STYLES, levelOrder } from "@/lib/progress/levels";
import { entryDancers, entryHeatTitle, type SheetEntry } from "./heats-entries";
import { replaceHeatSheet } from "./heats-import";
import type { THeatBuild } from "./heats-schemas";
import type { PlannedHeat } from "./heats-write";

/** The most couples one heat of a built sheet puts on the floor together. */
export const COUPLES_PER_HEAT = 6;

const ENTRY_TYPE_ORDER = ["single", "multi", "scholarship", "solo", "exam"];

/**
 * An in-studio showcase's sheet from its confirmed entries: ordered by style, then level, then what
 * is danced; entries dancing the same thing share a heat (up to COUPLES_PER_HEAT) unless a dancer —
 * an instructor with two students, most often — would be on the floor twice, which opens the next
 * heat. Heats follow one another from the first heat's time, each the event's floor time long.
 */
export function planShowcase(entries: SheetEntry[], firstHeatAt: Date, heatSeconds: number): PlannedHeat[] {
  const ordered = entries
    .filter((entry) => entry.status === "confirmed" && entry.entryType !== "exam")
    .map((entry, created) => ({ entry, created, title: entryHeatTitle(entry) }))
    .sort(
      (a, b) =>
        DANCE_STYLES.indexOf(a.entry.style) - DANCE_STYLES.indexOf(b.entry.style) ||
        levelOrder(a.entry.level) - levelOrder(b.entry.level) ||
        ENTRY_TYPE_ORDER.indexOf(a.entry.entryType) - ENTRY_TYPE_ORDER.indexOf(b.entry.entryType) ||
        (a.entry.dances[0]?.position ?? 0) - (b.entry.dances[0]?.position ?? 0) ||
        a.title.localeCompare(b.title) ||
        a.created - b.created,
    );
  const heats: { title: string; entryIds: string[]; dancers: Set<string> }[] = [];
  for (const { entry, title } of ordered) {
    const dancers = entryDancers(entry).map((dancer) => `${dancer.kind}:${dancer.id}`);
    // Solos dance alone; others join the first heat of the same dance with room and none of their dancers.
    const heat = heats.find(
      (candidate) =>
        entry.entryType !== "solo" &&
        candidate.title === title &&
        candidate.entryIds.length < COUPLES_PER_HEAT &&
        dancers.every((dancer) => !candidate.dancers.has(dancer)),
    );
    if (heat) {
      heat.entryIds.push(entry.id);
      for (const dancer of dancers) heat.dancers.add(dancer);
    } else heats.push({ title, entryIds: [entry.id], dancers: new Set(dancers) });
  }
  return heats.map((heat, index) => ({
    number: String(index + 1),
    startsAt: new Date(firstHeatAt.getTime() + index * heatSeconds * 1000),
    seconds: heatSeconds,
    title: heat.title,
    entryIds: heat.entryIds,
  }));
}

/** `POST /api/competitions/{id}/heats/build`: the showcase's sheet, replacing any earlier one; the first heat's time and floor time kept on the event. */
export async function buildHeatSheet(db: Db, session: Session, competitionId: string, input: THeatBuild) {
  return replaceHeatSheet(db, session, competitionId, input.notify, async (tx, competition, entries) => {
    const zone = session.studioTimeZone;
    const kept = competition.firstHeatAt ? instantToLocal(competition.firstHeatAt, zone) : null;
    const day = input.startsOn ?? kept?.date ?? competition.startsOn;
    const time = input.startTime ?? kept?.time.slice(0, 5);
    if (!time) {
      const message = "Give the first heat's time (e.g. 18:00): heats follow one another from it.";
      throw new AppError("validation", message, { fields: { startTime: message } });
    }
    if (day < competition.startsOn || day > competition.endsOn) {
      const message = `Choose a day of the event (${competition.startsOn} to ${competition.endsOn}).`;
      throw new AppError("validation", message, { fields: { startsOn: message } });
    }
    const firstHeatAt = localToInstant(day, time, zone);
    const heatSeconds = input.heatSeconds ?? competition.heatSeconds;
    await tx
      .update(competitions)
      .set({ firstHeatAt, heatSeconds })
      .where(and(eq(competitions.studioId, session.studioId), eq(competitions.id, competition.id)));
    const planned = planShowcase(entries, firstHeatAt, heatSeconds);
    if (planned.length === 0) throw new AppError("rule", "There are no confirmed entries to put on a sheet yet.");
    return planned;
  });
}
