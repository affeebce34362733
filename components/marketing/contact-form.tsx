"use client";

import { CircleCheck } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { fieldErrors } from "@/lib/api/zod-fields";
import type { ContactField } from "@/lib/contact/contact-schema";
import { cn } from "@/lib/utils";

// The schema (and zod with it) is fetched when the form is first used, not with the page: it is
// most of this form's weight, and the home page must stay as light as the lightest page.
const loadSchema = () => import("@/lib/contact/contact-schema");

type Errors = Partial<Record<ContactField, string>>;
type Status = { kind: "idle" | "sending" } | { kind: "sent"; name: string } | { kind: "failed"; message: string };

/**
 * The contact form of /contact and the home page. It checks the fields with the API's own schema
 * before sending, shows each problem beside its field (the server's too), and keeps what was typed:
 * the inputs are uncontrolled and only the success state replaces them.
 */
export function ContactForm({ className }: { className?: string }) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  function showErrors(next: Errors) {
    setErrors(next);
    const first = (["name", "email", "subject", "message"] as const).find((field) => next[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    let parsed;
    try {
      parsed = (await loadSchema()).ZContactMessage.safeParse(values);
    } catch {
      return setStatus({ kind: "failed", message: "We could not reach the server. Check your connection and try again." });
    }
    if (!parsed.success) {
      setStatus({ kind: "idle" });
      return showErrors(fieldErrors(parsed.error) as Errors);
    }
    showErrors({});
    setStatus({ kind: "sending" });
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(values),
      });
      if (response.ok) return setStatus({ kind: "sent", name: parsed.data.name });
      const body = (await response.json().catch(() => null)) as { error?: { message?: string; fields?: Errors } } | null;
      if (body?.error?.fields) showErrors(body.error.fields);
      setStatus({
        kind: "failed",
        message: body?.error?.message ?? `Your message could not be sent (error ${response.status}). Please try again.`,
      });
    } catch {
      setStatus({ kind: "failed", message: "We could not reach the server. Check your connection and try again." });
    }
  }

  if (status.kind === "sent") {
    return (
      <div
        role="status"
        tabIndex={-1}
        // The button that had focus is gone with the form: move focus to the confirmation instead.
        ref={(node) => node?.focus()}
        className={cn("rounded-2xl border border-border bg-card p-8 text-center", className)}
      >
        <CircleCheck aria-hidden className="mx-auto size-10 text-success" />
        <p className="mt-4 font-[family-name:var(--font-display)] text-2xl font-semibold">Thank you, {status.name}!</p>
        <p className="mt-2 text-muted-foreground">Your message has been sent. We reply within one business day.</p>
        <Button variant="secondary" className="mt-6" onClick={() => setStatus({ kind: "idle" })}>
          Send another message
        </Button>
      </div>
    );
  }

  const field = (name: ContactField) => ({ name, "aria-required": name !== "subject" });
  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadSchema().catch(() => {})}
      className={cn("grid gap-5 rounded-2xl border border-border bg-card p-6 sm:p-8", className)}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${id}-name`} label="Name" error={errors.name}>
          {(props) => <Input {...props} {...field("name")} autoComplete="name" maxLength={100} />}
        </FormField>
        <FormField id={`${id}-email`} label="Email" error={errors.email}>
          {(props) => <Input {...props} {...field("email")} type="email" autoComplete="email" />}
        </FormField>
      </div>
      <FormField id={`${id}-subject`} label="Subject (optional)" error={errors.subject}>
        {(props) => <Input {...props} {...field("subject")} maxLength={150} />}
      </FormField>
      <FormField id={`${id}-message`} label="Message" error={errors.message}>
        {(props) => <Textarea {...props} {...field("message")} rows={5} maxLength={5000} />}
      </FormField>
      {/* The honeypot: invisible to people, skipped by Tab and screen readers; see contact-schema. */}
      <div aria-hidden className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {status.kind === "failed" && (
        <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
          {status.message}
        </p>
      )}
      <Button type="submit" size="lg" disabled={status.kind === "sending"} className="justify-self-start">
        {status.kind === "sending" ? "Sending…" : "Send Message"}
      </Button>
    </form>
  );
}
