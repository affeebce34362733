import { addDays, localToInstant } from "@/lib/dates/wall-time";

/** The local hour an item is charged on its due day, in the studio's time zone (exists on every DST day). */
export const CHARGE_TIME = "06:00";

/** Card retries after a failure: this many days after the due day, then the item stays failed. */
export const RETRY_AFTER_DAYS = [1, 3, 7] as const;

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

export type Every = "week" | "2weeks" | "month";

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

/** When the card is tried again after `tries` failed attempts (null: no retry left). */
export function retryInstant(dueOn: string, tries: number, timeZone: string): Date | null {
  const days = RETRY_AFTER_DAYS[tries - 1];
  return days === undefined ? null : chargeInstant(addDays(dueOn, days), timeZone);
}

/**
 * Splits `totalCents` into `count` whole-cent instalments that add up exactly: equal parts, the
 * cents left over on the first ones ($100 in 3: $33.34, $33.33, $33.33).
 */
export function splitCents(totalCents: number, count: number): number[] {
  const base = Math.floor(totalCents / count);
  const rest = totalCents - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < rest ? 1 : 0));
}
