"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState, type BaseSyntheticEvent } from "react";
import {
  get,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "zod";
import { readApiError } from "@/lib/api/api-fetch";
import { claimSubmit, earlySubmittedForms } from "./early-submit";
import { failureResult, type FormResult } from "./failure-result";
import { flattenErrors, renameErrors } from "./form-errors";
import { registerOption, registerWithDefaults } from "./server-defaults";

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
  /**
   * API field names that differ from the form's (`{ "payment.amountCents": "amount" }`): the server's
   * `error.fields`, and the route schema's own messages when the form schema pipes into it.
   */
  serverFields?: Record<string, string>;
};

const LOAD_FAILED = "Couldn't reach Promenade. Check your connection and try again.";

/**
 * The one form hook (ARCHITECTURE.md#add-a-form): react-hook-form validated by the route's own zod schema, submitted
 * through apiFetch, the server's `error.fields` put beside their fields, what the person typed kept
 * on any error, and success reported once. A form is its fields and one call to this.
 *
 * The schema's messages go beside their fields; one about a field the form doesn't show beside it
 * (no `fieldError` for it, or a form-level `root` message) goes on top, so no refusal is ever silent.
 */
export function useApiForm<TSchema extends z.ZodType<unknown, FieldValues>, TResult = unknown>(
  /** The schema, or a loader for it (a public page that keeps zod out of its first download). */
  schema: TSchema | (() => Promise<TSchema>),
  options: Options<z.input<TSchema>, z.output<TSchema>, TResult>,
) {
  type Input = z.input<TSchema>;
  const { serverFields = {} } = options;
  // A loaded schema is kept: the resolver runs on every change once the form was submitted.
  const loadedSchema = useRef<TSchema | null>(null);
  const made: UseFormReturn<Input, unknown, z.output<TSchema>> = useForm<Input, unknown, z.output<TSchema>>({
    resolver: async (values, context, resolverOptions) => {
      let loaded: TSchema;
      try {
        loaded = loadedSchema.current ??= typeof schema === "function" ? await schema() : schema;
      } catch {
        return { values: {}, errors: { root: { type: "load", message: LOAD_FAILED } } as FieldErrors<Input> };
      }
      // The resolver's generics are wider than one schema; the form's own types come from the schema.
      const resolve = zodResolver(loaded as never) as unknown as Resolver<Input, unknown, z.output<TSchema>>;
      const outcome = await resolve(values, context, resolverOptions);
      return Object.keys(outcome.errors).length === 0 ? outcome : { values: {}, errors: renameErrors<Input>(outcome.errors, serverFields) };
    },
    defaultValues: options.defaultValues,
  });
  // The server's HTML shows each field's default (server-defaults.ts).
  const form: UseFormReturn<Input, unknown, z.output<TSchema>> = { ...made, register: registerWithDefaults(made.control) };
  const option = registerOption(made.control);
  const [result, setResult] = useState<FormResult | null>(null);

  // The fields whose message the form puts beside them: every name it asked fieldError for. Kept for
  // the form's life, as registered fields are, so a field shown once still counts while it is hidden.
  const [shown] = useState(() => new Set<string>());
  /** Whether the form shows this field's message (or that of a field it sits inside). */
  const isShown = (name: string) => [...shown].some((field) => name === field || name.startsWith(`${field}.`));

  const handleSubmit = form.handleSubmit(
    async (values) => {
      setResult(null);
      let outcome: TResult;
      try {
        outcome = await options.submit(values);
      } catch (error) {
        for (const [name, fieldMessage] of Object.entries(readApiError(error).fields))
          form.setError((serverFields[name] ?? name) as Path<Input>, { type: "server", message: fieldMessage });
        // Said on top too (an alert, so it is announced), and beside the field it is about.
        setResult(failureResult(error, options.errorMessage));
        return;
      }
      const { successMessage } = options;
      if (successMessage)
        setResult({ kind: "success", text: typeof successMessage === "function" ? successMessage(outcome) : successMessage });
      await options.onSuccess?.(outcome, values);
    },
    (errors) => {
      const unshown = flattenErrors(errors).find(([name]) => !isShown(name));
      setResult(unshown ? { kind: "error", text: unshown[1] } : null);
    },
  );

  /** Sends the form (its submit event, or called directly). */
  const onSubmit = (event?: BaseSyntheticEvent) => {
    claimSubmit(event?.target);
    return handleSubmit(event);
  };

  // Sent before the page's script ran (the theme script held it: early-submit.ts): sent now that this
  // form is live. Any form still marked is sent again: a live one is taken by its own onSubmit, one
  // not yet live is held and marked again until its own form mounts.
  useEffect(() => {
    for (const held of earlySubmittedForms()) held.requestSubmit();
  }, []);

  /** The message beside a field: the schema's on submit, or the server's. */
  function fieldError(name: Path<Input>): string | undefined {
    shown.add(name);
    return (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  }

  return { form, registerOption: option, onSubmit, result, setResult, fieldError, isSubmitting: form.formState.isSubmitting };
}
