// The ballroom model's fixed vocabulary, shared by the schema, the API and the screens:
// only the column values (no drizzle), so client components can read it without pulling the database in.

import { ASSESSMENT_RESULTS, DANCE_STYLES, LEVEL_KEYS, PASSING_RESULTS } from "@/lib/db/schema/column-values";

// The vocabulary lives beside the columns that store it (lib/db stays below every domain).
export {
  ASSESSMENT_KINDS,
  ASSESSMENT_RESULTS,
  DANCE_STYLES,
  FIGURE_STATUSES,
  GOAL_KINDS,
  LEVEL_KEYS,
  PASSING_RESULTS,
} from "@/lib/db/schema/column-values";

export type AssessmentResult = (typeof ASSESSMENT_RESULTS)[number];

/** Whether a result passes its level: a pass, or a pass with honours. */
export function isPassing(result: AssessmentResult): boolean {
  return (PASSING_RESULTS as readonly string[]).includes(result);
}

/** How a result reads on a screen or in a message. */
export const RESULT_NAMES: Record<AssessmentResult, string> = { pass: "Passed", honours: "Honours", retry: "Retry" };

export type LevelKey = (typeof LEVEL_KEYS)[number];

export const MEDALS = ["newcomer", "bronze", "silver", "gold", "gold-bar"] as const;
export type Medal = (typeof MEDALS)[number];
export const MEDAL_NAMES: Record<Medal, string> = {
  newcomer: "Newcomer",
  bronze: "Bronze",
  silver: "Silver",
  gold: "Gold",
  "gold-bar": "Gold Bar",
};

/** "bronze-3" → "Bronze 3", "gold-bar" → "Gold Bar": the names a studio starts with. */
export function defaultLevelName(key: LevelKey): string {
  const [medal, step] = key.split("-");
  if (key === "gold-bar") return "Gold Bar";
  return `${MEDAL_NAMES[medal as Medal]}${step ? ` ${step}` : ""}`;
}

export function levelOrder(key: LevelKey): number {
  return LEVEL_KEYS.indexOf(key);
}

/** The medal a level belongs to: figures are counted per medal ("14/22 Bronze Waltz figures"). */
export function medalOf(key: LevelKey): Medal {
  return key === "gold-bar" ? "gold-bar" : (key.split("-")[0] as Medal);
}

/** The level after this one, or null at the top of the ladder. */
export function nextLevel(key: LevelKey): LevelKey | null {
  return LEVEL_KEYS[levelOrder(key) + 1] ?? null;
}

export type DanceStyle = (typeof DANCE_STYLES)[number];
export const STYLE_NAMES: Record<DanceStyle, string> = {
  "american-smooth": "American Smooth",
  "american-rhythm": "American Rhythm",
  "international-standard": "International Standard",
  "international-latin": "International Latin",
  club: "Club & social",
};

export type FigureStatus = (typeof import("@/lib/db/schema/column-values").FIGURE_STATUSES)[number];

/** "Waltz (American Smooth)": two dances share a name, the style tells them apart. */
export function danceLabel(dance: { name: string; style: DanceStyle }): string {
  return `${dance.name} (${STYLE_NAMES[dance.style]})`;
}
