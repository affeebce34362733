"use client";

import { z } from "zod";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { apiFetch } from "@/lib/api/api-fetch";
import { SELECT } from "./gift-sell-dialog";

const CHOICES = ["", "6", "12", "24", "36", "60"] as const;

/** How long new certificates are valid: never (the default; several places forbid short expiry) or N months. */
export function GiftExpiryForm({ expiryMonths }: { expiryMonths: number | null }) {
  const { form, onSubmit, result, isSubmitting } = useApiForm(z.object({ months: z.string() }), {
    defaultValues: { months: expiryMonths ? String(expiryMonths) : "" },
    submit: ({ months }) =>
      apiFetch("/api/gift-certificates/settings", { method: "PUT", body: { expiryMonths: months ? Number(months) : null } }),
    successMessage: "Saved. It applies to certificates sold from now on.",
    errorMessage: "The expiry couldn't be saved. Try again.",
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
      <FormField
        id="gift-expiry"
        label="New certificates expire"
        hint="Check your local law: many places forbid gift certificates that expire soon."
      >
        {(field) => (
          <select {...field} {...form.register("months")} className={SELECT}>
            {[...new Set([...CHOICES, expiryMonths ? String(expiryMonths) : ""])].map((value) => (
              <option key={value} value={value}>
                {value ? `${value} months after sale` : "Never"}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <Button type="submit" variant="secondary" disabled={isSubmitting} className="mb-5">
        Save
      </Button>
      <div className="basis-full">
        <FormStatus result={result} />
      </div>
    </form>
  );
}
