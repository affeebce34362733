"use client";

import { useRouter } from "next/navigation";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZErasureRequestInput } from "@/lib/records/erasure-schemas";

/** The student asks the studio to erase their personal data (POST /api/me/erasure-request), optionally saying why. */
export function ErasureRequestForm() {
  const router = useRouter();
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZErasureRequestInput, {
    defaultValues: { message: "" },
    submit: (body) => apiFetch("/api/me/erasure-request", { body }),
    errorMessage: "Your request couldn't be sent. Try again.",
    onSuccess: () => router.refresh(),
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <FormField id="erasure-message" label="Message to the studio (optional)" error={fieldError("message")}>
        {(field) => <Textarea {...field} {...form.register("message")} className="min-h-20" />}
      </FormField>
      <FormStatus result={result} />
      <div>
        <Button type="submit" variant="secondary" disabled={isSubmitting}>
          Ask the studio to erase my data
        </Button>
      </div>
    </form>
  );
}
