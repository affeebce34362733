"use client";

import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { PASSWORD_MIN_LENGTH, ZPasswordChange } from "@/lib/people/profile-schemas";

/** Change one's password: the current one, then a new one of the length sign-up asks for. */
export function PasswordForm() {
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZPasswordChange, {
    defaultValues: { currentPassword: "", newPassword: "" },
    submit: (body) => apiFetch("/api/me/password", { body }),
    successMessage: "Password changed. You stay signed in here; other devices are signed out.",
    errorMessage: "Your password couldn't be changed. Try again.",
    onSuccess: (): void => form.reset(),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 border-t border-border pt-6" aria-labelledby="profile-password">
      <h3 id="profile-password" className="text-base font-semibold">
        Change password
      </h3>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id="password-current" label="Current password" error={fieldError("currentPassword")}>
          {(field) => <Input {...field} type="password" autoComplete="current-password" required {...form.register("currentPassword")} />}
        </FormField>
        <FormField
          id="password-new"
          label="New password"
          error={fieldError("newPassword")}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        >
          {(field) => (
            <Input
              {...field}
              type="password"
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              required
              {...form.register("newPassword")}
            />
          )}
        </FormField>
      </div>
      <FormStatus result={result} />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          Change password
        </Button>
      </div>
    </form>
  );
}
