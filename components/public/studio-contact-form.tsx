"use client";

import { CircleCheck } from "lucide-react";
import { useId, useState } from "react";
import { FormStatus } from "@/components/forms/form-status";
import { withEarlyValues, type EarlyValues } from "@/components/forms/load-on-interaction";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { INTEREST_LABELS } from "@/lib/growth/inquiry-labels";
import type { TrialSourceFields } from "./first-lesson-fields";

// The schema (zod with it) loads when the form is first used, not with the page.
const loadSchema = () => import("@/lib/contact/studio-contact-schema").then((module) => module.ZStudioContactMessage);

const SELECT =
  "h-10 w-full rounded-md border border-input bg-card px-3 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-danger";

type Interest = keyof typeof INTEREST_LABELS;
type Defaults = { name: string; email: string; phone: string; interest: Interest; message: string; website: string } & TrialSourceFields;
/** No interest chosen yet: the select shows "Choose…" and the schema asks for one. */
const NOT_CHOSEN = "" as Interest;

/**
 * The contact form of a studio's public page: a visitor writes to the studio (name, e-mail, phone if
 * they like, what they would like to dance for, the message). Problems show beside their fields and
 * what was typed stays; only the thank-you replaces it. The page's ref/UTM go along unseen.
 */
export function StudioContactForm({
  slug,
  studioName,
  source,
  earlyValues,
}: {
  slug: string;
  studioName: string;
  source: TrialSourceFields;
  /** What was typed before the form's JavaScript arrived (StudioContactFormOnDemand). */
  earlyValues?: EarlyValues;
}) {
  const id = useId();
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(loadSchema, {
    defaultValues: withEarlyValues<Defaults>(
      { name: "", email: "", phone: "", interest: NOT_CHOSEN, message: "", website: "", ...source },
      earlyValues,
    ),
    submit: (body) => apiFetch(`/api/public/studios/${slug}/contact`, { body, failure: "Your message could not be sent" }),
    onSuccess: (_answer, values) => setSent({ name: values.name, email: values.email }),
  });

  if (sent) {
    return (
      <div
        role="status"
        tabIndex={-1}
        // The button that had focus is gone with the form: focus moves to the thank-you.
        ref={(node) => node?.focus()}
        className="rounded-2xl border border-border bg-card p-8 text-center"
      >
        <CircleCheck aria-hidden className="mx-auto size-10 text-success" />
        <p className="mt-4 font-[family-name:var(--font-display)] text-2xl font-semibold">Thank you, {sent.name}!</p>
        <p className="mt-2 text-muted-foreground">
          Your message is with {studioName}. They will reply to {sent.email}.
        </p>
        <Button
          variant="secondary"
          className="mt-6"
          onClick={() => {
            form.reset();
            setSent(null);
          }}
        >
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadSchema().catch(() => {})}
      aria-labelledby={`${id}-title`}
      className="grid gap-5 rounded-2xl border border-border bg-card p-6 sm:p-8"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        Send us a message
      </h3>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${id}-name`} label="Your name" error={fieldError("name")}>
          {(props) => <Input {...props} {...form.register("name")} autoComplete="name" maxLength={100} aria-required />}
        </FormField>
        <FormField id={`${id}-email`} label="Your e-mail" error={fieldError("email")}>
          {(props) => <Input {...props} {...form.register("email")} type="email" autoComplete="email" aria-required />}
        </FormField>
        <FormField id={`${id}-phone`} label="Your phone number (optional)" error={fieldError("phone")}>
          {(props) => <Input {...props} {...form.register("phone")} type="tel" autoComplete="tel" maxLength={40} />}
        </FormField>
        <FormField id={`${id}-interest`} label="I'm interested in" error={fieldError("interest")}>
          {(props) => (
            <select {...props} {...form.register("interest")} className={SELECT} aria-required>
              <option value="">Choose…</option>
              {Object.entries(INTEREST_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField id={`${id}-message`} label="Your message" error={fieldError("message")}>
        {(props) => <Textarea {...props} {...form.register("message")} rows={5} maxLength={5000} aria-required />}
      </FormField>
      {/* The honeypot: invisible to people, skipped by Tab and screen readers. */}
      <div aria-hidden className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" {...form.register("website")} />
      </div>
      <FormStatus result={result} />
      <Button type="submit" size="lg" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? "Sending…" : "Send message"}
      </Button>
    </form>
  );
}
