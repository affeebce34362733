"use client";

import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZOwnConsent } from "@/lib/public/schemas";

export function PublicConsentForm({ showOnPublicPage }: { showOnPublicPage: boolean }) {
  const { form, onSubmit, result, isSubmitting } = useApiForm(ZOwnConsent, {
    defaultValues: { showOnPublicPage },
    submit: (body) => apiFetch("/api/me/public-page", { method: "PUT", body }),
    successMessage: "Saved.",
    errorMessage: "Your choice couldn't be saved. Try again.",
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <label className="flex items-start gap-3">
        <input type="checkbox" {...form.register("showOnPublicPage")} className="mt-1 size-4 accent-[var(--color-primary)]" />
        <span className="grid gap-0.5">
          <span className="text-sm font-medium">Appear on the public page</span>
          <span className="text-sm text-muted-foreground">You can change your mind at any time; you disappear from the page at once.</span>
        </span>
      </label>
      <FormStatus result={result} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          Save
        </Button>
      </div>
    </form>
  );
}
