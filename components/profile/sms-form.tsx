"use client";

import Link from "next/link";
import { useState } from "react";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import type { SmsSettings } from "@/lib/notifications/sms-preferences";
import { ZSmsSettingsPatch } from "@/lib/notifications/sms-schemas";

type Available = Extract<SmsSettings, { available: true }>;

/**
 * "Text me reminders" (Pro): the person's own choice and the mobile number the texts go to. On a
 * plan without texts it says which plan has them; without SMS settings it isn't rendered at all.
 */
export function SmsForm({ settings }: { settings: Available }) {
  const [saved, setSaved] = useState(settings);
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZSmsSettingsPatch, {
    defaultValues: { enabled: settings.enabled, phone: settings.phone ?? "" },
    submit: ({ enabled, phone }) =>
      apiFetch<{ sms: SmsSettings }>("/api/me/sms", { method: "PATCH", body: { enabled, ...(phone ? { phone } : {}) } }),
    successMessage: "Text reminder choice saved.",
    errorMessage: "Your text reminder choice couldn't be saved. Try again.",
    onSuccess: ({ sms }) => {
      if (!sms.available) return;
      setSaved(sms);
      form.reset({ enabled: sms.enabled, phone: sms.phone ?? "" });
    },
  });
  const enabled = form.watch("enabled");

  if (!saved.allowed) {
    return (
      <div className="grid gap-1" aria-labelledby="profile-sms">
        <h3 id="profile-sms" className="text-base font-semibold">
          Text me reminders
        </h3>
        <p className="text-sm text-muted-foreground">
          Text reminders need the studio to be on the {saved.planName} plan.{" "}
          <Link href="/pricing" className="font-medium text-primary underline underline-offset-4">
            Compare plans
          </Link>
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby="profile-sms">
      <h3 id="profile-sms" className="text-base font-semibold">
        Text me reminders
      </h3>
      <label className="flex items-center gap-3 text-sm">
        <input type="checkbox" {...form.register("enabled")} className="size-4 accent-primary" />
        Text me lesson reminders and when a place opens for me on a waitlist
      </label>
      {saved.stopped && !enabled && (
        <p className="-mt-2 text-xs text-muted-foreground">
          You replied STOP, so texts are off. Tick the box (or reply START) to get them again.
        </p>
      )}
      <FormField
        id="profile-sms-phone"
        label="Mobile number"
        error={fieldError("phone")}
        hint="Texts go only to this number. Reply STOP to any text to turn them off."
      >
        {(field) => <Input {...field} {...form.register("phone")} type="tel" autoComplete="tel" className="sm:max-w-xs" />}
      </FormField>
      <FormStatus result={result} />
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" disabled={isSubmitting}>
          Save text reminders
        </Button>
      </div>
    </form>
  );
}
