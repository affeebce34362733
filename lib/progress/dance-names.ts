import { DANCE_STYLES, type DanceStyle } from "./levels";

/**
 * The dances each style teaches, in teaching order: the one list the starter syllabus copies into a
 * new studio (with the figures of starter-american.ts and starter-international.ts) and the
 * instructor's styles picker offers. A studio's own syllabus may add or rename dances after that.
 */
export const DANCES_BY_STYLE = {
  "american-smooth": ["Waltz", "Tango", "Foxtrot", "Viennese Waltz"],
  "american-rhythm": ["Cha Cha", "Rumba", "East Coast Swing", "Bolero", "Mambo"],
  "international-standard": ["Waltz", "Tango", "Viennese Waltz", "Foxtrot", "Quickstep"],
  "international-latin": ["Cha Cha", "Samba", "Rumba", "Paso Doble", "Jive"],
  club: ["Hustle", "Salsa", "West Coast Swing", "Nightclub Two-Step", "Argentine Tango"],
} as const satisfies Record<DanceStyle, readonly string[]>;

/** A dance of the list; of one style when it is named. */
export type DanceName<S extends DanceStyle = DanceStyle> = (typeof DANCES_BY_STYLE)[S][number];

/** Every dance once, in the order the styles list them (Waltz is one name, taught in Smooth and in Standard). */
export const DANCE_NAMES: readonly DanceName[] = [...new Set(DANCE_STYLES.flatMap((style) => DANCES_BY_STYLE[style]))];
