"use client";

import { z } from "zod";
import { FormField } from "@/components/ui/form-field";
import { Input, fieldClass } from "@/components/ui/input";
import { RadioCard } from "@/components/ui/radio-card";
import { EVERY, type Every } from "@/lib/dates/due-days";
import { formatMoney } from "@/lib/money/money";
import { planSchedule, type PlannedInstalment } from "@/lib/payments/plan-schedule";
import { ZPaymentPlan, type TPaymentPlan } from "@/lib/payments/schemas";
import { plural } from "@/lib/text/plural";
import { cn } from "@/lib/utils";
import { dueText } from "./autopay-text";
import { useStudioLocale } from "@/components/ui/studio-locale";

/** The plan as the form holds it: the counts as typed. */
export type PlanChoice = { kind: TPaymentPlan["kind"]; count: string; every: Every; lessons: string };

export const PLAN_CHOICE_DEFAULT: PlanChoice = { kind: "full", count: "3", every: "month", lessons: "5" };

const EVERY_LABELS: Record<Every, string> = { week: "Every week", "2weeks": "Every 2 weeks", month: "Every month" };

/** The typed choice as the API's plan (an empty count is NaN, which the route's schema refuses in its words). */
export function toPaymentPlan(choice: PlanChoice): z.input<typeof ZPaymentPlan> {
  const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.trim()));
  if (choice.kind === "instalments") return { kind: "instalments", count: number(choice.count), every: choice.every };
  if (choice.kind === "per_lessons") return { kind: "per_lessons", lessons: number(choice.lessons) };
  return { kind: "full" };
}

/** The form field: the choice as typed, checked by the route's own plan schema (messages under paymentPlan.count …). */
export const ZPlanChoice = z
  .object({ kind: z.enum(["full", "instalments", "per_lessons"]), count: z.string(), every: z.enum(EVERY), lessons: z.string() })
  .transform(toPaymentPlan)
  .pipe(ZPaymentPlan);

type Sale = { name: string; priceCents: number; units: number; currency: string };

/** The schedule a choice makes of a sale, or why it can't be made ("each instalment must be at least $0.50"). */
export function previewSchedule(choice: PlanChoice, sale: Sale, today: string): { items: PlannedInstalment[] } | { problem: string } {
  const parsed = ZPaymentPlan.safeParse(toPaymentPlan(choice));
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? "Check the payment plan." };
  if (parsed.data.kind === "full") return { items: [] };
  try {
    return { items: planSchedule(parsed.data, sale, today) };
  } catch (error) {
    return { problem: error instanceof Error ? error.message : "Check the payment plan." };
  }
}

/**
 * "How it is paid": in full, N instalments every week / 2 weeks / month, or one every M lessons.
 * `errors` are the form's messages for paymentPlan.kind, .count and .lessons.
 */
export function PaymentPlanChoice({
  idPrefix,
  value,
  onChange,
  errors,
  withFull = true,
}: {
  idPrefix: string;
  value: PlanChoice;
  onChange: (choice: PlanChoice) => void;
  errors: { kind?: string; count?: string; lessons?: string };
  /** Offer "Pay in full" too (the sale dialog); a "pay in instalments" dialog doesn't. */
  withFull?: boolean;
}) {
  const set = (change: Partial<PlanChoice>) => onChange({ ...value, ...change });
  const kinds = [
    { kind: "full", title: "Pay in full", text: "The whole price now." },
    { kind: "instalments", title: "Instalments", text: "Equal parts on a schedule." },
    { kind: "per_lessons", title: "By the lesson", text: "A part each time lessons are used." },
  ].filter((option) => withFull || option.kind !== "full") as { kind: PlanChoice["kind"]; title: string; text: string }[];
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">How it is paid</legend>
      <div className={cn("grid gap-2", kinds.length === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2")}>
        {kinds.map((option) => (
          <RadioCard
            key={option.kind}
            name={`${idPrefix}-plan`}
            value={option.kind}
            checked={value.kind === option.kind}
            onChange={(kind) => set({ kind })}
            title={option.title}
            text={option.text}
          />
        ))}
      </div>
      {errors.kind && <p className="text-sm text-danger">{errors.kind}</p>}
      {value.kind === "instalments" && (
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField id={`${idPrefix}-count`} label="Number of instalments" error={errors.count} hint="The first is due today.">
            {(field) => (
              <Input {...field} value={value.count} onChange={(event) => set({ count: event.target.value })} inputMode="numeric" />
            )}
          </FormField>
          <FormField id={`${idPrefix}-every`} label="Due">
            {(field) => (
              <select
                {...field}
                value={value.every}
                onChange={(event) => set({ every: event.target.value as Every })}
                className={cn(fieldClass, "h-10")}
              >
                {EVERY.map((every) => (
                  <option key={every} value={every}>
                    {EVERY_LABELS[every]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      )}
      {value.kind === "per_lessons" && (
        <FormField
          id={`${idPrefix}-lessons`}
          label="One instalment every … lessons"
          error={errors.lessons}
          hint="The first is due today; the next once that many lessons are used."
        >
          {(field) => (
            <Input
              {...field}
              value={value.lessons}
              onChange={(event) => set({ lessons: event.target.value })}
              inputMode="numeric"
              className="sm:w-40"
            />
          )}
        </FormField>
      )}
    </fieldset>
  );
}

/** The schedule before the sale is confirmed: each instalment, its amount and when it falls due. */
export function SchedulePreview({ preview, currency }: { preview: ReturnType<typeof previewSchedule>; currency: string }) {
  const locale = useStudioLocale();
  if ("problem" in preview) return <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">{preview.problem}</p>;
  if (preview.items.length === 0) return null;
  const total = preview.items.reduce((sum, item) => sum + item.amountCents, 0);
  return (
    <div className="grid gap-2 rounded-lg bg-muted p-3 text-sm">
      <p className="font-medium">
        The schedule: {plural(preview.items.length, "instalment")}, {formatMoney(total, currency)} in all
      </p>
      <ol className="grid gap-1" aria-label="Instalments before confirming">
        {preview.items.map((item, index) => (
          <li key={item.sequence} className="flex justify-between gap-3">
            <span>
              {item.sequence} of {item.ofCount} · {index === 0 ? "today" : dueText(item, locale)}
            </span>
            <span className="tabular-nums">{formatMoney(item.amountCents, currency)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
