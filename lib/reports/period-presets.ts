import { addDays, daysBetween, weekdayOf } from "@/lib/dates/wall-time";
import type { DateSpan } from "./report-types";

/** The periods the Reports screen offers; each is a range of whole local dates, both ends included. */
export const PERIOD_PRESETS = [
  { key: "this-week", label: "This week" },
  { key: "last-week", label: "Last week" },
  { key: "this-month", label: "This month" },
  { key: "last-month", label: "Last month" },
  { key: "this-quarter", label: "This quarter" },
  { key: "this-year", label: "This year" },
  { key: "custom", label: "Custom range" },
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]["key"];

/** At most five years at a time (the longest range the API answers). */
export const MAX_PERIOD_DAYS = 5 * 365 + 2;

function monthStart(date: string, monthsAgo = 0): string {
  const [year, month] = date.split("-").map(Number);
  const first = new Date(Date.UTC(year, month - 1 - monthsAgo, 1));
  return first.toISOString().slice(0, 10);
}

function monthEnd(start: string, months = 1): string {
  const [year, month] = start.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1 + months, 0)).toISOString().slice(0, 10);
}

/**
 * The dates of a preset around `today` (the studio's local date). Weeks start on the studio's
 * `weekStart` (0 = Sunday, the default); quarters are calendar quarters.
 */
export function presetRange(preset: Exclude<PeriodPreset, "custom">, today: string, weekStart = 0): DateSpan {
  const weekFrom = addDays(today, -((weekdayOf(today) - weekStart + 7) % 7));
  switch (preset) {
    case "this-week":
      return { from: weekFrom, to: addDays(weekFrom, 6) };
    case "last-week":
      return { from: addDays(weekFrom, -7), to: addDays(weekFrom, -1) };
    case "this-month":
      return { from: monthStart(today), to: monthEnd(monthStart(today)) };
    case "last-month": {
      const from = monthStart(today, 1);
      return { from, to: monthEnd(from) };
    }
    case "this-quarter": {
      const month = Number(today.slice(5, 7));
      const from = monthStart(today, (month - 1) % 3);
      return { from, to: monthEnd(from, 3) };
    }
    case "this-year":
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
  }
}

/** The period of the same length just before: a week's previous week, 31 days before a 31-day month. */
export function previousSpan(span: DateSpan): DateSpan {
  const days = daysBetween(span.from, span.to) + 1;
  const to = addDays(span.from, -1);
  return { from: addDays(to, -(days - 1)), to };
}

/** Which preset a range is (so the picker shows "Last month" for a linked URL), or "custom". */
export function presetOf(span: DateSpan, today: string, weekStart = 0): PeriodPreset {
  for (const { key } of PERIOD_PRESETS) {
    if (key === "custom") continue;
    const range = presetRange(key, today, weekStart);
    if (range.from === span.from && range.to === span.to) return key;
  }
  return "custom";
}
