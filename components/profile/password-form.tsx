"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch, readApiError } from "@/lib/api/api-fetch";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/schemas";
import { FormStatus } from "./form-status";

/** Change one's password: the current one, then a new one of the length sign-up asks for. */
export function PasswordForm() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setResult(null);
    try {
      await apiFetch("/api/me/password", { body: { currentPassword: current, newPassword: next } });
      setCurrent("");
      setNext("");
      setResult({ kind: "success", text: "Password changed. You stay signed in here; other devices are signed out." });
    } catch (error) {
      const { message, fields } = readApiError(error, "Your password couldn't be changed. Try again.");
      setErrors(fields);
      setResult({ kind: "error", text: message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 border-t border-border pt-6" aria-labelledby="profile-password">
      <h3 id="profile-password" className="text-base font-semibold">
        Change password
      </h3>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id="password-current" label="Current password" error={errors.currentPassword}>
          {(field) => (
            <Input
              {...field}
              type="password"
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
              autoComplete="current-password"
              required
            />
          )}
        </FormField>
        <FormField id="password-new" label="New password" error={errors.newPassword} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
          {(field) => (
            <Input
              {...field}
              type="password"
              value={next}
              onChange={(e) => setNext(e.target.value)}
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              required
            />
          )}
        </FormField>
      </div>
      <FormStatus result={result} />
      <div className="flex justify-end">
        <Button type="submit" disabled={saving}>
          Change password
        </Button>
      </div>
    </form>
  );
}
