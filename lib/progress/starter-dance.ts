import type { DanceStyle } from "./levels";

/** One dance of the starter syllabus: its style and the standard figures per level. */
export type StarterDance = { name: string; style: DanceStyle; bronze?: readonly string[]; silver?: readonly string[] };
