"use client";

import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZIntakeAnswersPut } from "@/lib/records/intake-schemas";
import { IntakeQuestions, intakeDefaults } from "./intake-questions";
import type { IntakeAnswer, IntakeQuestion } from "./intake-types";

/**
 * Answers to the studio's questions, saved with PUT `endpoint` (`/api/me/intake` for a student's
 * own, `/api/students/{id}/intake` for an owner): an emptied answer is removed.
 */
export function IntakeAnswersForm({
  endpoint,
  questions,
  answers,
  idPrefix,
  onSaved,
  submitLabel = "Save answers",
}: {
  endpoint: string;
  questions: IntakeQuestion[];
  answers: IntakeAnswer[];
  idPrefix: string;
  onSaved?: () => void;
  submitLabel?: string;
}) {
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZIntakeAnswersPut, {
    defaultValues: { answers: intakeDefaults(questions, answers) },
    submit: (body) => apiFetch(endpoint, { method: "PUT", body }),
    successMessage: onSaved ? undefined : "Answers saved.",
    errorMessage: "Your answers couldn't be saved. Try again.",
    onSuccess: () => onSaved?.(),
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <IntakeQuestions
          questions={questions}
          prefix="answers"
          idPrefix={idPrefix}
          register={(name) => form.register(name as `answers.${string}`)}
          fieldError={(name) => fieldError(name as `answers.${string}`)}
        />
      </div>
      <FormStatus result={result} />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
