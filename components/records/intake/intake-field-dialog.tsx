"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { z } from "zod";
import { useApiForm } from "@/components/forms/use-api-form";
import { CatalogFormDialog } from "@/components/settings/catalog-form-dialog";
import { FormField } from "@/components/ui/form-field";
import { fieldClass, Input, Textarea } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { INTAKE_KINDS as INTAKE_FIELD_KINDS, ZIntakeFieldInput } from "@/lib/records/intake-schemas";
import { cn } from "@/lib/utils";
import type { IntakeFieldItem } from "./intake-types";
import { KIND_LABELS } from "./kind-labels";

/** The route's schema, the choices typed one per line. */
const ZIntakeFieldForm = z
  .object({
    label: z.string(),
    kind: z.enum(INTAKE_FIELD_KINDS),
    choicesText: z.string(),
    required: z.boolean(),
    staffOnly: z.boolean(),
  })
  .transform(({ choicesText, ...rest }): z.input<typeof ZIntakeFieldInput> => ({
    ...rest,
    choices:
      rest.kind === "choice"
        ? choicesText
            .split("\n")
            .map((line) => line.trim())
            .filter(Boolean)
        : [],
  }))
  .pipe(ZIntakeFieldInput);

/** Add a question, or change one (POST /api/intake-fields, PATCH /api/intake-fields/{id}). */
export function IntakeFieldDialog({ field }: { field?: IntakeFieldItem }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const initial = {
    label: field?.label ?? "",
    kind: field?.kind ?? "text",
    choicesText: (field?.choices ?? []).join("\n"),
    required: field?.required ?? false,
    staffOnly: field?.staffOnly ?? false,
  };
  const { form, onSubmit, result, setResult, fieldError, isSubmitting } = useApiForm(ZIntakeFieldForm, {
    defaultValues: initial,
    submit: (body) =>
      field ? apiFetch(`/api/intake-fields/${field.id}`, { method: "PATCH", body }) : apiFetch("/api/intake-fields", { body }),
    errorMessage: "The question couldn't be saved. Try again.",
    serverFields: { choices: "choicesText" },
    onSuccess: () => {
      setOpen(false);
      router.refresh();
    },
  });
  const kind = form.watch("kind");
  return (
    <CatalogFormDialog
      noun="question"
      editing={field ? { name: field.label } : undefined}
      description="Asked of students when they join (staff-only ones never are), and kept on each student's record."
      open={open}
      setOpen={setOpen}
      onOpen={() => {
        form.reset(initial);
        setResult(null);
      }}
      onSubmit={onSubmit}
      result={result}
      isSubmitting={isSubmitting}
    >
      <FormField id="intake-label" label="Question" error={fieldError("label")}>
        {(props) => <Input {...props} {...form.register("label")} autoComplete="off" placeholder="e.g. What are your dance goals?" />}
      </FormField>
      <FormField id="intake-kind" label="Kind of answer" error={fieldError("kind")}>
        {(props) => (
          <select {...props} {...form.register("kind")} className={cn(fieldClass, "h-10")}>
            {INTAKE_FIELD_KINDS.map((each) => (
              <option key={each} value={each}>
                {KIND_LABELS[each]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {kind === "choice" && (
        <FormField id="intake-choices" label="Choices" error={fieldError("choicesText")} hint="One per line, at least two.">
          {(props) => <Textarea {...props} {...form.register("choicesText")} rows={4} />}
        </FormField>
      )}
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" {...form.register("required")} className="mt-0.5 size-4 accent-primary" />
        <span>
          <span className="font-medium">Required</span>
          <span className="block text-muted-foreground">Students must answer it to join.</span>
        </span>
      </label>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" {...form.register("staffOnly")} className="mt-0.5 size-4 accent-primary" />
        <span>
          <span className="font-medium">Staff only</span>
          <span className="block text-muted-foreground">Never asked of or shown to the student (health notes, say).</span>
        </span>
      </label>
    </CatalogFormDialog>
  );
}
