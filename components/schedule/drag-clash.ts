import { formatClock } from "./format";
import { labelEvent, shortName } from "./event-label";
import type { EventView } from "./types";
import type { StudioLocale } from "@/lib/studio/locales";

/** An event as the drag check reads it: instants as numbers, worked out once per week, not per pointer move. */
export type ClashEntry = { event: EventView; start: number; end: number };
/** Where a dragged ghost would land: what it would occupy, and which event it is (none when creating). */
export type ClashCandidate = {
  eventId: string | null;
  start: number;
  end: number;
  instructorId: string | null;
  roomId: string | null;
  students: string[];
};

export function indexForClash(events: EventView[]): ClashEntry[] {
  return events
    .filter((event) => event.status === "scheduled")
    .map((event) => ({ event, start: Date.parse(event.startsAt), end: Date.parse(event.endsAt) }));
}

/** "7–8 PM", "7:30–8:15 PM", "11 AM–12:30 PM" (or "19:00–20:00"): the time of a clash as people say it. */
export function formatSpan(start: number, end: number, timeZone: string, locale: StudioLocale): string {
  const [from, to] = [formatClock(new Date(start), timeZone, locale), formatClock(new Date(end), timeZone, locale)];
  // A 24-hour clock reads as it is; a 12-hour one drops ":00" and says its half of the day once.
  if (/\d$/.test(from)) return `${from}–${to}`;
  const [short, shortTo] = [from.replace(":00", ""), to.replace(":00", "")];
  const suffix = short.replace(/^.*\d/, "");
  return suffix === shortTo.replace(/^.*\d/, "") ? `${short.slice(0, -suffix.length)}–${shortTo}` : `${short}–${shortTo}`;
}

/**
 * The first thing a drag would collide with, in words ("Maria L. teaches Bronze Waltz 7–8 PM"), from
 * the events already on the page. The same rules as the server's (its instructor or its room), plus
 * a booked student who would be in two places; the server stays the judge when the drag is dropped.
 */
export function findClash(entries: ClashEntry[], candidate: ClashCandidate, timeZone: string, locale: StudioLocale): string | null {
  const { instructorId, roomId, students, start, end, eventId } = candidate;
  if (!instructorId && !roomId && students.length === 0) return null;
  for (const entry of entries) {
    if (entry.start >= end || entry.end <= start || entry.event.id === eventId) continue;
    const other = entry.event;
    const when = () => formatSpan(entry.start, entry.end, timeZone, locale);
    const what = () => (other.service.kind === "private" || other.service.kind === "rental" ? labelEvent(other).spoken.lead : other.title);
    if (instructorId && other.instructorId === instructorId)
      return `${shortName(other.instructor?.name ?? "The instructor")} teaches ${what()} ${when()}`;
    if (roomId && other.roomId === roomId) return `${other.room?.name ?? "The room"} is booked for ${what()} ${when()}`;
    const student = students.length ? other.students.find((name) => students.includes(name)) : undefined;
    if (student) return `${student} has ${other.title}${other.instructor ? ` with ${shortName(other.instructor.name)}` : ""} ${when()}`;
  }
  return null;
}
