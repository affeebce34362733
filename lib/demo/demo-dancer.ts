/** One demo dancer: whose records these are, who records them, and the dances they study (first = main). */
export type DemoDancer = { studentId: string; index: number; recorder: string | null; danceIds: string[] };
