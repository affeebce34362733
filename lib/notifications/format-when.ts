import type { StudioClock, StudioLocale } from "@/lib/studio/locales";

const plain = (text: string) => text.replace(/\s/g, " ");

/**
 * "Tue, Nov 25, 7:00 PM EST" (en-US) or "Tue 25 Nov, 19:00 GMT" (en-GB) in the studio's zone, the
 * zone named, so a student travelling (or a mail client in another zone) can't misread it. The
 * zone's IANA name goes in each message's footer.
 */
export function formatWhen(instant: Date, { timeZone, locale }: StudioClock): string {
  return plain(
    new Intl.DateTimeFormat(locale, {
      weekday: "short",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
      timeZone,
    }).format(instant),
  );
}

/** "Nov 25, 2026" (en-US) or "25 Nov 2026" (en-GB) in the studio's zone. */
export function formatDate(instant: Date, { timeZone, locale }: StudioClock): string {
  return plain(new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", year: "numeric", timeZone }).format(instant));
}

/** "Dec 10, 2026" or "10 Dec 2026" for a local day ("2026-12-10"): the day itself, no zone to convert through. */
export function formatLocalDay(day: string, locale: StudioLocale): string {
  return plain(
    new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${day}T12:00:00Z`),
    ),
  );
}
