"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { CurrencySelect } from "@/components/forms/currency-select";
import { FormStatus } from "@/components/forms/form-status";
import { detectTimeZone, TimeZoneInput } from "@/components/forms/time-zone-input";
import { withEarlyValues, type EarlyValues } from "@/components/forms/load-on-interaction";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { readRedirectTarget } from "@/lib/auth/redirect-target";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/password-rules";
import { currencyForLocale } from "@/lib/money/currencies";
import { localeForBrowser } from "@/lib/studio/locales";
import { PasswordInput } from "./password-input";
import { RememberMe } from "./remember-me";
import { BrowserDefaultsScript } from "./browser-defaults-script";
import { StarterChoice } from "./starter-choice";

/**
 * Sign-up: the API's own schema checks each field first, and its field errors land beside the
 * fields. The studio's time zone and currency start from the browser (zone, locale) and are shown,
 * so the person sees what their calendar and prices will use and can change either.
 */
// The schema (and zod with it) is fetched when the form is first checked, not with the page: the
// sign-up page is built ahead of time and must stay as light as an empty page.
const loadSchema = () => import("@/lib/studio/schemas").then((module) => module.ZStudioSignup);

/** `earlyValues`: what was typed before the form's JavaScript arrived (SignupFormOnDemand). */
export function SignupForm({ earlyValues }: { earlyValues?: EarlyValues }) {
  const router = useRouter();
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(loadSchema, {
    defaultValues: withEarlyValues(
      { name: "", email: "", password: "", studioName: "", timeZone: "", currency: "USD", starter: "ballroom", remember: false },
      earlyValues,
    ),
    // The studio's date and time formats follow the browser's region; Settings → Studio changes them.
    submit: (values) => apiFetch("/api/auth/signup", { body: { ...values, locale: localeForBrowser(navigator.language) } }),
    errorMessage: "Sign-up failed. Please try again.",
    onSuccess: () => router.replace(readRedirectTarget(window.location.search).target),
  });
  const { register, setValue, getFieldState, watch } = form;

  // Only the browser knows its zone and locale; what the person already changed (here, or before
  // the form's script arrived) is left alone.
  useEffect(() => {
    if (!earlyValues?.timeZone && !getFieldState("timeZone").isDirty) setValue("timeZone", detectTimeZone() ?? "America/New_York");
    if (!earlyValues?.currency && !getFieldState("currency").isDirty) setValue("currency", currencyForLocale(navigator.language));
  }, [earlyValues, getFieldState, setValue]);

  const name = (watch("name") ?? "").trim();
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormStatus result={result} />
      <FormField id="signup-name" label="Your name" error={fieldError("name")}>
        {(field) => <Input {...field} {...register("name")} autoComplete="name" />}
      </FormField>
      <FormField id="signup-email" label="Email" error={fieldError("email")}>
        {(field) => <Input {...field} {...register("email")} type="email" autoComplete="email" />}
      </FormField>
      <FormField id="signup-password" label="Password" error={fieldError("password")} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
        {(field) => <PasswordInput {...field} {...register("password")} autoComplete="new-password" />}
      </FormField>
      <FormField
        id="signup-studio"
        label="Studio name (optional)"
        error={fieldError("studioName")}
        hint="You can change it later in Settings."
      >
        {(field) => (
          <Input
            {...field}
            {...register("studioName")}
            autoComplete="organization"
            placeholder={name ? `${name}'s Studio` : "e.g. Starlight Ballroom"}
          />
        )}
      </FormField>
      <div className="grid items-start gap-4">
        <FormField id="signup-time-zone" label="Time zone" error={fieldError("timeZone")} hint="From your browser. Type to find another.">
          {(field) => <TimeZoneInput {...field} {...register("timeZone")} />}
        </FormField>
        <FormField id="signup-currency" label="Currency" error={fieldError("currency")}>
          {(field) => <CurrencySelect {...field} {...register("currency")} />}
        </FormField>
        <BrowserDefaultsScript timeZoneId="signup-time-zone" currencyId="signup-currency" />
      </div>
      <StarterChoice
        value={watch("starter")}
        onChange={(value) => setValue("starter", value, { shouldDirty: true })}
        error={fieldError("starter")}
      />
      <RememberMe checked={watch("remember") ?? false} onChange={(checked) => setValue("remember", checked)} />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? "Creating your studio…" : "Sign Up"}
      </Button>
      <p className="text-xs text-muted-foreground">Your studio starts on a 14-day free trial of Pro. No card needed.</p>
    </form>
  );
}
