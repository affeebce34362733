"use client";

import { Lock, Video } from "lucide-react";
import Link from "next/link";
import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import type { EventFormValues, EventRequest, MeetingChoice } from "./event-form-schema";

const CHOICES: { value: Exclude<MeetingChoice, "keep">; label: string }[] = [
  { value: "none", label: "In person" },
  { value: "link", label: "Meeting link" },
  { value: "room", label: "Create a Jitsi room" },
];

type Props = {
  /** The event dialog's form. */
  form: UseFormReturn<EventFormValues, unknown, EventRequest>;
  /** The event being edited: its current link is read (GET /api/events/{id}/meeting) into the field. */
  eventId?: string;
  /** null: the plan has video lessons; else the plan that unlocks them. */
  lockedTo: string | null;
  isOwner: boolean;
  error?: string;
  urlError?: string;
};

/**
 * A lesson held online (video lessons): in person, a meeting link (Zoom, Meet, Jitsi), or a new
 * Jitsi room made when the lesson is saved. Only the lesson's instructor, its students and owners
 * ever see the link. Below the plan that has it, the choice shows locked with that plan named.
 */
export function MeetingField({ form, eventId, lockedTo, isOwner, error, urlError }: Props) {
  const choice = form.watch("meeting") ?? "none";
  // An edit starts at "keep" (nothing sent) until the lesson's link is read in.
  useEffect(() => {
    if (!eventId || lockedTo) return;
    let live = true;
    apiFetch<{ meetingUrl: string | null }>(`/api/events/${eventId}/meeting`).then(
      ({ meetingUrl }) => {
        if (!live || form.getValues("meeting") !== "keep") return;
        form.setValue("meetingUrl", meetingUrl ?? "");
        form.setValue("meeting", meetingUrl ? "link" : "none");
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [eventId, lockedTo, form]);

  if (lockedTo) {
    return (
      <div className="grid gap-1 rounded-md border border-dashed border-border p-3 text-sm" data-testid="meeting-locked">
        <p className="flex items-center gap-2 font-medium">
          <Lock aria-hidden className="size-4 text-muted-foreground" />
          Video lesson <span className="rounded bg-primary-soft px-1.5 py-0.5 text-xs font-medium text-primary">{lockedTo}</span>
        </p>
        <p className="text-muted-foreground">
          A meeting link or a Jitsi room for a remote lesson comes with the {lockedTo} plan.{" "}
          {isOwner ? (
            <Link href="/app/settings#settings-plan" className="font-medium text-primary underline underline-offset-4">
              Compare plans
            </Link>
          ) : (
            "Ask the studio's owner about it."
          )}
        </p>
      </div>
    );
  }
  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-3">
      <legend className="flex items-center gap-1.5 px-1 text-sm font-medium">
        <Video aria-hidden className="size-4" /> Video lesson
      </legend>
      {choice === "keep" ? (
        <p className="text-sm text-muted-foreground">Reading the lesson&apos;s link…</p>
      ) : (
        <div role="radiogroup" aria-label="Where the lesson meets" className="flex flex-wrap gap-x-4 gap-y-2">
          {CHOICES.map((option) => (
            <label key={option.value} className="flex min-h-8 items-center gap-2 text-sm">
              <input type="radio" value={option.value} {...form.register("meeting")} className="size-4 accent-[var(--color-primary)]" />
              {option.label}
            </label>
          ))}
        </div>
      )}
      {error && <p className="text-sm text-danger">{error}</p>}
      {choice === "link" && (
        <FormField
          id="event-meeting-url"
          label="Link to the meeting"
          error={urlError}
          hint="Zoom, Google Meet, Jitsi… a link starting with https://"
        >
          {(field) => (
            <Input
              {...field}
              {...form.register("meetingUrl")}
              type="url"
              inputMode="url"
              placeholder="https://zoom.us/j/…"
              autoComplete="off"
            />
          )}
        </FormField>
      )}
      {choice === "room" && (
        <p className="text-sm text-muted-foreground">
          A room with a name nobody can guess is made when you save. Only the lesson&apos;s instructor, its students and the owner see the
          link.
        </p>
      )}
    </fieldset>
  );
}
