"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { FormAlert } from "@/components/auth/form-alert";
import { PasswordInput } from "@/components/auth/password-input";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/password-rules";
import { ZInviteAcceptance } from "@/lib/records/intake-schemas";
import { IntakeQuestions, intakeDefaults } from "@/components/records/intake/intake-questions";
import type { IntakeAnswer, IntakeQuestion } from "@/components/records/intake/intake-types";

/**
 * Name (the studio's spelling to start from), password and a student's answers to the studio's
 * questions → POST /api/invites/{token}/accept, which signs the person in; then their schedule.
 */
export function InviteAcceptForm({
  token,
  name,
  questions = [],
  answers = [],
}: {
  token: string;
  name: string;
  questions?: IntakeQuestion[];
  /** Answers the studio already has (an import): shown filled in. */
  answers?: IntakeAnswer[];
}) {
  const router = useRouter();
  const [isLeaving, startLeaving] = useTransition();
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZInviteAcceptance, {
    defaultValues: { name, password: "", intake: intakeDefaults(questions, answers) },
    submit: (body) => apiFetch(`/api/invites/${encodeURIComponent(token)}/accept`, { body }),
    errorMessage: "Your account couldn't be created. Try again.",
    onSuccess: () => startLeaving(() => router.replace("/app/schedule")),
  });
  const isBusy = isSubmitting || isLeaving;
  // A link used or expired in the meantime, or an existing account: the way on is to log in.
  const isGone = result?.status === 410 || result?.status === 409;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormAlert message={result?.text ?? null} />
      {isGone && (
        <p className="text-sm">
          <Link href="/login" className="font-medium text-primary underline underline-offset-4">
            Go to login
          </Link>
        </p>
      )}
      <FormField id="invite-name" label="Your name" error={fieldError("name")}>
        {(field) => <Input {...field} autoComplete="name" {...form.register("name")} />}
      </FormField>
      <FormField id="invite-password" label="Password" error={fieldError("password")} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
        {(field) => <PasswordInput {...field} autoComplete="new-password" {...form.register("password")} />}
      </FormField>
      {questions.length > 0 && (
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-sm font-semibold">A few questions from the studio</legend>
          <IntakeQuestions
            questions={questions}
            prefix="intake"
            idPrefix="invite-intake"
            register={(field) => form.register(field as `intake.${string}`)}
            fieldError={(field) => fieldError(field as `intake.${string}`)}
          />
        </fieldset>
      )}
      <Button type="submit" disabled={isBusy}>
        {isBusy ? "Creating your account…" : "Create account"}
      </Button>
    </form>
  );
}
