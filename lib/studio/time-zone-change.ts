import type { StudioLocale } from "./locales";
import { instantToLocal, localToInstant } from "@/lib/dates/wall-time";

/** "New York" from "America/New_York"; "UTC" stays itself. */
export function zoneCity(timeZone: string): string {
  return (timeZone.split("/").pop() ?? timeZone).replace(/_/g, " ");
}

function clockIn(instant: Date, timeZone: string, locale: StudioLocale): string {
  return new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone }).format(instant).replace(/\s/g, " ");
}

function dayIn(instant: Date, timeZone: string, locale: StudioLocale): string {
  return new Intl.DateTimeFormat(locale, { weekday: "short", month: "short", day: "numeric", timeZone }).format(instant);
}

/**
 * What a time zone change does, said before it is saved: lessons are instants and keep them, so
 * their clock time changes. Shown with the studio's next lesson, or with 9:00 today when none, in the studio's locale.
 */
export function describeTimeZoneChange(
  from: string,
  to: string,
  sample: { title: string; startsAt: string } | null,
  locale: StudioLocale,
  now = new Date(),
): string {
  const instant = sample ? new Date(sample.startsAt) : localToInstant(instantToLocal(now, from).date, "09:00", from);
  const example = sample
    ? `${sample.title}, ${dayIn(instant, from, locale)} at ${clockIn(instant, from, locale)} in ${zoneCity(from)}`
    : `a lesson at ${clockIn(instant, from, locale)} in ${zoneCity(from)}`;
  return `Lessons keep their times in ${zoneCity(from)}; they will show as ${clockIn(instant, to, locale)} in ${zoneCity(to)} (${example}).`;
}
