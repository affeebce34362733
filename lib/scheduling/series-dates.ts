import { addDays, weekdayOf } from "@/lib/dates/wall-time";

/**
 * The local dates of a weekly series: every chosen weekday from `startDate`, until `until`
 * (inclusive) or `count` occurrences, whichever comes first, never past `horizon`.
 * Returns `reachedHorizon` so the caller can refuse a series that would run past it.
 */
export function seriesDates(options: { weekdays: number[]; startDate: string; until?: string; count?: number; horizon: string }): {
  dates: string[];
  reachedHorizon: boolean;
} {
  const weekdays = new Set(options.weekdays);
  const last = options.until && options.until < options.horizon ? options.until : options.horizon;
  const dates: string[] = [];
  for (let date = options.startDate; date <= last; date = addDays(date, 1)) {
    if (!weekdays.has(weekdayOf(date))) continue;
    dates.push(date);
    if (options.count && dates.length >= options.count) return { dates, reachedHorizon: false };
  }
  const wanted = options.until ?? "9999-12-31";
  return { dates, reachedHorizon: wanted > options.horizon };
}
