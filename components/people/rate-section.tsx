"use client";

import { useRouter } from "next/navigation";
import { Controller } from "react-hook-form";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { formatDate } from "@/lib/dates/date-rules";
import { currencySymbol, formatMoney } from "@/lib/money/money";
import { zMoneyText } from "@/lib/money/money-input";
import { ZRateInput } from "@/lib/people/schemas";

export type Rate = { privateCents: number; classCents: number; effectiveFrom: string };

/**
 * Pay rates with their history, newest first. A new rate starts on its date; earlier lessons keep
 * the rate that was in force then, so the history is never rewritten.
 */
export function RateSection({
  instructorId,
  rates,
  today,
  currency,
  canEdit,
}: {
  instructorId: string;
  rates: Rate[];
  today: string;
  /** The studio's currency: rates are typed and shown in it. */
  currency: string;
  canEdit: boolean;
}) {
  const router = useRouter();
  const rateForm = ZRateInput.extend({
    privateCents: zMoneyText(ZRateInput.shape.privateCents, { currency }),
    classCents: zMoneyText(ZRateInput.shape.classCents, { currency }),
  });
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(rateForm, {
    defaultValues: { privateCents: "", classCents: "", effectiveFrom: today },
    submit: (body) => apiFetch(`/api/instructors/${instructorId}/rates`, { body }),
    successMessage: "Rate saved.",
    onSuccess: (): void => {
      form.reset({ ...form.getValues(), privateCents: "", classCents: "" });
      router.refresh();
    },
  });
  const symbol = currencySymbol(currency);

  return (
    <section aria-labelledby="rates-title" className="grid content-start gap-4 rounded-xl border border-border bg-card p-4">
      <h2 id="rates-title" className="text-lg font-semibold">
        Pay rates
      </h2>
      {rates.length === 0 ? (
        <p className="text-sm text-muted-foreground">No rate yet.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Rate history, newest first</caption>
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 font-medium">
                From
              </th>
              <th scope="col" className="py-1 font-medium">
                Private lesson
              </th>
              <th scope="col" className="py-1 font-medium">
                Class
              </th>
            </tr>
          </thead>
          <tbody>
            {rates.map((rate) => (
              <tr key={rate.effectiveFrom} className="border-t border-border">
                <td className="py-1.5">{formatDate(rate.effectiveFrom)}</td>
                <td className="py-1.5">{formatMoney(rate.privateCents, currency)}</td>
                <td className="py-1.5">{formatMoney(rate.classCents, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canEdit && (
        <form onSubmit={onSubmit} noValidate className="grid gap-3 border-t border-border pt-4 sm:grid-cols-3 sm:items-start">
          <FormField id="rate-private" label={`Per private lesson (${symbol})`} error={fieldError("privateCents")}>
            {(field) => <Input {...field} {...form.register("privateCents")} inputMode="decimal" />}
          </FormField>
          <FormField id="rate-class" label={`Per class (${symbol})`} error={fieldError("classCents")}>
            {(field) => <Input {...field} {...form.register("classCents")} inputMode="decimal" />}
          </FormField>
          <Controller
            control={form.control}
            name="effectiveFrom"
            render={({ field }) => <DatePicker id="rate-from" label="Effective from" value={field.value} onChange={field.onChange} />}
          />
          {fieldError("effectiveFrom") && <p className="text-sm text-danger sm:col-span-3">{fieldError("effectiveFrom")}</p>}
          <div className="grid gap-3 sm:col-span-3">
            <FormStatus result={result} />
            <Button type="submit" disabled={isSubmitting} className="justify-self-start">
              Add rate
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
