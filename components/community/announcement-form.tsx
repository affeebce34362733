"use client";

import { useRouter } from "next/navigation";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZAnnouncement } from "@/lib/community/schemas";
import { STUDENT_LEVELS } from "@/lib/people/levels";
import { useAnnouncementReach } from "./announcement-reach";
import { plural } from "@/lib/text/plural";

const SELECT = "h-10 rounded-md border border-border bg-card px-3 text-sm";
const orUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);
const people = (count: number) => plural(count, "student");

type Sent = { announcement: { recipients: number; suppressed: number } };

/** Compose an announcement: who gets it (with the server's count before sending), subject and plain-text message. */
export function AnnouncementForm({ classes }: { classes: { id: string; name: string }[] }) {
  const router = useRouter();
  const { form, registerOption, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZAnnouncement, {
    defaultValues: { audience: "all", subject: "", body: "" },
    submit: (values) => apiFetch<Sent>("/api/announcements", { method: "POST", body: values }),
    successMessage: ({ announcement }) => `Sent to ${people(announcement.recipients - announcement.suppressed)}.`,
    errorMessage: "The announcement couldn't be sent. Try again.",
    onSuccess: (_sent, values) => {
      form.reset({ audience: values.audience, level: values.level, serviceId: values.serviceId, subject: "", body: "" });
      router.refresh();
    },
  });
  const [audience, level, serviceId] = form.watch(["audience", "level", "serviceId"]);
  const reach = useAnnouncementReach({ audience, level, serviceId });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-lg border border-border bg-card p-4" aria-labelledby="compose">
      <h2 id="compose" className="text-base font-semibold">
        New announcement
      </h2>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Send to</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" {...registerOption("audience", "all")} className="size-4 accent-[var(--primary)]" />
          All students
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" {...registerOption("audience", "level")} className="size-4 accent-[var(--primary)]" />
          Students at one level
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            {...registerOption("audience", "class")}
            disabled={classes.length === 0}
            className="size-4 accent-[var(--primary)]"
          />
          Students booked into a class{classes.length === 0 && " (add a group class in Settings first)"}
        </label>
      </fieldset>
      {audience === "level" && (
        <FormField id="announcement-level" label="Level" error={fieldError("level")}>
          {(field) => (
            <select {...field} {...form.register("level", { setValueAs: orUndefined })} className={SELECT}>
              <option value="">Choose a level</option>
              {STUDENT_LEVELS.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {audience === "class" && (
        <FormField
          id="announcement-class"
          label="Class"
          error={fieldError("serviceId")}
          hint="Students booked into any of its classes still to come."
        >
          {(field) => (
            <select {...field} {...form.register("serviceId", { setValueAs: orUndefined })} className={SELECT}>
              <option value="">Choose a class</option>
              {classes.map((service) => (
                <option key={service.id} value={service.id}>
                  {service.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <p aria-live="polite" className="rounded-md bg-muted px-3 py-2 text-sm">
        {reach === null
          ? "Choose who gets it to see how many it reaches."
          : `Reaches ${people(reach.reach)}${reach.optedOut ? ` (${reach.optedOut} turned announcements off)` : ""}.`}
      </p>
      <FormField id="announcement-subject" label="Subject" error={fieldError("subject")}>
        {(field) => <Input {...field} {...form.register("subject")} placeholder="Holiday party on Dec 20" />}
      </FormField>
      <FormField
        id="announcement-body"
        label="Message"
        error={fieldError("body")}
        hint="Plain text. Each e-mail carries an unsubscribe link."
      >
        {(field) => <Textarea {...field} {...form.register("body")} rows={6} />}
      </FormField>
      <FormStatus result={result} />
      <div>
        <Button type="submit" disabled={isSubmitting || reach?.reach === 0}>
          {reach ? `Send to ${people(reach.reach)}` : "Send"}
        </Button>
      </div>
    </form>
  );
}
