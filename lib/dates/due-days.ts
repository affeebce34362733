import { addDays, localToInstant } from "./wall-time";

/**
 * Days things fall due on, counted in the studio's calendar: a schedule every week, 2 weeks or month
 * from a first day, and the instant on that day an automatic charge is first tried.
 */

/** The local hour an item is charged on its due day, in the studio's time zone (exists on every DST day). */
export const CHARGE_TIME = "06:00";

/**
 * `date` plus `months` calendar months, the day kept where the month has it and otherwise the
 * month's last day: counted from the same start each time, Jan 31 → Feb 28 → Mar 31.
 */
export function addMonthsClamped(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number);
  const index = year * 12 + (month - 1) + months;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(Math.min(day, last)).padStart(2, "0")}`;
}

export const EVERY = ["week", "2weeks", "month"] as const;
export type Every = (typeof EVERY)[number];

/** The start of the `index`-th period (0: the first) of a schedule starting on `startsOn`. */
export function periodStart(startsOn: string, every: Every, index: number): string {
  if (every === "month") return addMonthsClamped(startsOn, index);
  return addDays(startsOn, index * (every === "week" ? 7 : 14));
}

/** The last day of the `index`-th period: the day before the next one starts. */
export function periodEnd(startsOn: string, every: Every, index: number): string {
  return addDays(periodStart(startsOn, every, index + 1), -1);
}

/** When an item due on `dueOn` is first tried: CHARGE_TIME on that day, on the studio's clocks. */
export function chargeInstant(dueOn: string, timeZone: string): Date {
  return localToInstant(dueOn, CHARGE_TIME, timeZone);
}
