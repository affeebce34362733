// Node's and the browser's ICU differ in the spaces they put in dates ("1:00\u202fPM" or "1:00 PM");
// plain spaces everywhere keep server HTML and client render identical.
function plain(text: string): string {
  return text.replace(/[\u00a0\u2009\u202f]/g, " ");
}

// Building an Intl.DateTimeFormat costs ~40 µs; a week of 300 events formats 600 times per render.
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** "7:00 PM" in the studio's time zone. */
export function formatClock(instant: Date, timeZone: string): string {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone });
    clockFormats.set(timeZone, format);
  }
  return plain(format.format(instant));
}

/** "7 PM" for the hour gutter. */
export function formatHour(hour: number): string {
  const suffix = hour < 12 || hour === 24 ? "AM" : "PM";
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve} ${suffix}`;
}

/** "7:30 PM" from minutes after midnight. */
export function formatMinute(minute: number): string {
  const hour = Math.floor(minute / 60) % 24;
  const suffix = hour < 12 ? "AM" : "PM";
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute % 60).padStart(2, "0")} ${suffix}`;
}

/** "Tue 24" / "Tuesday, November 24, 2026" for a calendar date. */
export function formatDateLabel(date: string, style: "short" | "long" | "month"): string {
  const value = new Date(`${date}T12:00:00Z`);
  if (style === "short")
    return `${new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" }).format(value)} ${Number(date.slice(8))}`;
  const options: Intl.DateTimeFormatOptions =
    style === "month"
      ? { month: "long", year: "numeric", timeZone: "UTC" }
      : { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" };
  return plain(new Intl.DateTimeFormat("en-US", options).format(value));
}

/** "Nov 22 – 28, 2026" for a week. */
export function formatWeekTitle(first: string, last: string): string {
  const format = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
  return plain(format.formatRange(new Date(`${first}T12:00:00Z`), new Date(`${last}T12:00:00Z`)));
}
