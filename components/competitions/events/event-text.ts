import type { COMPETITION_ENTRY_TYPES, COMPETITION_ITEM_KINDS, COMPETITION_KINDS } from "@/lib/competitions/events-values";

export type CompetitionKind = (typeof COMPETITION_KINDS)[number];
export type EntryType = (typeof COMPETITION_ENTRY_TYPES)[number];
export type ItemKind = (typeof COMPETITION_ITEM_KINDS)[number];

export const KIND_NAMES: Record<CompetitionKind, string> = {
  showcase: "In-studio showcase",
  medal_ball: "Medal ball",
  competition: "Competition",
  medal_exam: "Medal exam day",
};

export const ENTRY_TYPE_NAMES: Record<EntryType, string> = {
  single: "Single dance",
  multi: "Multi-dance",
  scholarship: "Scholarship",
  solo: "Solo",
  exam: "Exam",
};

export const ITEM_KIND_NAMES: Record<ItemKind, string> = { package: "Package", extra: "Extra", shared: "Shared cost" };

const day = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" }).format(new Date(`${iso}T12:00:00Z`));

/** "Sat, Mar 14, 2027" or "Mar 14 – 15, 2027": an event's local days. */
export function daysText(startsOn: string, endsOn: string): string {
  if (startsOn === endsOn) return day(startsOn, { weekday: "short", month: "short", day: "numeric", year: "numeric" });
  return `${day(startsOn, { month: "short", day: "numeric" })} – ${day(endsOn, { month: "short", day: "numeric", year: "numeric" })}`;
}

export function dayText(iso: string): string {
  return day(iso, { month: "short", day: "numeric", year: "numeric" });
}
