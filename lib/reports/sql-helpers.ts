import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";

/** Booking outcomes staff post after a lesson: what attendance, payroll and revenue count. */
export const POSTED = sql.raw(`('attended', 'no_show', 'late_cancel')`);

/** Rows of a raw query; pg answers bigint and numeric as strings, so callers read numbers with `toNumber`. */
export function selectRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return queryRows<T>(db, query);
}

export function toNumber(value: unknown): number {
  if (value === null || value === undefined) return 0;
  return typeof value === "number" ? value : Number(value);
}

/** attended ÷ (attended + no-shows + late cancels), as a fraction with 4 decimals; null with nothing posted. */
export function attendanceRate(attended: number, noShows: number, lateCancels: number): number | null {
  const posted = attended + noShows + lateCancels;
  return posted === 0 ? null : Math.round((attended / posted) * 10_000) / 10_000;
}

export function ratio(part: number, whole: number | null): number | null {
  return whole ? Math.round((part / whole) * 10_000) / 10_000 : null;
}

/** ISO text of a timestamp read from a raw query (pg gives Date, PGlite may too, or a string). */
export function isoOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}

/** SQL on events (alias e): only the scoped instructor's lessons, when the report is scoped. */
export function eventScope(instructorId: string | null): SQL {
  return instructorId ? sql`and e.instructor_id = ${instructorId}` : sql``;
}

/**
 * Posted outcomes exist only for lessons already begun, or (a late cancel) inside the cancellation
 * window, at most 14 days ahead (lib/payments/schemas.ts): lists of them stop scanning there.
 */
export function postedUntil(window: { end: Date }, now: Date): Date {
  return new Date(Math.min(window.end.getTime(), now.getTime() + 15 * 86_400_000));
}
