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

/** The studio's payroll rule (owners): whether a lesson its student missed is paid like one taught. */
export function PayrollSetting({ payMissedLessons }: { payMissedLessons: boolean }) {
  const router = useRouter();
  const { form, onSubmit, result, isSubmitting } = useApiForm(ZPayrollSettings, {
    defaultValues: { payMissedLessons },
    submit: (values) =>
      apiFetch<{ settings: { payMissedLessons: boolean } }>("/api/reports/payroll/settings", { method: "PATCH", body: values }),
    successMessage: ({ settings }) =>
      settings.payMissedLessons ? "No-shows and late cancels are now paid." : "No-shows and late cancels are no longer paid.",
    errorMessage: "The payroll setting couldn't be saved. Try again.",
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
        Payroll rule
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <Controller
          control={form.control}
          name="payMissedLessons"
          render={({ field }) => <Switch id="pay-missed" checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />}
        />
        <Label htmlFor="pay-missed">Pay instructors for no-shows and late cancels</Label>
        <Button type="submit" size="sm" variant="secondary" disabled={isSubmitting || !form.formState.isDirty}>
          Save rule
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">Applies to every period shown, at the rate in force on each lesson&apos;s date.</p>
      <FormStatus result={result} />
    </form>
  );
}
