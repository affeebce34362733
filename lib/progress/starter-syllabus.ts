import { DANCES_BY_STYLE } from "./dance-names";
import { DANCE_STYLES, type LevelKey } from "./levels";
import { AMERICAN_FIGURES } from "./starter-american";
import { INTERNATIONAL_FIGURES } from "./starter-international";

/**
 * The syllabus every studio starts with (copied into its own tables on first use, then theirs to
 * edit). Dances per style as studios teach them; figures are the standard names of each dance's
 * Bronze (and, for a few, Silver) syllabus, in the usual teaching order. Medal-test organisations
 * split a medal into sub-levels differently, so figures are spread evenly over Bronze 1–4 (or Silver
 * 1–4) in that order, as a starting point the studio moves to its own system.
 */
import type { StarterDance } from "./starter-dance";

export type { StarterDance };

const FIGURES = new Map([...AMERICAN_FIGURES, ...INTERNATIONAL_FIGURES].map((dance) => [`${dance.style} ${dance.name}`, dance]));

/** The dances of DANCES_BY_STYLE, style by style, each with its figures where the starter has them. */
export const STARTER_DANCES: readonly StarterDance[] = DANCE_STYLES.flatMap((style) =>
  DANCES_BY_STYLE[style].map((name) => ({ ...FIGURES.get(`${style} ${name}`), name, style })),
);

/** Figures spread in order over a medal's four sub-levels: the first quarter at 1, the next at 2, … */
export function spreadOverMedal(names: readonly string[], medal: "bronze" | "silver"): { name: string; level: LevelKey }[] {
  return names.map((name, index) => ({ name, level: `${medal}-${Math.floor((index * 4) / names.length) + 1}` as LevelKey }));
}
