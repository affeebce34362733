"use client";

import { useState } from "react";
import { failureResult, type FormResult } from "@/components/forms/failure-result";
import { FormStatus } from "@/components/forms/form-status";
import { Button } from "@/components/ui/button";
import { Tag, type TagTone } from "@/components/ui/tag";
import { apiFetch } from "@/lib/api/api-fetch";
import type { OutboxEntry } from "@/lib/notifications/outbox-log";
import type { StudioLocale } from "@/lib/studio/locales";
import { useStudioLocale } from "@/components/ui/studio-locale";

type Status = OutboxEntry["status"];

const STATUS: Record<Status, { label: string; tone: TagTone }> = {
  queued: { label: "Waiting to send", tone: "muted" },
  sending: { label: "Sending", tone: "muted" },
  sent: { label: "Sent", tone: "success" },
  failed: { label: "Failed", tone: "danger" },
  suppressed: { label: "Turned off", tone: "muted" },
  unsent: { label: "Not sent — no mail server configured", tone: "accent" },
};
const FILTERS: { value: Status | ""; label: string }[] = [
  { value: "", label: "All" },
  { value: "sent", label: "Sent" },
  { value: "queued", label: "Waiting" },
  { value: "failed", label: "Failed" },
  { value: "unsent", label: "Not sent" },
  { value: "suppressed", label: "Turned off" },
];

/** In the studio's zone, named: the server and every browser render the same text (no hydration mismatch). */
const when = (iso: string, timeZone: string, locale: StudioLocale) =>
  new Date(iso).toLocaleString(locale, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  });

export function EmailLog({ initial, timeZone }: { initial: OutboxEntry[]; timeZone: string }) {
  const locale = useStudioLocale();
  const [messages, setMessages] = useState(initial);
  const [status, setStatus] = useState<Status | "">("");
  const [result, setResult] = useState<FormResult | null>(null);

  async function filter(next: Status | "") {
    setStatus(next);
    setResult(null);
    try {
      const { messages: found } = await apiFetch<{ messages: OutboxEntry[] }>(`/api/outbox${next ? `?status=${next}` : ""}`);
      setMessages(found);
    } catch (error) {
      setResult(failureResult(error, "The e-mail log couldn't be loaded. Try again."));
    }
  }

  async function retry(id: string) {
    setResult(null);
    try {
      const { message } = await apiFetch<{ message: OutboxEntry }>(`/api/outbox/${id}/retry`, { method: "POST" });
      setMessages((rows) => rows.map((row) => (row.id === id ? message : row)));
      setResult({ kind: "success", text: `"${message.subject}" will be sent again in a few seconds.` });
    } catch (error) {
      setResult(failureResult(error, "The message couldn't be queued again. Try again."));
    }
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Show e-mails">
        {FILTERS.map((option) => (
          <Button
            key={option.value}
            type="button"
            size="sm"
            variant={status === option.value ? "primary" : "secondary"}
            aria-pressed={status === option.value}
            onClick={() => filter(option.value)}
          >
            {option.label}
          </Button>
        ))}
      </div>
      <FormStatus result={result} />
      {messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">No e-mails here yet.</p>
      ) : (
        <ul className="grid gap-2" aria-label="E-mails">
          {messages.map((message) => (
            <li key={message.id} className="rounded-lg border border-border">
              <details>
                <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
                  <span className="min-w-0 flex-1 font-medium break-words">{message.subject}</span>
                  <span className="text-muted-foreground">{message.recipientName ?? message.recipient}</span>
                  <Tag tone={STATUS[message.status].tone}>{STATUS[message.status].label}</Tag>
                </summary>
                <div className="grid gap-3 border-t border-border px-3 py-3 text-sm">
                  <dl className="grid gap-1 sm:grid-cols-[8rem_1fr]">
                    <dt className="text-muted-foreground">To</dt>
                    <dd className="break-all">{message.recipient}</dd>
                    <dt className="text-muted-foreground">Kind</dt>
                    <dd>{message.kindLabel}</dd>
                    <dt className="text-muted-foreground">Queued</dt>
                    <dd>{when(message.createdAt, timeZone, locale)}</dd>
                    {message.sentAt && (
                      <>
                        <dt className="text-muted-foreground">Sent</dt>
                        <dd>{when(message.sentAt, timeZone, locale)}</dd>
                      </>
                    )}
                    <dt className="text-muted-foreground">Tries</dt>
                    <dd>{message.attempts}</dd>
                    {message.lastError && (
                      <>
                        <dt className="text-muted-foreground">Last error</dt>
                        <dd className="break-words">{message.lastError}</dd>
                      </>
                    )}
                  </dl>
                  <pre className="max-h-80 overflow-auto rounded-md bg-muted p-3 font-sans text-sm whitespace-pre-wrap">{message.text}</pre>
                  {(message.status === "failed" || message.status === "unsent") && (
                    <div>
                      <Button type="button" size="sm" variant="secondary" onClick={() => retry(message.id)}>
                        Retry
                      </Button>
                    </div>
                  )}
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
