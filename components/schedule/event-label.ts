import type { EventView } from "./types";

/** "Maria L." — a first name and initial keeps a narrow block readable; the full name stays in its label. */
export function shortName(name: string): string {
  const parts = name.trim().split(/\s+/);
  return parts.length > 1 ? `${parts[0]} ${parts[parts.length - 1][0]}.` : name;
}

/** "Sam Carter & Chloe Carter" → "Sam & Chloe Carter" when a couple shares a family name. */
export function joinPeople(names: string[]): string {
  if (names.length !== 2) return names.join(", ");
  const [a, b] = names.map((name) => name.trim().split(/\s+/));
  const family = a[a.length - 1];
  if (a.length > 1 && b.length > 1 && b[b.length - 1] === family) return `${a.slice(0, -1).join(" ")} & ${b.join(" ")}`;
  return names.join(" & ");
}

export type EventLabel = {
  /** The line a person scans for: who a private lesson or rental is with, or a class's name. */
  headline: string;
  /** The headline for a block sharing its column: "Sam C. · Maria L." (the full names stay in the label). */
  compact: string;
  /** A class's places taken, "12/16"; null when the event has no places to fill. */
  fill: string | null;
  /** Service, instructor and room, for the lines under the time. */
  detail: string;
  /** The accessible name and hover title around the time: "Private Lesson with Sam Carter" … "Maria Lopez · Studio A". */
  spoken: { lead: string; who: string; fill: string | null };
};

/** What a calendar block says about its event (the block adds the time). */
export function labelEvent(event: EventView): EventLabel {
  const kind = event.service.kind;
  const people = joinPeople(event.students ?? []);
  const teacher = event.instructor ? shortName(event.instructor.name) : null;
  const isClass = kind !== "private" && kind !== "rental" && event.capacity > 1;
  const named = Boolean(people) && (kind === "private" || kind === "rental");
  const headline = kind === "private" ? [people || event.title, teacher].filter(Boolean).join(" · ") : named ? people : event.title;
  const detail = [named ? event.title : null, kind === "private" ? null : teacher, event.room?.name ?? null].filter(Boolean).join(" · ");
  const lead = named ? `${event.title} ${kind === "rental" ? "for" : "with"} ${people}` : event.title;
  const few = (event.students ?? []).map(shortName);
  const compact =
    kind === "private" && few.length ? [few.join(" & "), teacher].filter(Boolean).join(" · ") : named ? few.join(" & ") : headline;
  return {
    headline,
    compact,
    fill: isClass ? `${event.booked}/${event.capacity}` : null,
    detail,
    spoken: {
      lead,
      who: [event.instructor?.name, event.room?.name].filter(Boolean).join(" · "),
      fill: isClass ? `${event.booked} of ${event.capacity} booked` : null,
    },
  };
}
