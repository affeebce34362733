import "server-only";
import { and, eq, notInArray } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { competitionHeatEntries, competitionHeats } from "@/lib/db/schema";

/** One heat of a sheet about to be written: its number as printed, when, how long, what, and whose entries. */
export type PlannedHeat = { number: string; startsAt: Date | null; seconds: number; title: string; entryIds: string[] };

/**
 * Replaces the event's heat sheet with `planned`, in the caller's transaction (under the event's
 * lock). A heat keeps its row (and so its id, the UID calendars know it by) while its number stays
 * on the sheet; an entry kept in the same heat keeps its placement, so a sheet re-imported after the
 * results loses none of them. Heats and entries no longer on the sheet go.
 */
export async function writeHeatSheet(tx: Tx, studioId: string, competitionId: string, planned: PlannedHeat[]): Promise<void> {
  const scope = and(eq(competitionHeats.studioId, studioId), eq(competitionHeats.competitionId, competitionId));
  const existing = await tx.select({ id: competitionHeats.id, number: competitionHeats.number }).from(competitionHeats).where(scope);
  const idByNumber = new Map(existing.map((row) => [row.number, row.id]));
  const numbers = planned.map((heat) => heat.number);
  if (existing.length) {
    await tx.delete(competitionHeats).where(numbers.length ? and(scope, notInArray(competitionHeats.number, numbers)) : scope);
  }
  const pairs: { heatId: string; entryId: string }[] = [];
  for (const [position, heat] of planned.entries()) {
    const values = { startsAt: heat.startsAt, seconds: heat.seconds, title: heat.title, position };
    let heatId = idByNumber.get(heat.number);
    if (heatId) {
      await tx
        .update(competitionHeats)
        .set(values)
        .where(and(scope, eq(competitionHeats.id, heatId)));
    } else {
      const [row] = await tx
        .insert(competitionHeats)
        .values({ studioId, competitionId, number: heat.number, ...values })
        .returning({ id: competitionHeats.id });
      heatId = row.id;
    }
    for (const entryId of heat.entryIds) pairs.push({ heatId, entryId });
  }
  const current = await tx
    .select({ heatId: competitionHeatEntries.heatId, entryId: competitionHeatEntries.entryId })
    .from(competitionHeatEntries)
    .where(and(eq(competitionHeatEntries.studioId, studioId), eq(competitionHeatEntries.competitionId, competitionId)));
  const wanted = new Set(pairs.map((pair) => `${pair.heatId}:${pair.entryId}`));
  for (const gone of current.filter((pair) => !wanted.has(`${pair.heatId}:${pair.entryId}`))) {
    await tx
      .delete(competitionHeatEntries)
      .where(
        and(
          eq(competitionHeatEntries.studioId, studioId),
          eq(competitionHeatEntries.heatId, gone.heatId),
          eq(competitionHeatEntries.entryId, gone.entryId),
        ),
      );
  }
  for (let start = 0; start < pairs.length; start += 500) {
    await tx
      .insert(competitionHeatEntries)
      .values(pairs.slice(start, start + 500).map((pair) => ({ studioId, competitionId, ...pair })))
      .onConflictDoNothing();
  }
}
