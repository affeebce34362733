import type { DateRange } from "./date-rules";

/** The calendar month a date ("YYYY-MM-DD") falls in, first to last day: the Payments screen's default period. */
export function monthRange(date: string): DateRange {
  const [year, month] = date.split("-").map(Number);
  // Day 0 of the next month is this month's last day; UTC keeps it free of the machine's zone.
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = date.slice(0, 7);
  return { from: `${prefix}-01`, to: `${prefix}-${String(last).padStart(2, "0")}` };
}
