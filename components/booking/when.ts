import { formatClock, formatDateLabel } from "@/components/schedule/format";
import { instantToLocal } from "@/lib/dates/wall-time";
import type { StudioLocale } from "@/lib/studio/locales";
import { plural } from "@/lib/text/plural";

/** "Tuesday, November 24, 2026 · 7:00 PM–8:00 PM" in the studio's time zone. */
export function formatWhen(startsAt: string, endsAt: string, timeZone: string, locale: StudioLocale): string {
  const start = new Date(startsAt);
  return `${formatDateLabel(instantToLocal(start, timeZone).date, "long", locale)} · ${formatClock(start, timeZone, locale)}–${formatClock(new Date(endsAt), timeZone, locale)}`;
}

/** "Monday, November 23, 2026, 7:00 PM" in the studio's time zone. */
export function formatInstant(at: string, timeZone: string, locale: StudioLocale): string {
  const instant = new Date(at);
  return `${formatDateLabel(instantToLocal(instant, timeZone).date, "long", locale)}, ${formatClock(instant, timeZone, locale)}`;
}

/** The policy sentence students read before they confirm a cancel. */
export function policyText(windowHours: number): string {
  return `Cancelling less than ${plural(windowHours, "hour")} before is a late cancellation.`;
}
