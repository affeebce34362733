import type { StudioClock } from "@/lib/studio/locales";

/** "Tue, Nov 25" (en-US) or "Tue 25 Nov" (en-GB) in the studio's zone: a visitor reads the studio's local times. */
export function formatDay(iso: string, { timeZone, locale }: StudioClock): string {
  return new Intl.DateTimeFormat(locale, { weekday: "short", month: "short", day: "numeric", timeZone }).format(new Date(iso));
}

/** "7:00 PM" (en-US) or "19:00" (en-GB) in the studio's zone. */
export function formatTime(iso: string, { timeZone, locale }: StudioClock): string {
  return new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone }).format(new Date(iso)).replace(/\s/g, " ");
}

export function formatWhen(iso: string, clock: StudioClock): string {
  return `${formatDay(iso, clock)}, ${formatTime(iso, clock)}`;
}
