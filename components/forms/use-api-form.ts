"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { readApiError, readPlanRequired, type PlanRequired } from "@/lib/api/api-fetch";

/** What a form says after a submit: one message, and, for a plan refusal, the plan that unlocks it. */
export type FormResult = { kind: "error" | "success"; text: string; planRequired?: PlanRequired };

type Options<TInput extends FieldValues, TOutput, TResult> = {
  defaultValues: DefaultValues<TInput>;
  /** Sends the parsed values (through apiFetch); whatever it throws is shown, typed input kept. */
  submit: (values: TOutput) => Promise<TResult>;
  /** Runs once after a successful submit (close a dialog, refresh the page, reset a field). */
  onSuccess?: (result: TResult, values: TOutput) => void | Promise<void>;
  /** The confirmation shown after success; none when the form closes or navigates away. */
  successMessage?: string | ((result: TResult) => string);
  /** Shown when the failure carries no message of its own (a network error, say). */
  errorMessage?: string;
  /** Server field names that differ from the form's (`{ amountCents: "amount" }`). */
  serverFields?: Record<string, string>;
};

/**
 * The one form hook (STYLE.md): react-hook-form validated by the route's own zod schema, submitted
 * through apiFetch, the server's `error.fields` put beside their fields, what the person typed kept
 * on any error, and success reported once. A form is its fields and one call to this.
 */
export function useApiForm<TSchema extends z.ZodType<unknown, FieldValues>, TResult = unknown>(
  schema: TSchema,
  options: Options<z.input<TSchema>, z.output<TSchema>, TResult>,
) {
  const form: UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    // The resolver's generics are wider than one schema; the form's own types come from the schema.
    resolver: zodResolver(schema as never) as never,
    defaultValues: options.defaultValues,
  });
  const [result, setResult] = useState<FormResult | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    let outcome: TResult;
    try {
      outcome = await options.submit(values);
    } catch (error) {
      const { message, fields } = readApiError(error, options.errorMessage);
      for (const [name, fieldMessage] of Object.entries(fields)) {
        const formName = options.serverFields?.[name] ?? name;
        form.setError(formName as Path<z.input<TSchema>>, { type: "server", message: fieldMessage });
      }
      setResult({ kind: "error", text: message, planRequired: readPlanRequired(error) });
      return;
    }
    const { successMessage } = options;
    if (successMessage)
      setResult({ kind: "success", text: typeof successMessage === "function" ? successMessage(outcome) : successMessage });
    await options.onSuccess?.(outcome, values);
  });

  /** The message beside a field: the schema's on submit, or the server's. */
  function fieldError(name: Path<z.input<TSchema>>): string | undefined {
    const error = name
      .split(".")
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], form.formState.errors);
    return (error as { message?: string } | undefined)?.message;
  }

  return { form, onSubmit, result, setResult, fieldError, isSubmitting: form.formState.isSubmitting };
}
