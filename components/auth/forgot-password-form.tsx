"use client";

import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZPasswordResetRequest } from "@/lib/auth/schemas";

/** "Forgot password?": the same confirmation whether or not the address has an account. */
export function ForgotPasswordForm() {
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZPasswordResetRequest, {
    defaultValues: { email: "" },
    submit: (values) => apiFetch<{ message: string }>("/api/auth/password-reset", { body: values }),
    successMessage: ({ message }) => `${message} Check your inbox (and spam folder); the link works for an hour.`,
    errorMessage: "The reset link couldn't be requested. Try again.",
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormStatus result={result} />
      <FormField id="forgot-email" label="Email" error={fieldError("email")}>
        {(field) => <Input {...field} {...form.register("email")} type="email" autoComplete="email" required />}
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? "Sending…" : "Send reset link"}
      </Button>
    </form>
  );
}
