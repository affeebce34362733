// The ballroom model's fixed vocabulary (issue 13), shared by the schema, the API and the screens:
// no imports, so client components can read it without pulling the database in.

/**
 * The medal ladder in order: Newcomer, Bronze 1–4, Silver 1–4, Gold 1–4, Gold Bar. The keys are
 * stable (stored in rows, taken by every API); a studio may rename them, never reorder them.
 */
export const LEVEL_KEYS = [
  "newcomer",
  "bronze-1",
  "bronze-2",
  "bronze-3",
  "bronze-4",
  "silver-1",
  "silver-2",
  "silver-3",
  "silver-4",
  "gold-1",
  "gold-2",
  "gold-3",
  "gold-4",
  "gold-bar",
] as const;
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

export function isLevelKey(value: string): value is LevelKey {
  return (LEVEL_KEYS as readonly string[]).includes(value);
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

export const DANCE_STYLES = ["american-smooth", "american-rhythm", "international-standard", "international-latin", "club"] as const;
export type DanceStyle = (typeof DANCE_STYLES)[number];
export const STYLE_NAMES: Record<DanceStyle, string> = {
  "american-smooth": "American Smooth",
  "american-rhythm": "American Rhythm",
  "international-standard": "International Standard",
  "international-latin": "International Latin",
  club: "Club & social",
};

/** Where a student is with one figure; `checked` is an instructor's dated check-off. */
export const FIGURE_STATUSES = ["introduced", "learning", "checked"] as const;
export type FigureStatus = (typeof FIGURE_STATUSES)[number];

export const ASSESSMENT_RESULTS = ["pass", "retry"] as const;
/** A studio check-out by an instructor, or a medal test in front of an examiner. */
export const ASSESSMENT_KINDS = ["check-out", "medal-test"] as const;
/** A level to reach in some dances, minutes of practice a week, or anything else in words. */
export const GOAL_KINDS = ["level", "practice", "other"] as const;

/** "Waltz (American Smooth)": two dances share a name, the style tells them apart. */
export function danceLabel(dance: { name: string; style: DanceStyle }): string {
  return `${dance.name} (${STYLE_NAMES[dance.style]})`;
}
