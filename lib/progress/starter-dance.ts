import type { DanceName } from "./dance-names";
import type { DanceStyle } from "./levels";

/** One dance of the starter syllabus: its style and the standard figures per level. */
export type StarterDance = { name: DanceName; style: DanceStyle; bronze?: readonly string[]; silver?: readonly string[] };

/** The standard figures of one dance of DANCES_BY_STYLE (named within its own style); a dance without an entry starts with none. */
export type StarterFigures = {
  [S in DanceStyle]: { name: DanceName<S>; style: S; bronze?: readonly string[]; silver?: readonly string[] };
}[DanceStyle];
