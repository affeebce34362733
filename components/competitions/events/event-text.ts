import type { COMPETITION_ENTRY_TYPES, COMPETITION_ITEM_KINDS, COMPETITION_KINDS } from "@/lib/competitions/events-values";
import type { StudioLocale } from "@/lib/studio/locales";
import { plainSpaces } from "@/lib/text/plain-spaces";

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

const noon = (iso: string) => new Date(`${iso}T12:00:00Z`);
const DAY: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" };

/** "Sat, Mar 14, 2027" or "Mar 14 – 15, 2027" (en-US); "Sat 14 Mar 2027" or "14–15 Mar 2027" (en-GB): an event's local days. */
export function daysText(startsOn: string, endsOn: string, locale: StudioLocale): string {
  if (startsOn === endsOn) return new Intl.DateTimeFormat(locale, { ...DAY, weekday: "short" }).format(noon(startsOn));
  return plainSpaces(new Intl.DateTimeFormat(locale, DAY).formatRange(noon(startsOn), noon(endsOn)));
}

/** "Sat, Dec 5" (en-US) or "Sat 5 Dec" (en-GB) for one of an event's days. */
export function weekdayText(iso: string, locale: StudioLocale): string {
  return new Intl.DateTimeFormat(locale, { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(noon(iso));
}

export function dayText(iso: string, locale: StudioLocale): string {
  return new Intl.DateTimeFormat(locale, DAY).format(noon(iso));
}
