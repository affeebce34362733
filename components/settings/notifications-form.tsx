"use client";

import { z } from "zod";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import type { NotificationSettings } from "@/lib/notifications/preferences";
import { ZReminderLeadHours } from "@/lib/notifications/schemas";

// The form keeps what is on; the API takes what is off (so a kind added later is on by default).
const ZNotificationsForm = z.object({
  on: z.array(z.string()),
  pushOn: z.array(z.string()),
  studioOn: z.array(z.string()),
  reminderLeadHours: ZReminderLeadHours.optional(),
});

const offOf = (choices: { kind: string }[], on: string[]) =>
  choices.filter((choice) => !on.includes(choice.kind)).map((choice) => choice.kind);
const onOf = (choices: { kind: string; on: boolean }[]) => choices.filter((choice) => choice.on).map((choice) => choice.kind);

export function NotificationsForm({ settings }: { settings: NotificationSettings }) {
  const { mine, studio, always, push } = settings;
  const { form, registerOption, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZNotificationsForm, {
    defaultValues: {
      on: onOf(mine),
      pushOn: onOf(push),
      studioOn: studio ? onOf(studio.kinds) : [],
      reminderLeadHours: studio?.reminderLeadHours,
    },
    submit: ({ on, pushOn, studioOn, reminderLeadHours }) =>
      apiFetch<NotificationSettings>("/api/me/notifications", {
        method: "PATCH",
        body: {
          mutedKinds: offOf(mine, on),
          ...(push.length ? { pushMutedKinds: offOf(push, pushOn) } : {}),
          ...(studio ? { studio: { reminderLeadHours, mutedKinds: offOf(studio.kinds, studioOn) } } : {}),
        },
      }),
    successMessage: "Notification settings saved.",
    errorMessage: "Your notification settings couldn't be saved. Try again.",
    serverFields: { "studio.reminderLeadHours": "reminderLeadHours" },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-base font-semibold">E-mails to you</legend>
        {mine.length === 0 && <p className="text-sm text-muted-foreground">There are no optional e-mails for your role.</p>}
        {mine.map((choice) => (
          <label key={choice.kind} className="flex items-center gap-3 text-sm">
            <input type="checkbox" {...registerOption("on", choice.kind)} className="size-4 accent-primary" />
            {choice.label}
          </label>
        ))}
        <p className="mt-1 text-xs text-muted-foreground">Always sent: {always.map((choice) => choice.label.toLowerCase()).join(", ")}.</p>
      </fieldset>
      {push.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-base font-semibold">Push notifications</legend>
          <p className="-mt-1 mb-1 text-sm text-muted-foreground">
            On each device where you turn them on below. They show only the lesson, a first name and the time, never prices or notes.
          </p>
          {push.map((choice) => (
            <label key={choice.kind} className="flex items-center gap-3 text-sm">
              <input type="checkbox" {...registerOption("pushOn", choice.kind)} className="size-4 accent-primary" />
              {choice.label}
            </label>
          ))}
        </fieldset>
      )}
      {studio && (
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-base font-semibold">What the studio sends</legend>
          <FormField
            id="reminder-lead-hours"
            label="Send lesson reminders this many hours before"
            error={fieldError("reminderLeadHours")}
            hint="No reminder goes for a lesson booked less than this before it starts."
            className="max-w-xs"
          >
            {(field) => (
              <Input {...field} type="number" min={1} max={168} {...form.register("reminderLeadHours", { valueAsNumber: true })} />
            )}
          </FormField>
          <div className="grid gap-2">
            {studio.kinds.map((choice) => (
              <label key={choice.kind} className="flex items-center gap-3 text-sm">
                <input type="checkbox" {...registerOption("studioOn", choice.kind)} className="size-4 accent-primary" />
                {choice.label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <FormStatus result={result} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : "Save notification settings"}
        </Button>
      </div>
    </form>
  );
}
