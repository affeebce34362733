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

const ZEventFormValues = z.object({
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
});
type Typed = z.infer<typeof ZEventFormValues>;

/** The typed values as the route's body; an amount that doesn't read as money is NaN (its own message says why). */
function toBody(values: Typed, currency: string): TCompetitionInput {
  const fee = (key: FeeField) => blankMoney(currency).safeParse(values[key]).data ?? Number.NaN;
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
    items: values.items.map((item) => ({
      ...(item.id ? { id: item.id } : {}),
      kind: item.kind,
      label: item.label,
      amountCents: money(currency).safeParse(item.amount).data ?? Number.NaN,
      includedHeats: item.kind === "package" ? Number(item.includedHeats) || null : null,
    })),
  };
}

/**
 * The event form's values as typed (amounts as text): every problem is reported at once beside its
 * field — the amounts' own messages, then the route's schema on the whole (dates in order, names, a
 * package's heats) — and the values become the route's body.
 */
export const eventForm = (currency: string) =>
  ZEventFormValues.superRefine((values, ctx) => {
    const moneyIssue = (path: (string | number)[], text: string, blank: boolean) => {
      const parsed = (blank ? blankMoney(currency) : money(currency)).safeParse(text);
      if (!parsed.success) ctx.addIssue({ code: "custom", path, message: parsed.error.issues[0]?.message ?? "Type an amount." });
      return !parsed.success;
    };
    const bad = new Set<string>();
    // An empty date picker: say which day to choose (the route's own message describes the text format).
    for (const [key, what] of [
      ["startsOn", "Choose the first day."],
      ["entryDeadline", "Choose the last day students may propose entries."],
    ] as const)
      if (!values[key]) {
        ctx.addIssue({ code: "custom", path: [key], message: what });
        bad.add(key);
      }
    if (!values.startsOn) bad.add("endsOn");
    for (const [key] of FEE_FIELDS) if (moneyIssue([key], values[key], true)) bad.add(key);
    values.items.forEach((item, index) => {
      if (moneyIssue(["items", index, "amount"], item.amount, false)) bad.add(`items.${index}.amountCents`);
    });
    const checked = ZCompetitionInput.safeParse(toBody(values, currency));
    for (const issue of checked.success ? [] : checked.error.issues) {
      const path = issue.path.join(".");
      if (bad.has(path)) continue;
      // The form types an item's price as `amount`.
      const formPath = path.endsWith(".amountCents") ? [...issue.path.slice(0, -1), "amount"] : issue.path;
      ctx.addIssue({ code: "custom", path: formPath as (string | number)[], message: issue.message });
    }
  }).transform((values) => toBody(values, currency));

export type EventFormValues = Typed;

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
