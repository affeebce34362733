"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { fieldErrors } from "@/lib/api/zod-fields";
import { messageFromBody } from "@/lib/auth/error-message";
import { PASSWORD_MIN_LENGTH, ZSignup } from "@/lib/auth/schemas";
import { FormAlert } from "./form-alert";
import { PasswordInput } from "./password-input";
import { RememberMe } from "./remember-me";

type Fields = { name: string; email: string; password: string; studioName: string };

/** Sign-up: the same schema as the API checks each field first; the API's field errors land beside the fields too. */
export function SignupForm({ redirectTo }: { redirectTo: string }) {
  const router = useRouter();
  const [values, setValues] = useState<Fields>({ name: "", email: "", password: "", studioName: "" });
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const bind = (field: keyof Fields) => ({
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [field]: event.target.value })),
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const parsed = ZSignup.safeParse({ ...values, timeZone, remember });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      setMessage("Please correct the highlighted fields.");
      return;
    }
    setErrors({});
    setMessage(null);
    setIsBusy(true);
    try {
      const response = await fetch("/api/auth/signup", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(parsed.data),
      });
      if (response.ok) {
        router.replace(redirectTo);
        return;
      }
      const text = await response.text();
      setErrors(readFields(text));
      setMessage(messageFromBody(text) || `Sign-up failed (${response.status})`);
    } catch (error) {
      setMessage((error instanceof Error && error.message) || "Sign-up failed");
    }
    setIsBusy(false);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormAlert message={message} />
      <FormField id="signup-name" label="Your name" error={errors.name}>
        {(field) => <Input {...field} name="name" autoComplete="name" {...bind("name")} />}
      </FormField>
      <FormField id="signup-email" label="Email" error={errors.email}>
        {(field) => <Input {...field} name="email" type="email" autoComplete="email" {...bind("email")} />}
      </FormField>
      <FormField id="signup-password" label="Password" error={errors.password} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
        {(field) => <PasswordInput {...field} name="password" autoComplete="new-password" {...bind("password")} />}
      </FormField>
      <FormField id="signup-studio" label="Studio name (optional)" error={errors.studioName} hint="You can change it later in Settings.">
        {(field) => (
          <Input
            {...field}
            name="studioName"
            autoComplete="organization"
            placeholder={values.name.trim() ? `${values.name.trim()}'s Studio` : "e.g. Starlight Ballroom"}
            {...bind("studioName")}
          />
        )}
      </FormField>
      <RememberMe checked={remember} onChange={setRemember} />
      <Button type="submit" size="lg" disabled={isBusy} className="w-full">
        {isBusy ? "Creating your studio…" : "Sign Up"}
      </Button>
      <p className="text-xs text-muted-foreground">Your studio starts on a 14-day free trial of Pro. No card needed.</p>
    </form>
  );
}

function readFields(text: string): Record<string, string> {
  try {
    const fields = (JSON.parse(text) as { error?: { fields?: unknown } })?.error?.fields;
    return fields && typeof fields === "object" ? (fields as Record<string, string>) : {};
  } catch {
    return {};
  }
}
