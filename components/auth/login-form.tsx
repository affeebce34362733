"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Controller } from "react-hook-form";
import { withEarlyValues, type EarlyValues } from "@/components/forms/load-on-interaction";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { readRedirectTarget } from "@/lib/auth/redirect-target";
import { FormAlert } from "./form-alert";
import { PasswordInput } from "./password-input";
import { RememberMe } from "./remember-me";
import { requestLogin } from "./request-login";

/**
 * The API's login schema (trimmed e-mail): an empty field is caught here and no
 * request is made. Fetched (with zod) when the form is first checked, not with the page, which is
 * built ahead of time and must stay as light as an empty page.
 */
const loadSchema = () =>
  import("@/lib/auth/schemas").then(({ CREDENTIALS_REQUIRED_MESSAGE, ZLogin }) =>
    ZLogin.refine(({ email, password }) => email !== "" && password !== "", { message: CREDENTIALS_REQUIRED_MESSAGE, path: ["root"] }),
  );

type LoginFormProps = {
  /** The demo owner's credentials, when the server offers them (lib/env showDemoCredentials). */
  demo?: { email: string; password: string };
  /** What was typed before the form's JavaScript arrived (LoginFormOnDemand). */
  earlyValues?: EarlyValues;
};

/** On success it goes to the URL's checked `redirect` target, else the schedule (lib/auth/redirect-target.ts). */
export function LoginForm({ demo, earlyValues }: LoginFormProps) {
  const router = useRouter();
  const [isLeaving, startLeaving] = useTransition();
  const { form, onSubmit, result, isSubmitting } = useApiForm(loadSchema, {
    defaultValues: withEarlyValues({ email: demo?.email ?? "", password: demo?.password ?? "", remember: false }, earlyValues),
    submit: requestLogin,
    errorMessage: "Login failed",
    // Stays busy until the signed-in area replaces this page.
    onSuccess: () => startLeaving(() => router.replace(readRedirectTarget(window.location.search).target)),
  });
  const isBusy = isSubmitting || isLeaving;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormAlert message={result?.text ?? null} />
      {demo && (
        <p className="rounded-md bg-primary-soft px-3 py-2 text-sm text-foreground">
          The demo studio&apos;s owner is filled in: <span className="font-medium">{demo.email}</span> /{" "}
          <span className="font-medium">{demo.password}</span>
        </p>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor="login-email">Email</Label>
        <Input id="login-email" type="email" autoComplete="username" {...form.register("email")} />
      </div>
      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor="login-password">Password</Label>
          <Link href="/forgot-password" className="text-sm text-primary underline-offset-2 hover:underline">
            Forgot password?
          </Link>
        </div>
        {/* The demo's password only (it is printed above): a password typed early isn't written into the page. */}
        <PasswordInput id="login-password" autoComplete="current-password" defaultValue={demo?.password} {...form.register("password")} />
      </div>
      <Controller
        control={form.control}
        name="remember"
        render={({ field }) => <RememberMe checked={field.value ?? false} onChange={field.onChange} />}
      />
      <Button type="submit" size="lg" disabled={isBusy} className="w-full">
        {isBusy ? "Signing in…" : "Login"}
      </Button>
    </form>
  );
}
