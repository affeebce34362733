import "server-only";
import { AppError } from "@/lib/api/app-error";
import { addDays, daysBetween, instantToLocal, localToInstant } from "@/lib/dates/wall-time";
import type { TPeriodQuery } from "./schemas";

export type Period = { from: string; to: string; start: Date; end: Date };

/**
 * A period of whole days in the studio's zone, both ends included: `from`/`to` are dates (or
 * instants, read as their local date). Without them, the last 30 days up to today.
 */
export function resolvePeriod(query: TPeriodQuery, timeZone: string, now = new Date()): Period {
  const today = instantToLocal(now, timeZone).date;
  const to = query.to ? localDate(query.to, timeZone) : today;
  const from = query.from ? localDate(query.from, timeZone) : addDays(to, -29);
  if (daysBetween(from, to) < 0)
    throw new AppError("validation", "`from` must be on or before `to`.", { fields: { to: "Choose an end on or after the start." } });
  if (daysBetween(from, to) > 366 * 5)
    throw new AppError("validation", "Ask for at most five years at a time.", { fields: { from: "Choose a shorter period." } });
  return { from, to, start: localToInstant(from, "00:00", timeZone), end: localToInstant(addDays(to, 1), "00:00", timeZone) };
}

function localDate(value: string, timeZone: string): string {
  return value.length === 10 ? value : instantToLocal(new Date(value), timeZone).date;
}
