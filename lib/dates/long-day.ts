/** A calendar day "YYYY-MM-DD" written out ("April 25, 1990"): a birthday or an answer, no time zone involved. */
export function formatLongDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}
