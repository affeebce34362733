"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { fieldClass, Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import type { IntakeQuestion } from "./intake-types";

/**
 * The studio's questions as form fields, one per question by its kind (text, a choice, a date, yes
 * or no), registered as `<prefix>.<field id>` so the server's `<prefix>.<id>` errors land beside them.
 */
export function IntakeQuestions({
  questions,
  prefix,
  register,
  fieldError,
  idPrefix,
}: {
  questions: IntakeQuestion[];
  prefix: string;
  register: (name: string) => UseFormRegisterReturn;
  fieldError: (name: string) => string | undefined;
  /** Keeps element ids unique when two forms show the same questions. */
  idPrefix: string;
}) {
  return (
    <>
      {questions.map((question) => {
        const name = `${prefix}.${question.id}`;
        const label = question.required ? `${question.label} (required)` : question.label;
        return (
          <FormField key={question.id} id={`${idPrefix}-${question.id}`} label={label} error={fieldError(name)}>
            {(field) =>
              question.kind === "text" ? (
                <Input {...field} {...register(name)} maxLength={1000} autoComplete="off" required={question.required} />
              ) : question.kind === "date" ? (
                <Input {...field} {...register(name)} type="date" required={question.required} />
              ) : (
                <select {...field} {...register(name)} className={cn(fieldClass, "h-10")} required={question.required}>
                  <option value="">{question.required ? "Choose…" : "—"}</option>
                  {(question.kind === "yes_no" ? ["yes", "no"] : question.choices).map((choice) => (
                    <option key={choice} value={choice}>
                      {question.kind === "yes_no" ? (choice === "yes" ? "Yes" : "No") : choice}
                    </option>
                  ))}
                </select>
              )
            }
          </FormField>
        );
      })}
    </>
  );
}

/** The form's starting values: each question's answer on record, else empty. */
export function intakeDefaults(questions: IntakeQuestion[], answers: { fieldId: string; value: string }[] = []): Record<string, string> {
  const byField = new Map(answers.map((answer) => [answer.fieldId, answer.value]));
  return Object.fromEntries(questions.map((question) => [question.id, byField.get(question.id) ?? ""]));
}
