import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Db, Tx } from "@/lib/db/client";
import { competitions } from "@/lib/db/schema";
import { addDays, localToInstant } from "@/lib/dates/wall-time";

export type CompetitionRow = typeof competitions.$inferSelect;

/** One event of the studio, or 404. */
export async function getCompetitionRow(db: Db | Tx, studioId: string, id: string): Promise<CompetitionRow> {
  const [row] = await db
    .select()
    .from(competitions)
    .where(and(eq(competitions.studioId, studioId), eq(competitions.id, id)));
  if (!row) throw new AppError("not_found", "That event doesn't exist.");
  return row;
}

/**
 * The event's row, locked for the rest of the transaction: entries, charges and heat imports of one
 * event take this lock first, so two of them never interleave.
 */
export async function lockCompetition(tx: Tx, studioId: string, id: string): Promise<CompetitionRow> {
  const [row] = await tx
    .select()
    .from(competitions)
    .where(and(eq(competitions.studioId, studioId), eq(competitions.id, id)))
    .for("update");
  if (!row) throw new AppError("not_found", "That event doesn't exist.");
  return row;
}

/** The instant entries close: the end of the deadline day in the studio's time zone. */
export function entriesCloseAt(competition: Pick<CompetitionRow, "entryDeadline">, timeZone: string): Date {
  return localToInstant(addDays(competition.entryDeadline, 1), "00:00", timeZone);
}

/** Whether the deadline hasn't passed: students may propose entries, and entry changes re-price the charges. */
export function beforeDeadline(competition: Pick<CompetitionRow, "entryDeadline">, timeZone: string, now = new Date()): boolean {
  return now < entriesCloseAt(competition, timeZone);
}

/** Touches the event's `updated_at` (an edit of its entries, items or heats). */
export async function touchCompetition(tx: Tx, studioId: string, id: string, now = new Date()): Promise<void> {
  await tx
    .update(competitions)
    .set({ updatedAt: sql`greatest(${competitions.updatedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(competitions.studioId, studioId), eq(competitions.id, id)));
}
