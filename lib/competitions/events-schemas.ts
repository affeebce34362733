import { z } from "zod";
import { ZInstant, ZLocalDate } from "@/lib/api/zod-fields";
import { COMPETITION_ITEM_KINDS, COMPETITION_KINDS, SHARED_COST_SPLITS } from "@/lib/db/schema/column-values";

const MAX_CENTS = 10_000_000;
const fee = (what: string) =>
  z.int(`${what} is a whole number of cents.`).min(0, `${what} can't be negative.`).max(MAX_CENTS, `${what} is too large.`);
const optionalText = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep ${what} under ${max} characters.`)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();

/**
 * One priced line of an event: a package (its price covers `includedHeats` heats' entry fees), an
 * extra a student chooses, or a shared cost split among the students who go. With `id`: the line
 * kept (its students' choices stay); without: a new line.
 */
export const ZCompetitionItemInput = z
  .object({
    id: z.uuid("Not a valid id.").optional(),
    kind: z.enum(COMPETITION_ITEM_KINDS, "Choose package, extra or shared cost."),
    label: z.string("Name the line.").trim().min(1, "Name the line.").max(120, "Keep the name under 120 characters."),
    amountCents: fee("The amount"),
    includedHeats: z.int("Heats is a whole number.").min(1, "A package covers at least 1 heat.").max(500).nullable().optional(),
  })
  .superRefine((item, ctx) => {
    if (item.kind === "package" && !item.includedHeats)
      ctx.addIssue({ code: "custom", path: ["includedHeats"], message: "Say how many heats the package covers." });
  })
  .transform((item) => ({ ...item, includedHeats: item.kind === "package" ? (item.includedHeats ?? null) : null }));
export type TCompetitionItemInput = z.infer<typeof ZCompetitionItemInput>;

const fields = {
  kind: z.enum(COMPETITION_KINDS, "Choose showcase, medal ball, competition or medal exam."),
  name: z.string("Name the event.").trim().min(1, "Name the event.").max(120, "Keep the name under 120 characters."),
  startsOn: ZLocalDate,
  endsOn: ZLocalDate,
  place: optionalText("the place", 200),
  organiser: optionalText("the organiser", 200),
  entryDeadline: ZLocalDate,
  published: z.boolean("Published must be true or false.").optional(),
  singleDanceCents: fee("The single-dance fee").optional(),
  multiDanceCents: fee("The multi-dance fee").optional(),
  scholarshipCents: fee("The scholarship fee").optional(),
  soloCents: fee("The solo fee").optional(),
  examFeeCents: fee("The exam fee").optional(),
  instructorHeatCents: fee("The instructor's fee per heat").optional(),
  markupPercent: z.int("Markup is a whole percent.").min(0, "Markup can't be negative.").max(100, "Markup is at most 100%.").optional(),
  sharedSplit: z.enum(SHARED_COST_SPLITS, "Split shared costs evenly or by heats.").optional(),
  examiner: optionalText("the examiner's name", 120),
  firstHeatAt: ZInstant.nullable().optional(),
  heatSeconds: z
    .int("Seconds per heat is a whole number.")
    .min(15, "At least 15 seconds a heat.")
    .max(3600, "At most an hour a heat.")
    .optional(),
  items: z.array(ZCompetitionItemInput, "List the packages, extras and shared costs.").max(50, "At most 50 lines.").optional(),
};

type Dated = { startsOn?: string; endsOn?: string; entryDeadline?: string };
function datesInOrder(value: Dated, ctx: z.RefinementCtx) {
  if (value.startsOn && value.endsOn && value.endsOn < value.startsOn)
    ctx.addIssue({ code: "custom", path: ["endsOn"], message: "End on or after the first day." });
  if (value.startsOn && value.entryDeadline && value.entryDeadline > value.startsOn)
    ctx.addIssue({ code: "custom", path: ["entryDeadline"], message: "The entry deadline is on or before the first day." });
}

/** A new event with its fee table and items (owners). */
export const ZCompetitionInput = z.object(fields).superRefine(datesInOrder);
export type TCompetitionInput = z.infer<typeof ZCompetitionInput>;

/** A change to an event: any of its fields; `items` replaces the list (lines left out are removed). */
export const ZCompetitionPatch = z
  .object({
    ...fields,
    kind: fields.kind.optional(),
    name: fields.name.optional(),
    startsOn: fields.startsOn.optional(),
    endsOn: fields.endsOn.optional(),
    entryDeadline: fields.entryDeadline.optional(),
  })
  .superRefine(datesInOrder);
export type TCompetitionPatch = z.infer<typeof ZCompetitionPatch>;

/** GET /api/competitions: upcoming (default), past or all. */
export const ZCompetitionListQuery = z.object({
  when: z.enum(["upcoming", "past", "all"], "Choose upcoming, past or all.").optional(),
});
