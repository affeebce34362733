import { chargeInstant } from "@/lib/dates/due-days";
import { addDays } from "@/lib/dates/wall-time";

// The calendar arithmetic lives below every domain (package sales use it too, with lib/money/split-cents.ts); autopay reads it here.
export { addMonthsClamped, chargeInstant, periodEnd, periodStart } from "@/lib/dates/due-days";

/** Card retries after a failure: this many days after the first failure, then the item stays failed. */
export const RETRY_AFTER_DAYS = [1, 3, 7] as const;

/**
 * When the card is tried again after `tries` failed attempts, the last on `failedOn` (the studio's
 * day): retries fall 1, 3 and 7 days after the first failure (gaps of 1, 2 and 4 days), at
 * CHARGE_TIME; null when no retry is left.
 */
export function retryInstant(failedOn: string, tries: number, timeZone: string): Date | null {
  const days = RETRY_AFTER_DAYS[tries - 1];
  if (days === undefined) return null;
  return chargeInstant(addDays(failedOn, days - (RETRY_AFTER_DAYS[tries - 2] ?? 0)), timeZone);
}
