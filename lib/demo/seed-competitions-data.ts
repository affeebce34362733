import type { COMPETITION_ENTRY_STATUSES, COMPETITION_ENTRY_TYPES } from "@/lib/db/schema/column-values";
import type { DanceStyle } from "@/lib/progress/levels";

/** The demo's three events, entry by entry (lib/demo/seed-competitions.ts writes them). */
export type Dancer = "sam" | "partner" | "maria1" | "maria2" | "james1" | "james2";
export type Teacher = "maria" | "james";
/** One entry as the seed writes it: who dances, with whom, what (dances by name in one style). */
export type SeedEntry = {
  student: Dancer;
  with?: Teacher | "partner";
  type: (typeof COMPETITION_ENTRY_TYPES)[number];
  style: DanceStyle;
  dances: string[];
  title?: string;
  status?: (typeof COMPETITION_ENTRY_STATUSES)[number];
  /** Above the level progress suggests: an exam is taken at the next level. */
  nextLevel?: true;
  /** A medal exam's slot, minutes after the exam day's first slot. */
  slot?: number;
  /** The past competition's sheet: heat number, minutes after its first heat, placement and note. */
  heat?: [number: string, minutes: number, placement: number, note?: string];
};

const SMOOTH = "american-smooth";
const RHYTHM = "american-rhythm";
const STANDARD = "international-standard";

export const SHOWCASE_ENTRIES: SeedEntry[] = [
  { student: "sam", with: "maria", type: "single", style: SMOOTH, dances: ["Waltz"] },
  { student: "sam", with: "maria", type: "single", style: SMOOTH, dances: ["Foxtrot"] },
  { student: "sam", with: "maria", type: "multi", style: SMOOTH, dances: ["Waltz", "Foxtrot"], title: "Two-Dance W/F" },
  { student: "sam", with: "maria", type: "single", style: RHYTHM, dances: ["Cha Cha"] },
  { student: "sam", with: "maria", type: "single", style: RHYTHM, dances: ["Rumba"] },
  { student: "sam", with: "partner", type: "single", style: RHYTHM, dances: ["Cha Cha"] },
  { student: "maria1", with: "maria", type: "single", style: RHYTHM, dances: ["Cha Cha"] },
  { student: "maria1", with: "maria", type: "single", style: RHYTHM, dances: ["Rumba"] },
  { student: "maria2", with: "maria", type: "single", style: SMOOTH, dances: ["Waltz"] },
  { student: "maria2", with: "maria", type: "solo", style: RHYTHM, dances: ["Rumba"], title: "Showcase solo" },
  { student: "james1", with: "james", type: "single", style: STANDARD, dances: ["Waltz"] },
  { student: "james1", with: "james", type: "single", style: STANDARD, dances: ["Quickstep"] },
  { student: "james2", with: "james", type: "single", style: STANDARD, dances: ["Waltz"] },
  // A student's own proposal, waiting for staff to confirm it.
  { student: "james2", with: "james", type: "single", style: STANDARD, dances: ["Foxtrot"], status: "proposed" },
];

export const PAST_ENTRIES: SeedEntry[] = [
  { student: "sam", with: "maria", type: "single", style: SMOOTH, dances: ["Waltz"], heat: ["112", 0, 2] },
  { student: "sam", with: "maria", type: "single", style: SMOOTH, dances: ["Foxtrot"], heat: ["118", 9, 1] },
  { student: "maria2", with: "maria", type: "single", style: SMOOTH, dances: ["Waltz"], heat: ["113", 1.5, 3] },
  { student: "sam", with: "maria", type: "single", style: RHYTHM, dances: ["Cha Cha"], heat: ["204", 60, 3, "Callback to the final"] },
  { student: "sam", with: "maria", type: "single", style: RHYTHM, dances: ["Rumba"], heat: ["209", 67.5, 1] },
  // The organiser put Maria's two Rumba heats a minute apart: on the floor twice, a conflict on her sheet.
  { student: "maria1", with: "maria", type: "single", style: RHYTHM, dances: ["Rumba"], heat: ["209A", 68.5, 2] },
  { student: "sam", with: "partner", type: "single", style: RHYTHM, dances: ["Cha Cha"], heat: ["231", 90, 4] },
  { student: "james1", with: "james", type: "single", style: STANDARD, dances: ["Waltz"], heat: ["305", 120, 1] },
  { student: "james1", with: "james", type: "single", style: STANDARD, dances: ["Quickstep"], heat: ["311", 129, 2] },
];

export const EXAM_ENTRIES: SeedEntry[] = [
  { student: "sam", with: "maria", type: "exam", style: SMOOTH, dances: ["Waltz", "Foxtrot"], nextLevel: true, slot: 0 },
  { student: "maria1", with: "maria", type: "exam", style: RHYTHM, dances: ["Cha Cha", "Rumba"], nextLevel: true, slot: 15 },
  { student: "james1", with: "james", type: "exam", style: STANDARD, dances: ["Waltz", "Quickstep"], nextLevel: true, slot: 30 },
  { student: "maria2", with: "maria", type: "exam", style: SMOOTH, dances: ["Waltz"], nextLevel: true, slot: 45 },
];
