"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZPasswordResetConfirm } from "@/lib/auth/schemas";
import { PasswordInput } from "./password-input";

/** The reset link's page: a new password, then straight into the app (the answer signs the person in). */
export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [isLeaving, startLeaving] = useTransition();
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZPasswordResetConfirm, {
    defaultValues: { token, password: "" },
    submit: (values) => apiFetch("/api/auth/password-reset/confirm", { body: values }),
    errorMessage: "Your password couldn't be changed. Try again.",
    onSuccess: () => startLeaving(() => router.replace("/app/schedule")),
  });
  const isGone = result?.status === 410;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormStatus result={result} />
      {isGone && (
        <p className="text-sm">
          <Link href="/forgot-password" className="font-medium text-primary underline underline-offset-2">
            Ask for a new link
          </Link>
        </p>
      )}
      <input type="hidden" {...form.register("token")} />
      <FormField id="reset-password" label="New password" error={fieldError("password")} hint="At least 8 characters.">
        {(field) => <PasswordInput {...field} {...form.register("password")} autoComplete="new-password" required />}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting || isLeaving} className="w-full">
        {isSubmitting || isLeaving ? "Saving…" : "Set new password"}
      </Button>
    </form>
  );
}
