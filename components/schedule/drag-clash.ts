import { formatClock } from "./format";
import { labelEvent, shortName } from "./event-label";
import type { EventView } from "./types";

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

/** "7–8 PM", "7:30–8:15 PM", "11 AM–12:30 PM": the time of a clash as people say it. */
export function formatSpan(start: number, end: number, timeZone: string): string {
  const [from, to] = [formatClock(new Date(start), timeZone), formatClock(new Date(end), timeZone)].map((text) => text.replace(":00", ""));
  const suffix = from.slice(-2);
  return suffix === to.slice(-2) ? `${from.slice(0, -3)}–${to}` : `${from}–${to}`;
}

/**
 * The first thing a drag would collide with, in words ("Maria L. teaches Bronze Waltz 7–8 PM"), from
 * the events already on the page. The same rules as the server's (its instructor or its room), plus
 * a booked student who would be in two places; the server stays the judge when the drag is dropped.
 */
export function findClash(entries: ClashEntry[], candidate: ClashCandidate, timeZone: string): string | null {
  const { instructorId, roomId, students, start, end, eventId } = candidate;
  if (!instructorId && !roomId && students.length === 0) return null;
  for (const entry of entries) {
    if (entry.start >= end || entry.end <= start || entry.event.id === eventId) continue;
    const other = entry.event;
    const when = () => formatSpan(entry.start, entry.end, timeZone);
    const what = () => (other.service.kind === "private" || other.service.kind === "rental" ? labelEvent(other).spoken.lead : other.title);
    if (instructorId && other.instructorId === instructorId)
      return `${shortName(other.instructor?.name ?? "The instructor")} teaches ${what()} ${when()}`;
    if (roomId && other.roomId === roomId) return `${other.room?.name ?? "The room"} is booked for ${what()} ${when()}`;
    const student = students.length ? other.students.find((name) => students.includes(name)) : undefined;
    if (student) return `${student} has ${other.title}${other.instructor ? ` with ${shortName(other.instructor.name)}` : ""} ${when()}`;
  }
  return null;
}
