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
import type { ContactField } from "@/lib/contact/contact-schema";
import { cn } from "@/lib/utils";

// The schema (and zod with it) is fetched when the form is first used, not with the page: it is
// most of this form's weight, and the home page must stay as light as the lightest page.
const loadSchema = () => import("@/lib/contact/contact-schema").then((module) => module.ZContactMessage);

/**
 * The contact form of /contact and the home page. It checks the fields with the API's own schema
 * before sending, shows each problem beside its field (the server's too), and keeps what was typed;
 * only the confirmation replaces it.
 */
export function ContactForm({ className, earlyValues }: { className?: string; earlyValues?: EarlyValues }) {
  const id = useId();
  const [sentBy, setSentBy] = useState<string | null>(null);
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(loadSchema, {
    // What was typed before this form's JavaScript arrived (ContactFormOnDemand) is kept.
    defaultValues: withEarlyValues({ name: "", email: "", subject: "", message: "", website: "" }, earlyValues),
    submit: (body) => apiFetch("/api/contact", { body, failure: "Your message could not be sent" }),
    onSuccess: (_answer, { name }): void => setSentBy(name),
  });

  if (sentBy !== null) {
    return (
      <div
        role="status"
        tabIndex={-1}
        // The button that had focus is gone with the form: move focus to the confirmation instead.
        ref={(node) => node?.focus()}
        className={cn("rounded-2xl border border-border bg-card p-8 text-center", className)}
      >
        <CircleCheck aria-hidden className="mx-auto size-10 text-success" />
        <p className="mt-4 font-[family-name:var(--font-display)] text-2xl font-semibold">Thank you, {sentBy}!</p>
        <p className="mt-2 text-muted-foreground">Your message has been sent. We reply within one business day.</p>
        <Button
          variant="secondary"
          className="mt-6"
          onClick={() => {
            form.reset();
            setSentBy(null);
          }}
        >
          Send another message
        </Button>
      </div>
    );
  }

  const field = (name: ContactField) => ({ ...form.register(name), "aria-required": name !== "subject" });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadSchema().catch(() => {})}
      className={cn("grid gap-5 rounded-2xl border border-border bg-card p-6 sm:p-8", className)}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${id}-name`} label="Name" error={fieldError("name")}>
          {(props) => <Input {...props} {...field("name")} autoComplete="name" maxLength={100} />}
        </FormField>
        <FormField id={`${id}-email`} label="Email" error={fieldError("email")}>
          {(props) => <Input {...props} {...field("email")} type="email" autoComplete="email" />}
        </FormField>
      </div>
      <FormField id={`${id}-subject`} label="Subject (optional)" error={fieldError("subject")}>
        {(props) => <Input {...props} {...field("subject")} maxLength={150} />}
      </FormField>
      <FormField id={`${id}-message`} label="Message" error={fieldError("message")}>
        {(props) => <Textarea {...props} {...field("message")} rows={5} maxLength={5000} />}
      </FormField>
      {/* The honeypot: invisible to people, skipped by Tab and screen readers; see contact-schema. */}
      <div aria-hidden className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" {...form.register("website")} />
      </div>
      <FormStatus result={result} />
      <Button type="submit" size="lg" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? "Sending…" : "Send Message"}
      </Button>
    </form>
  );
}
