import { z } from "zod";
import { ZCentsOut, ZDayOut, ZIdOut, ZInstantOut } from "@/lib/api/answer-fields";
import { COMPETITION_ENTRY_TYPES, COMPETITION_KINDS, DANCE_STYLES, LEVEL_KEYS } from "@/lib/db/schema/column-values";

/** One line of a cost sheet: what it is and what it costs. */
export const ZCostLineView = z.object({ label: z.string(), amountCents: ZCentsOut });

/**
 * One student's cost sheet at an event (`lines` add up to `totalCents`), beside what they were charged:
 * `state` says whether the charge matches the sheet ("charged"), differs ("changed"), is still to
 * come ("not_charged") or there is nothing to pay ("nothing_to_charge").
 */
export const ZCostSheetView = z.object({
  studentId: ZIdOut,
  studentName: z.string(),
  lines: z.array(ZCostLineView),
  totalCents: ZCentsOut,
  charged: z.object({ totalCents: ZCentsOut, lines: z.array(ZCostLineView), chargedAt: ZInstantOut }).nullable(),
  state: z.enum(["not_charged", "charged", "changed", "nothing_to_charge"]),
});
export type CostSheetView = z.input<typeof ZCostSheetView>;

/** GET /api/competitions/{id}/costs: the sheets the reader may read (owners every student's; a student their own). */
export const ZCostSheetsAnswer = z.object({ entriesOpen: z.boolean(), sheets: z.array(ZCostSheetView) });

const person = { studentId: ZIdOut, studentName: z.string() };
/** What one charge run did, student by student. */
export const ZChargeResultView = z.object({
  charged: z.array(z.object({ ...person, amountCents: ZCentsOut })),
  recharged: z.array(z.object({ ...person, previousCents: ZCentsOut, amountCents: ZCentsOut })),
  voided: z.array(z.object({ ...person, previousCents: ZCentsOut })),
  held: z.array(z.object({ ...person, chargedCents: ZCentsOut, sheetCents: ZCentsOut })),
  unchanged: z.number().int(),
});
export type ChargeResultView = z.input<typeof ZChargeResultView>;

/** An entry on a printed summary: the heat, with whom, and its place on the heat sheet once there is one. */
const ZSummaryEntry = z.object({
  id: ZIdOut,
  studentName: z.string(),
  withName: z.string().nullable(),
  withInstructor: z.boolean(),
  entryType: z.enum(COMPETITION_ENTRY_TYPES),
  style: z.enum(DANCE_STYLES),
  level: z.enum(LEVEL_KEYS),
  ageCategory: z.string().nullable(),
  title: z.string().nullable(),
  dances: z.array(z.string()),
  heatNumber: z.string().nullable(),
  heatStartsAt: ZInstantOut.nullable(),
});
export type SummaryEntry = z.input<typeof ZSummaryEntry>;

/** GET /api/competitions/{id}/summary: the printable pages, one per student (entries and costs) and one per instructor (their heats). */
export const ZSummaryView = z.object({
  competition: z.object({
    id: ZIdOut,
    kind: z.enum(COMPETITION_KINDS),
    name: z.string(),
    startsOn: ZDayOut,
    endsOn: ZDayOut,
    place: z.string().nullable(),
    organiser: z.string().nullable(),
  }),
  students: z.array(
    z.object({
      studentId: ZIdOut,
      studentName: z.string(),
      entries: z.array(ZSummaryEntry),
      lines: z.array(ZCostLineView),
      totalCents: ZCentsOut,
      chargedCents: ZCentsOut.nullable(),
    }),
  ),
  instructors: z.array(
    z.object({
      instructorId: ZIdOut,
      name: z.string(),
      entries: z.array(ZSummaryEntry),
      heats: z.number().int(),
      students: z.number().int(),
    }),
  ),
});
export type SummaryView = z.input<typeof ZSummaryView>;
