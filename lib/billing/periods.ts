import type { BillingInterval } from "./plans";

/**
 * Calendar arithmetic for billing periods, in UTC. A month later keeps the day of the month, clamped
 * to the month's last day (Jan 31 → Feb 28), as card processors bill; `count` may be negative.
 */
export function addInterval(date: Date, interval: BillingInterval, count = 1): Date {
  const months = (interval === "year" ? 12 : 1) * count;
  const target = new Date(date.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/** A period is stored by its end only; its start is one interval earlier. */
export function periodStart(periodEnd: Date, interval: BillingInterval): Date {
  return addInterval(periodEnd, interval, -1);
}

/** The share of [start, end) still ahead of `now`, between 0 and 1. */
export function remainingFraction(start: Date, end: Date, now: Date): number {
  const length = end.getTime() - start.getTime();
  if (length <= 0) return 0;
  return Math.min(1, Math.max(0, (end.getTime() - now.getTime()) / length));
}
