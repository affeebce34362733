"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormAlert } from "@/components/auth/form-alert";
import { PasswordInput } from "@/components/auth/password-input";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch, ApiError } from "@/lib/api/api-fetch";

/** Name and password → POST /api/invites/{token}/accept, which signs the person in; then their schedule. */
export function InviteAcceptForm({ token }: { token: string }) {
  const router = useRouter();
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [isGone, setIsGone] = useState(false);
  const [isBusy, setIsBusy] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsBusy(true);
    setMessage(null);
    try {
      await apiFetch(`/api/invites/${encodeURIComponent(token)}/accept`, { body: { name, password } });
      router.replace("/app/schedule");
      return;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      setErrors(apiError?.fields ?? {});
      setMessage(apiError?.message ?? "Your account couldn't be created. Try again.");
      // A link used or expired in the meantime, or an existing account: the way on is to log in.
      setIsGone(apiError?.status === 410 || apiError?.status === 409);
    }
    setIsBusy(false);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormAlert message={message} />
      {isGone && (
        <p className="text-sm">
          <Link href="/login" className="font-medium text-primary underline underline-offset-4">
            Go to login
          </Link>
        </p>
      )}
      <FormField id="invite-name" label="Your name" error={errors.name}>
        {(field) => <Input {...field} autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />}
      </FormField>
      <FormField id="invite-password" label="Password" error={errors.password} hint="At least 8 characters.">
        {(field) => (
          <PasswordInput {...field} autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        )}
      </FormField>
      <Button type="submit" disabled={isBusy}>
        {isBusy ? "Creating your account…" : "Create account"}
      </Button>
    </form>
  );
}
