"use client";

import { useRouter } from "next/navigation";
import { z } from "zod";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";

const ZSignForm = z.object({
  fullName: z.string().trim().min(1, "Type your full name.").max(120, "Keep the name under 120 characters."),
  guardianName: z.string().trim().max(120, "Keep the name under 120 characters."),
  agree: z.boolean().refine((agreed) => agreed, "Tick the box to agree to the document."),
});

type Props = {
  document: { id: string; title: string; version: number; needsGuardian: boolean };
  /** Where the student came from (the booking they were refused): back there once signed. */
  next: string;
};

/** Type one's full name (a guardian's too, under 18), agree, Sign (POST /api/documents/{id}/sign). */
export function SignDocumentForm({ document, next }: Props) {
  const router = useRouter();
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZSignForm, {
    defaultValues: { fullName: "", guardianName: "", agree: false },
    submit: ({ fullName, guardianName }) =>
      apiFetch(`/api/documents/${document.id}/sign`, {
        body: { fullName, version: document.version, ...(document.needsGuardian && guardianName ? { guardianName } : {}) },
      }),
    errorMessage: `${document.title} couldn't be signed. Try again.`,
    onSuccess: () => {
      router.push(next);
      router.refresh();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-md">
      <FormStatus result={result} />
      <FormField id="sign-full-name" label="Your full name" error={fieldError("fullName")} hint="As the studio has it on your record.">
        {(field) => <Input {...field} {...form.register("fullName")} autoComplete="name" />}
      </FormField>
      {document.needsGuardian && (
        <FormField
          id="sign-guardian-name"
          label="Parent's or guardian's full name"
          error={fieldError("guardianName")}
          hint="You're under 18: a parent or guardian signs with you."
        >
          {(field) => <Input {...field} {...form.register("guardianName")} autoComplete="off" />}
        </FormField>
      )}
      <div className="grid gap-1">
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            {...form.register("agree")}
            aria-invalid={Boolean(fieldError("agree"))}
            aria-describedby={fieldError("agree") ? "sign-agree-error" : undefined}
            className="mt-0.5 size-4 accent-primary"
          />
          <span>
            I have read {document.title} and agree to it{document.needsGuardian ? ", with my parent or guardian" : ""}.
          </span>
        </label>
        {fieldError("agree") && (
          <p id="sign-agree-error" className="text-sm text-danger">
            {fieldError("agree")}
          </p>
        )}
      </div>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          Sign {document.title}
        </Button>
      </div>
    </form>
  );
}
