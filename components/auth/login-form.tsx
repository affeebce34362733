"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { CREDENTIALS_REQUIRED_MESSAGE } from "@/lib/auth/schemas";
import { FormAlert } from "./form-alert";
import { PasswordInput } from "./password-input";
import { RememberMe } from "./remember-me";
import { requestLogin } from "./request-login";

type LoginFormProps = {
  /** Already checked by safeRedirect on the server. */
  redirectTo: string;
  /** The demo owner's credentials, when the server offers them (lib/env showDemoCredentials). */
  demo?: { email: string; password: string };
};

export function LoginForm({ redirectTo, demo }: LoginFormProps) {
  const router = useRouter();
  const [email, setEmail] = useState(demo?.email ?? "");
  const [password, setPassword] = useState(demo?.password ?? "");
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmedEmail = email.trim();
    // SPEC §5: empty fields are caught here, and no request is made.
    if (!trimmedEmail || !password) {
      setError(CREDENTIALS_REQUIRED_MESSAGE);
      return;
    }
    setError(null);
    setIsBusy(true);
    const result = await requestLogin({ email: trimmedEmail, password, remember });
    if (!result.ok) {
      setError(result.message);
      setIsBusy(false);
      return;
    }
    // Stays busy until the signed-in area replaces this page.
    router.replace(redirectTo);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormAlert message={error} />
      {demo && (
        <p className="rounded-md bg-primary-soft px-3 py-2 text-sm text-foreground">
          The demo studio&apos;s owner is filled in: <span className="font-medium">{demo.email}</span> /{" "}
          <span className="font-medium">{demo.password}</span>
        </p>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor="login-email">Email</Label>
        <Input
          id="login-email"
          name="email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="login-password">Password</Label>
        <PasswordInput
          id="login-password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <RememberMe checked={remember} onChange={setRemember} />
      <Button type="submit" size="lg" disabled={isBusy} className="w-full">
        {isBusy ? "Signing in…" : "Login"}
      </Button>
    </form>
  );
}
