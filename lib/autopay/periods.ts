import { chargeInstant } from "@/lib/dates/due-days";
import { addDays } from "@/lib/dates/wall-time";

// The calendar arithmetic and the split live below every domain (package sales use them too); autopay reads them here.
export { addMonthsClamped, CHARGE_TIME, chargeInstant, periodEnd, periodStart, type Every } from "@/lib/dates/due-days";
export { splitCents } from "@/lib/money/split-cents";

/** Card retries after a failure: this many days after the due day, then the item stays failed. */
export const RETRY_AFTER_DAYS = [1, 3, 7] as const;

/** When the card is tried again after `tries` failed attempts (null: no retry left). */
export function retryInstant(dueOn: string, tries: number, timeZone: string): Date | null {
  const days = RETRY_AFTER_DAYS[tries - 1];
  return days === undefined ? null : chargeInstant(addDays(dueOn, days), timeZone);
}
