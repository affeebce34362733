"use client";

import { useRouter } from "next/navigation";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { formatDate } from "@/lib/dates/date-rules";
import { ZCommissionRateInput } from "@/lib/growth/sales-schemas";
import { SALE_CATEGORY_KEYS, SALE_CATEGORY_LABELS, type SaleCategoryKey } from "@/lib/growth/sales-labels";
import { currencySymbol, formatMoney, parseMoney } from "@/lib/money/money";

export type CommissionRate = {
  id: string;
  category: SaleCategoryKey;
  basisPoints: number | null;
  fixedCents: number | null;
  effectiveFrom: string;
};

const SELECT = "h-10 w-full rounded-md border border-border bg-card px-3 text-sm";

/** The form's fields: a category, a percent or an amount typed as text, a date; sent as the route's schema. */
function formSchema(currency: string) {
  return z
    .object({
      category: ZCommissionRateInput.shape.category,
      kind: z.enum(["percent", "fixed"]),
      amount: z.string(),
      effectiveFrom: ZCommissionRateInput.shape.effectiveFrom,
    })
    .transform((values, ctx) => {
      if (values.kind === "percent") {
        const percent = Number(values.amount.replace("%", "").trim());
        if (!values.amount.trim() || !Number.isFinite(percent) || percent < 0 || percent > 100) {
          ctx.addIssue({ code: "custom", path: ["amount"], message: "Enter a percent from 0 to 100, like 10 or 7.5." });
          return z.NEVER;
        }
        return { category: values.category, basisPoints: Math.round(percent * 100), effectiveFrom: values.effectiveFrom };
      }
      const parsed = parseMoney(values.amount, { currency, allowZero: true });
      if (parsed.error !== undefined) {
        ctx.addIssue({ code: "custom", path: ["amount"], message: parsed.error });
        return z.NEVER;
      }
      return { category: values.category, fixedCents: parsed.cents, effectiveFrom: values.effectiveFrom };
    });
}

/**
 * Commission rates beside the pay rates: per category of sale, a percent or a fixed amount, from a
 * date on. A sale earns the rate in force on its date for its category, so history is never rewritten.
 */
export function CommissionRateSection(props: {
  instructorId: string;
  rates: CommissionRate[];
  today: string;
  currency: string;
  canEdit: boolean;
}) {
  const { instructorId, rates, today, currency, canEdit } = props;
  const router = useRouter();
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(formSchema(currency), {
    defaultValues: { category: "original", kind: "percent", amount: "", effectiveFrom: today },
    submit: (body) => apiFetch(`/api/instructors/${instructorId}/commission-rates`, { body }),
    successMessage: "Commission rate saved.",
    serverFields: { basisPoints: "amount", fixedCents: "amount" },
    onSuccess: (): void => {
      form.reset({ ...form.getValues(), amount: "" });
      router.refresh();
    },
  });
  const kind = form.watch("kind");
  const show = (rate: CommissionRate) =>
    rate.basisPoints !== null
      ? `${(rate.basisPoints / 100).toLocaleString("en-US")}%`
      : `${formatMoney(rate.fixedCents ?? 0, currency)} per sale`;
  return (
    <section aria-labelledby="commission-title" className="grid content-start gap-4 rounded-xl border border-border bg-card p-4">
      <div className="grid gap-1">
        <h2 id="commission-title" className="text-lg font-semibold">
          Commission rates
        </h2>
        <p className="text-sm text-muted-foreground">
          Paid on the sales credited to them, by category, at the rate in force on the sale&apos;s date (Reports → Payroll).
        </p>
      </div>
      {rates.length === 0 ? (
        <p className="text-sm text-muted-foreground">No commission yet.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Commission rates by category, newest first</caption>
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 font-medium">
                Category
              </th>
              <th scope="col" className="py-1 font-medium">
                From
              </th>
              <th scope="col" className="py-1 font-medium">
                Commission
              </th>
            </tr>
          </thead>
          <tbody>
            {rates.map((rate) => (
              <tr key={rate.id} className="border-t border-border">
                <td className="py-1.5">{SALE_CATEGORY_LABELS[rate.category]}</td>
                <td className="py-1.5">{formatDate(rate.effectiveFrom)}</td>
                <td className="py-1.5">{show(rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canEdit && (
        <form onSubmit={onSubmit} noValidate className="grid gap-3 border-t border-border pt-4 sm:grid-cols-2 sm:items-start">
          <FormField id="commission-category" label="Category" error={fieldError("category")}>
            {(field) => (
              <select {...field} {...form.register("category")} className={SELECT}>
                {SALE_CATEGORY_KEYS.map((key) => (
                  <option key={key} value={key}>
                    {SALE_CATEGORY_LABELS[key]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="commission-kind" label="Paid as">
            {(field) => (
              <select {...field} {...form.register("kind")} className={SELECT}>
                <option value="percent">A percent of the sale</option>
                <option value="fixed">A fixed amount per sale</option>
              </select>
            )}
          </FormField>
          <FormField
            id="commission-amount"
            label={kind === "percent" ? "Percent (%)" : `Amount (${currencySymbol(currency)})`}
            error={fieldError("amount")}
          >
            {(field) => <Input {...field} {...form.register("amount")} inputMode="decimal" />}
          </FormField>
          <Controller
            control={form.control}
            name="effectiveFrom"
            render={({ field }) => <DatePicker id="commission-from" label="Effective from" value={field.value} onChange={field.onChange} />}
          />
          {fieldError("effectiveFrom") && <p className="text-sm text-danger sm:col-span-2">{fieldError("effectiveFrom")}</p>}
          <div className="grid gap-3 sm:col-span-2">
            <FormStatus result={result} />
            <Button type="submit" disabled={isSubmitting} className="justify-self-start">
              Add commission rate
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
