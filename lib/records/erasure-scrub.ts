import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "@/lib/db/client";
import {
  announcements,
  assessments,
  boardPosts,
  boardReplies,
  events,
  goals,
  idempotencyKeys,
  importBatches,
  ledgerEntries,
  outboxMessages,
  paymentItems,
  practiceLogs,
  progressNotes,
  series,
} from "@/lib/db/schema";

/**
 * The words that name an erased student elsewhere in the studio's text: their name, e-mail and
 * phone as they were (and their account's, when it differs). Short values are left out: a two-letter
 * "name" would rewrite every word it is part of.
 */
export function personalNeedles(values: (string | null | undefined)[]): string[] {
  const unique = new Set(values.map((value) => value?.trim() ?? "").filter((value) => value.length >= 4));
  return [...unique].sort((a, b) => b.length - a.length);
}

/**
 * One case-insensitive PostgreSQL pattern matching any needle as a whole word where it starts or ends
 * with a letter or digit ("Ann Lee" is not found inside "Joann Leeds"), so a name is rewritten, never
 * a longer word that contains it.
 */
export function needlePattern(needles: string[]): string {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const word = (text: string) => `${/^\w/.test(text) ? "\\y" : ""}${escape(text)}${/\w$/.test(text) ? "\\y" : ""}`;
  return `(${needles.map(word).join("|")})`;
}

/** `column` with every needle replaced by the erased student's new name, in the studio's rows where it occurs. */
async function rewrite(tx: Tx, [table, studioColumn, column]: Place, pattern: string, placeholder: string, studioId: string) {
  await tx
    .update(table)
    .set({ [keyOf(table, column)]: sql`regexp_replace(${column}, ${pattern}, ${placeholder}, 'gi')` } as never)
    .where(and(eq(studioColumn, studioId), sql`${column} ~* ${pattern}`) as SQL);
}

/** A text column, with its table and the table's studio column. */
type Place = [PgTable, PgColumn, PgColumn];

/** The property name drizzle knows a column by in its table (update().set() takes those). */
function keyOf(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(table as unknown as Record<string, unknown>).find(([, value]) => value === column);
  if (!entry) throw new Error(`Column ${column.name} is not in its table.`);
  return entry[0];
}

/**
 * Everywhere the studio wrote about people in its own words — lesson and class notes, other students'
 * progress notes, the board, announcements, the ledger's descriptions and notes, scheduled charges, the
 * e-mail log — the erased student's name, e-mail and phone become "Former student #N". Amounts and
 * dates are never touched.
 */
export async function rewriteMentions(tx: Tx, studioId: string, needles: string[], placeholder: string): Promise<void> {
  if (!needles.length) return;
  const pattern = needlePattern(needles);
  const places: Place[] = [
    [ledgerEntries, ledgerEntries.studioId, ledgerEntries.description],
    [ledgerEntries, ledgerEntries.studioId, ledgerEntries.note],
    [paymentItems, paymentItems.studioId, paymentItems.description],
    [events, events.studioId, events.notes],
    [series, series.studioId, series.notes],
    [progressNotes, progressNotes.studioId, progressNotes.body],
    [assessments, assessments.studioId, assessments.notes],
    [practiceLogs, practiceLogs.studioId, practiceLogs.note],
    [goals, goals.studioId, goals.title],
    [boardPosts, boardPosts.studioId, boardPosts.title],
    [boardPosts, boardPosts.studioId, boardPosts.body],
    [boardPosts, boardPosts.studioId, boardPosts.authorName],
    [boardReplies, boardReplies.studioId, boardReplies.body],
    [boardReplies, boardReplies.studioId, boardReplies.authorName],
    [announcements, announcements.studioId, announcements.subject],
    [announcements, announcements.studioId, announcements.body],
    [outboxMessages, outboxMessages.studioId, outboxMessages.recipient],
    [outboxMessages, outboxMessages.studioId, outboxMessages.recipientName],
    [outboxMessages, outboxMessages.studioId, outboxMessages.subject],
    [outboxMessages, outboxMessages.studioId, outboxMessages.text],
    [outboxMessages, outboxMessages.studioId, outboxMessages.html],
    [outboxMessages, outboxMessages.studioId, outboxMessages.lastError],
  ];
  for (const place of places) await rewrite(tx, place, pattern, placeholder, studioId);
  // A saved answer to a money request (kept a day for retries) may repeat the name: it goes.
  await tx.delete(idempotencyKeys).where(and(eq(idempotencyKeys.studioId, studioId), sql`${idempotencyKeys.response}::text ~* ${pattern}`));
}

/**
 * Uploaded import files keep the rows as the previous system wrote them, and the import screen shows
 * their first rows: the erased student's values in them are replaced too (files that aren't UTF-8
 * text are left as they are; they can't have been read as anyone's name).
 */
export async function rewriteImportFiles(tx: Tx, studioId: string, needles: string[], placeholder: string): Promise<void> {
  if (!needles.length) return;
  const files = await tx
    .select({ id: importBatches.id, content: importBatches.content })
    .from(importBatches)
    .where(eq(importBatches.studioId, studioId));
  const regex = new RegExp(needles.map((needle) => needle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "gi");
  for (const file of files) {
    const text = Buffer.from(file.content).toString("utf8");
    regex.lastIndex = 0;
    if (!regex.test(text)) continue;
    const rewritten = text.replace(regex, placeholder);
    await tx
      .update(importBatches)
      .set({ content: Buffer.from(rewritten, "utf8") })
      .where(and(eq(importBatches.studioId, studioId), eq(importBatches.id, file.id)));
  }
}
