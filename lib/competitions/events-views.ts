import { z } from "zod";
import { ZCentsOut, ZDayOut, ZIdOut, ZInstantOut } from "@/lib/api/answer-fields";
import { COMPETITION_ITEM_KINDS, COMPETITION_KINDS, SHARED_COST_SPLITS } from "@/lib/db/schema/column-values";

/** A package, extra or shared cost of an event, with its price (staff). */
export const ZCompetitionItemView = z.object({
  id: ZIdOut,
  kind: z.enum(COMPETITION_ITEM_KINDS),
  label: z.string(),
  amountCents: ZCentsOut,
  includedHeats: z.number().int().nullable(),
  position: z.number().int(),
});

/** A package or extra as a student chooses it: what it is, not the studio's price list (their cost sheet shows what they owe). */
export const ZCompetitionItemStudentView = ZCompetitionItemView.pick({ id: true, kind: true, label: true, includedHeats: true });

const common = {
  id: ZIdOut,
  kind: z.enum(COMPETITION_KINDS),
  name: z.string(),
  startsOn: ZDayOut,
  endsOn: ZDayOut,
  place: z.string().nullable(),
  organiser: z.string().nullable(),
  entryDeadline: ZDayOut,
  published: z.boolean(),
  /** The instant online proposals close (the end of the deadline day, studio time), and whether it is still ahead. */
  entriesCloseAt: ZInstantOut,
  entriesOpen: z.boolean(),
};

/** An event with its fee table, markup, split and items, as staff read it. */
export const ZCompetitionView = z.object({
  ...common,
  singleDanceCents: ZCentsOut,
  multiDanceCents: ZCentsOut,
  scholarshipCents: ZCentsOut,
  soloCents: ZCentsOut,
  examFeeCents: ZCentsOut,
  instructorHeatCents: ZCentsOut,
  markupPercent: z.number().int(),
  sharedSplit: z.enum(SHARED_COST_SPLITS),
  examiner: z.string().nullable(),
  firstHeatAt: ZInstantOut.nullable(),
  heatSeconds: z.number().int(),
  items: z.array(ZCompetitionItemView),
  updatedAt: ZInstantOut,
});
export type CompetitionView = z.input<typeof ZCompetitionView>;

/** A published event as a student reads it: no fee table or markup, the packages and extras without prices. */
export const ZCompetitionStudentView = z.object({
  ...common,
  examiner: z.string().nullable(),
  items: z.array(ZCompetitionItemStudentView),
});
export type CompetitionStudentView = z.input<typeof ZCompetitionStudentView>;

/** One line of the events list: `entries` counts the reader's part (staff: every entry; a student: their own). */
export const ZCompetitionListItem = z.object({
  id: ZIdOut,
  kind: z.enum(COMPETITION_KINDS),
  name: z.string(),
  startsOn: ZDayOut,
  endsOn: ZDayOut,
  place: z.string().nullable(),
  entryDeadline: ZDayOut,
  published: z.boolean(),
  entriesOpen: z.boolean(),
  entries: z.number().int(),
  students: z.number().int(),
});
export type CompetitionListItem = z.input<typeof ZCompetitionListItem>;

export const ZCompetitionAnswer = {
  owner: z.object({ competition: ZCompetitionView }),
  instructor: z.object({ competition: ZCompetitionView }),
  student: z.object({ competition: ZCompetitionStudentView }),
};
