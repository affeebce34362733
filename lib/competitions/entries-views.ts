import { z } from "zod";
import { ZIdOut, ZInstantOut } from "@/lib/api/answer-fields";
import {
  COMPETITION_ENTRY_STATUSES,
  COMPETITION_ENTRY_TYPES,
  COMPETITION_ITEM_KINDS,
  DANCE_STYLES,
  EXAM_RESULTS,
  LEVEL_KEYS,
} from "@/lib/db/schema/column-values";

/** One heat a student enters, with whom, and what progress says about its level. */
export const ZCompetitionEntryView = z.object({
  id: ZIdOut,
  competitionId: ZIdOut,
  studentId: ZIdOut,
  studentName: z.string(),
  instructorId: ZIdOut.nullable(),
  instructorName: z.string().nullable(),
  partnerStudentId: ZIdOut.nullable(),
  partnerName: z.string().nullable(),
  entryType: z.enum(COMPETITION_ENTRY_TYPES),
  style: z.enum(DANCE_STYLES),
  level: z.enum(LEVEL_KEYS),
  ageCategory: z.string().nullable(),
  title: z.string().nullable(),
  status: z.enum(COMPETITION_ENTRY_STATUSES),
  dances: z.array(z.object({ id: ZIdOut, name: z.string() })),
  examSlotAt: ZInstantOut.nullable(),
  examResult: z.enum(EXAM_RESULTS).nullable(),
  /** The student's level in these dances from progress (the highest they passed), and a warning when the entry's level differs. */
  suggestedLevel: z.enum(LEVEL_KEYS),
  levelWarning: z.string().nullable(),
  createdAt: ZInstantOut,
});
export type CompetitionEntryView = z.input<typeof ZCompetitionEntryView>;

/** How many heats an instructor dances at this event (each pro-am entry is one heat). */
export const ZInstructorHeatCount = z.object({ instructorId: ZIdOut, name: z.string(), heats: z.number().int() });

/** A student's package and extras at this event. */
export const ZStudentItemChoice = z.object({
  studentId: ZIdOut,
  itemId: ZIdOut,
  kind: z.enum(COMPETITION_ITEM_KINDS),
  label: z.string(),
  quantity: z.number().int(),
});
export type StudentItemChoice = z.input<typeof ZStudentItemChoice>;

/** GET /api/competitions/{id}/entries: staff see every entry (an instructor: the event's, to avoid clashes) and the heat counts. */
export const ZEntriesAnswer = {
  owner: z.object({
    entries: z.array(ZCompetitionEntryView),
    instructorHeats: z.array(ZInstructorHeatCount),
    choices: z.array(ZStudentItemChoice),
  }),
  instructor: z.object({
    entries: z.array(ZCompetitionEntryView),
    instructorHeats: z.array(ZInstructorHeatCount),
    choices: z.array(ZStudentItemChoice),
  }),
  student: z.object({ entries: z.array(ZCompetitionEntryView), choices: z.array(ZStudentItemChoice) }),
};

export const ZEntryAnswer = z.object({ entry: ZCompetitionEntryView });

/** A student's level per dance of the event's styles, to suggest an entry's level while it is made. */
export const ZEntryLevelsAnswer = z.object({
  levels: z.array(z.object({ danceId: ZIdOut, level: z.enum(LEVEL_KEYS) })),
});
