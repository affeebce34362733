/**
 * "Tue, Nov 25, 7:00 PM EST" in the studio's zone, the zone named, so a student travelling (or a
 * mail client in another zone) can't misread it. The zone's IANA name goes in each message's footer.
 */
export function formatWhen(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone,
  })
    .format(instant)
    .replace(/\s/g, " ");
}

/** "Nov 25, 2026" in the studio's zone. */
export function formatDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone }).format(instant);
}

/** "Dec 10, 2026" for a local day ("2026-12-10"): the day itself, no zone to convert through. */
export function formatLocalDay(day: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );
}
