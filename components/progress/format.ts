import { danceLabel, defaultLevelName, type DanceStyle, type LevelKey } from "@/lib/progress/levels";
import type { StudioLocale } from "@/lib/studio/locales";

/** What the progress screens know about the studio's level names (GET /api/levels). */
export type LevelOption = { key: LevelKey; name: string; order: number };
export type DanceOption = { id: string; name: string; style: DanceStyle; topLevel: LevelKey; active: boolean };

/** The studio's name for a level key, or the default when the list hasn't loaded. */
export function levelName(levels: readonly LevelOption[], key: LevelKey): string {
  return levels.find((level) => level.key === key)?.name ?? defaultLevelName(key);
}

export function danceName(dances: readonly DanceOption[], id: string): string {
  const dance = dances.find((row) => row.id === id);
  return dance ? danceLabel(dance) : "A dance";
}

/** "Nov 3, 2026" (en-US) or "3 Nov 2026" (en-GB) from a local date "2026-11-03" (a calendar day: no time zone moves it). */
export function formatDay(date: string, locale: StudioLocale, withYear = true): string {
  return new Intl.DateTimeFormat(locale, {
    month: "short",
    day: "numeric",
    ...(withYear ? { year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

/** "1 h 30 min", "45 min", "2 h". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export function formatPercent(rate: number | null): string {
  return rate === null ? "—" : `${Math.round(rate * 100)}%`;
}
