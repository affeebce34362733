import { z } from "zod";
import { ZDayOut, ZIdOut, ZInstantOut } from "@/lib/api/answer-fields";
import { COMPETITION_KINDS, DANCE_STYLES, EXAM_RESULTS, LEVEL_KEYS } from "@/lib/db/schema/column-values";

/** Answers of the heat sheet and the results: names only, never a student's contact or money. */

/** One entry dancing in a heat: who, with whom, at what, and the placement once the results are in. */
export const ZHeatEntryView = z.object({
  entryId: ZIdOut,
  dancer: z.string(),
  /** The instructor (pro-am) or the amateur partner, as the sheet prints them; null for a solo. */
  partner: z.string().nullable(),
  style: z.enum(DANCE_STYLES),
  level: z.enum(LEVEL_KEYS),
  placement: z.number().int().nullable(),
  resultNote: z.string().nullable(),
});

export const ZHeatView = z.object({
  id: ZIdOut,
  number: z.string(),
  startsAt: ZInstantOut.nullable(),
  endsAt: ZInstantOut.nullable(),
  seconds: z.number().int(),
  title: z.string(),
  entries: z.array(ZHeatEntryView),
});
export type HeatView = z.input<typeof ZHeatView>;

/** Someone on the floor twice: two heats overlapping in time (or one heat twice). */
export const ZHeatConflictView = z.object({
  kind: z.enum(["instructor", "student"]),
  name: z.string(),
  heats: z.tuple([z.string(), z.string()]),
  startsAt: ZInstantOut.nullable(),
});

const ZEventHead = z.object({
  id: ZIdOut,
  name: z.string(),
  kind: z.enum(COMPETITION_KINDS),
  startsOn: ZDayOut,
  endsOn: ZDayOut,
  published: z.boolean(),
});

/** The sheet as the reader may see it: the owner all of it (or one person's), an instructor theirs, a student their own heats. */
export const ZHeatSheetView = z.object({
  competition: ZEventHead,
  /** Whose list this is: the whole sheet, one instructor's, or one student's. */
  scope: z.enum(["sheet", "instructor", "student"]),
  person: z.string().nullable(),
  heats: z.array(ZHeatView),
  conflicts: z.array(ZHeatConflictView),
});
export type HeatSheetView = z.input<typeof ZHeatSheetView>;

/** What an import or a build wrote, and who was told. */
export const ZHeatSheetWritten = z.object({
  heats: z.number().int(),
  entries: z.number().int(),
  conflicts: z.array(ZHeatConflictView),
  /** E-mails queued now (a student who already has this same sheet gets none). */
  emailed: z.number().int(),
});

/** One exam entry and its verdict. */
export const ZExamResultView = z.object({
  entryId: ZIdOut,
  dancer: z.string(),
  level: z.enum(LEVEL_KEYS),
  style: z.enum(DANCE_STYLES),
  dances: z.array(z.string()),
  slotAt: ZInstantOut.nullable(),
  result: z.enum(EXAM_RESULTS).nullable(),
});

export const ZResultsView = z.object({
  competition: ZEventHead.extend({ examiner: z.string().nullable() }),
  heats: z.array(ZHeatView),
  exams: z.array(ZExamResultView),
});
export type ResultsView = z.input<typeof ZResultsView>;

export const ZResultsWritten = z.object({
  placements: z.number().int(),
  exams: z.number().int(),
  /** Assessments written now (a verdict posted again writes none). */
  assessments: z.number().int(),
});

/** One placement or exam result in a student's competition history, under one dance. */
export const ZCompetitionHistoryItem = z.object({
  competitionId: ZIdOut,
  competition: z.string(),
  on: ZDayOut,
  level: z.enum(LEVEL_KEYS),
  heat: z.string().nullable(),
  placement: z.number().int().nullable(),
  result: z.enum(EXAM_RESULTS).nullable(),
  note: z.string().nullable(),
});

export const ZCompetitionHistoryView = z.array(
  z.object({ danceId: ZIdOut, dance: z.string(), style: z.enum(DANCE_STYLES), items: z.array(ZCompetitionHistoryItem) }),
);
export type CompetitionHistoryView = z.input<typeof ZCompetitionHistoryView>;
