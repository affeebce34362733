import { TZDate } from "@date-fns/tz";

/** "YYYY-MM-DD" and "HH:MM" as the studio's clocks show them. */
export type LocalParts = { date: string; time: string; weekday: number };

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone }).format(0);
    return timeZone.length > 0;
  } catch {
    return false;
  }
}

/**
 * The instant at which the studio's clocks show `date` `time`. A weekly 7:00 PM class is computed
 * from its local date and time each week, so it stays at 7:00 PM on both sides of a DST change.
 * A time skipped by spring-forward (2:30 AM) moves to the hour after, as clocks do.
 */
export function localToInstant(date: string, time: string, timeZone: string): Date {
  const d = DATE_RE.exec(date);
  const t = TIME_RE.exec(time);
  if (!d || !t) throw new Error(`Invalid local date/time ${date} ${time}`);
  const zoned = new TZDate(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), timeZone);
  return new Date(zoned.getTime());
}

/** What the studio's clocks show at `instant`. */
export function instantToLocal(instant: Date, timeZone: string): LocalParts {
  const zoned = new TZDate(instant.getTime(), timeZone);
  return {
    date: `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`,
    time: `${pad(zoned.getHours())}:${pad(zoned.getMinutes())}`,
    weekday: zoned.getDay(),
  };
}

/** Calendar-day arithmetic on "YYYY-MM-DD", independent of any time zone. */
export function addDays(date: string, days: number): string {
  const d = DATE_RE.exec(date);
  if (!d) throw new Error(`Invalid date ${date}`);
  const utc = new Date(Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]) + days));
  return utc.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** "10:00–10:45 AM", or "11:30 AM–12:15 PM" when the range crosses noon, in the studio's zone. */
export function formatTimeRange(start: Date, end: Date, timeZone: string): string {
  const format = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone });
  const [a, b] = [format.format(start), format.format(end)].map((text) => text.replace(/\s/g, " "));
  const [aTime, aMeridiem] = a.split(" ");
  const [, bMeridiem] = b.split(" ");
  return aMeridiem === bMeridiem ? `${aTime}–${b}` : `${a}–${b}`;
}

/** "Sat, Nov 7" in the studio's zone. */
export function formatDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone }).format(instant);
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}
