import { z } from "zod";
import { ZCompetitionInput, type TCompetitionInput } from "@/lib/competitions/events-schemas";
import type { CompetitionView } from "@/lib/competitions/events-views";
import { COMPETITION_ITEM_KINDS, COMPETITION_KINDS, SHARED_COST_SPLITS } from "@/lib/competitions/events-values";
import { zMoneyText } from "@/lib/money/money-input";

export const FEE_FIELDS = [
  ["singleDanceCents", "Single dance"],
  ["multiDanceCents", "Multi-dance"],
  ["scholarshipCents", "Scholarship"],
  ["soloCents", "Solo"],
  ["instructorHeatCents", "Instructor per heat"],
  ["examFeeCents", "Exam fee"],
] as const;
type FeeField = (typeof FEE_FIELDS)[number][0];

const cents = z.int().min(0, "Can't be negative.").max(10_000_000, "That is too large.");
const money = (currency: string) => zMoneyText(cents, { currency });
const blankMoney = (currency: string) =>
  z
    .string()
    .transform((text) => (text.trim() === "" ? "0" : text))
    .pipe(money(currency));

const ZItemRow = z.object({
  id: z.string().optional(),
  kind: z.enum(COMPETITION_ITEM_KINDS),
  label: z.string(),
  amount: z.string(),
  includedHeats: z.string(),
});

/** The event form's values as typed (amounts as text), turned into the route's body and checked by its schema. */
export const eventForm = (currency: string) =>
  z
    .object({
      kind: z.enum(COMPETITION_KINDS),
      name: z.string(),
      startsOn: z.string().nullable(),
      endsOn: z.string().nullable(),
      entryDeadline: z.string().nullable(),
      place: z.string(),
      organiser: z.string(),
      examiner: z.string(),
      published: z.boolean(),
      markupPercent: z.string(),
      sharedSplit: z.enum(SHARED_COST_SPLITS),
      ...(Object.fromEntries(FEE_FIELDS.map(([key]) => [key, z.string()])) as Record<FeeField, z.ZodString>),
      items: z.array(ZItemRow),
    })
    .transform((values, ctx): TCompetitionInput => {
      const fee = (key: FeeField) => {
        const parsed = blankMoney(currency).safeParse(values[key]);
        if (!parsed.success) ctx.addIssue({ code: "custom", path: [key], message: parsed.error.issues[0]?.message ?? "Type an amount." });
        return parsed.success ? parsed.data : 0;
      };
      const items = values.items.map((item, index) => {
        const amount = money(currency).safeParse(item.amount);
        if (!amount.success)
          ctx.addIssue({ code: "custom", path: ["items", index, "amount"], message: amount.error.issues[0]?.message ?? "Type a price." });
        return {
          ...(item.id ? { id: item.id } : {}),
          kind: item.kind,
          label: item.label,
          amountCents: amount.success ? amount.data : 0,
          includedHeats: item.kind === "package" ? Number(item.includedHeats) || null : null,
        };
      });
      return {
        kind: values.kind,
        name: values.name,
        startsOn: values.startsOn ?? "",
        endsOn: values.endsOn || values.startsOn || "",
        entryDeadline: values.entryDeadline ?? "",
        place: values.place,
        organiser: values.organiser,
        examiner: values.examiner,
        published: values.published,
        markupPercent: values.markupPercent.trim() === "" ? 0 : Number(values.markupPercent),
        sharedSplit: values.sharedSplit,
        singleDanceCents: fee("singleDanceCents"),
        multiDanceCents: fee("multiDanceCents"),
        scholarshipCents: fee("scholarshipCents"),
        soloCents: fee("soloCents"),
        instructorHeatCents: fee("instructorHeatCents"),
        examFeeCents: fee("examFeeCents"),
        items,
      };
    })
    // The route's own schema checks the whole once more (dates in order, a package's heats).
    .pipe(ZCompetitionInput as unknown as z.ZodType<TCompetitionInput, TCompetitionInput>);

export type EventFormValues = z.input<ReturnType<typeof eventForm>>;

const amountText = (value: number) => (value ? (value / 100).toFixed(2) : "");

/** The form's starting values: an event's own, or a new showcase's. */
export function eventDefaults(event?: CompetitionView): EventFormValues {
  return {
    kind: event?.kind ?? "showcase",
    name: event?.name ?? "",
    startsOn: event?.startsOn ?? null,
    endsOn: event?.endsOn ?? null,
    entryDeadline: event?.entryDeadline ?? null,
    place: event?.place ?? "",
    organiser: event?.organiser ?? "",
    examiner: event?.examiner ?? "",
    published: event?.published ?? false,
    markupPercent: event?.markupPercent ? String(event.markupPercent) : "",
    sharedSplit: event?.sharedSplit ?? "even",
    singleDanceCents: amountText(event?.singleDanceCents ?? 0),
    multiDanceCents: amountText(event?.multiDanceCents ?? 0),
    scholarshipCents: amountText(event?.scholarshipCents ?? 0),
    soloCents: amountText(event?.soloCents ?? 0),
    instructorHeatCents: amountText(event?.instructorHeatCents ?? 0),
    examFeeCents: amountText(event?.examFeeCents ?? 0),
    items: (event?.items ?? []).map((item) => ({
      id: item.id,
      kind: item.kind,
      label: item.label,
      amount: (item.amountCents / 100).toFixed(2),
      includedHeats: item.includedHeats ? String(item.includedHeats) : "",
    })),
  };
}
