import type { StudioLocale } from "@/lib/studio/locales";
import { plainSpaces as plain } from "@/lib/text/plain-spaces";

const STYLES = {
  clock: { hour: "numeric", minute: "2-digit" },
  hour: { hour: "numeric" },
  weekday: { weekday: "short" },
  long: { weekday: "long", month: "long", day: "numeric", year: "numeric" },
  month: { month: "long", year: "numeric" },
  range: { month: "short", day: "numeric", year: "numeric" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

// Building an Intl.DateTimeFormat costs ~40 µs; a week of 300 events formats 600 times per render.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(locale: StudioLocale, timeZone: string, style: keyof typeof STYLES): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone });
    formats.set(key, format);
  }
  return format;
}

/** "7:00 PM" (en-US) or "19:00" (en-GB) in the studio's time zone. */
export function formatClock(instant: Date, timeZone: string, locale: StudioLocale): string {
  return plain(formatOf(locale, timeZone, "clock").format(instant));
}

/** Whether the studio's locale reads a 24-hour clock. */
function isTwentyFourHour(locale: StudioLocale): boolean {
  const cycle = formatOf(locale, "UTC", "clock").resolvedOptions().hourCycle;
  return cycle === "h23" || cycle === "h24";
}

/** "7 PM" (en-US) or "19:00" (en-GB) for the hour gutter. */
export function formatHour(hour: number, locale: StudioLocale): string {
  if (isTwentyFourHour(locale)) return `${String(hour % 24).padStart(2, "0")}:00`;
  return plain(formatOf(locale, "UTC", "hour").format(Date.UTC(2026, 0, 1, hour % 24)));
}

/** "7:30 PM" (en-US) or "19:30" (en-GB) from minutes after midnight. */
export function formatMinute(minute: number, locale: StudioLocale): string {
  return plain(formatOf(locale, "UTC", "clock").format(Date.UTC(2026, 0, 1, 0, minute % (24 * 60))));
}

/**
 * A calendar date: "Tue 24" (short), "Tuesday, November 24, 2026" or "Tuesday, 24 November 2026"
 * (long), "November 2026" (month).
 */
export function formatDateLabel(date: string, style: "short" | "long" | "month", locale: StudioLocale): string {
  const value = new Date(`${date}T12:00:00Z`);
  if (style === "short") return `${formatOf(locale, "UTC", "weekday").format(value)} ${Number(date.slice(8))}`;
  return plain(formatOf(locale, "UTC", style).format(value));
}

/** "Nov 22 – 28, 2026" (en-US) or "22 – 28 Nov 2026" (en-GB) for a week. */
export function formatWeekTitle(first: string, last: string, locale: StudioLocale): string {
  return plain(formatOf(locale, "UTC", "range").formatRange(new Date(`${first}T12:00:00Z`), new Date(`${last}T12:00:00Z`)));
}
