"use client";

import { useRouter } from "next/navigation";
import { Controller } from "react-hook-form";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZPayrollSettings } from "@/lib/reports/schemas";

type Basis = "sale" | "collected";

/**
 * The studio's payroll rules (owners): whether a lesson its student missed is paid like one taught,
 * and whether commission is paid on each sale as it is made or on the money collected for it.
 */
export function PayrollSetting({ payMissedLessons, commissionBasis }: { payMissedLessons: boolean; commissionBasis: Basis }) {
  const router = useRouter();
  const { form, onSubmit, result, isSubmitting } = useApiForm(ZPayrollSettings, {
    defaultValues: { payMissedLessons, commissionBasis },
    submit: (values) =>
      apiFetch<{ settings: { payMissedLessons: boolean; commissionBasis: Basis } }>("/api/reports/payroll/settings", {
        method: "PATCH",
        body: values,
      }),
    successMessage: ({ settings }) =>
      `${settings.payMissedLessons ? "No-shows and late cancels are paid" : "No-shows and late cancels are not paid"}; commission is paid ${
        settings.commissionBasis === "collected" ? "on money collected" : "on each sale"
      }.`,
    errorMessage: "The payroll rules couldn't be saved. Try again.",
    onSuccess: ({ settings }) => {
      form.reset(settings);
      router.refresh();
    },
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-2 rounded-xl border border-border bg-card p-4 print:hidden"
      aria-labelledby="payroll-setting-title"
    >
      <h2 id="payroll-setting-title" className="text-base font-semibold">
        Payroll rules
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <Controller
          control={form.control}
          name="payMissedLessons"
          render={({ field }) => <Switch id="pay-missed" checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />}
        />
        <Label htmlFor="pay-missed">Pay instructors for no-shows and late cancels</Label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Label htmlFor="commission-basis">Pay commission</Label>
        <select
          id="commission-basis"
          {...form.register("commissionBasis")}
          className="h-9 rounded-md border border-border bg-background px-2 text-sm"
        >
          <option value="sale">on each sale, when it is made</option>
          <option value="collected">on the money collected for it</option>
        </select>
        <Button type="submit" size="sm" variant="secondary" disabled={isSubmitting || !form.formState.isDirty}>
          Save rules
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Applies to every period shown, at the rate in force on each lesson&apos;s or sale&apos;s date.
      </p>
      <FormStatus result={result} />
    </form>
  );
}
