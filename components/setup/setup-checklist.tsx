"use client";

import { CheckCircle2, ChevronDown, Circle, X } from "lucide-react";
import Link from "next/link";
import { useCallback, useEffect, useState } from "react";
import { SCHEDULE_CHANGED_EVENT } from "@/components/schedule/schedule-changed";
import { usePhoneLayout } from "@/components/schedule/use-client-facts";
import { Button } from "@/components/ui/button";
import { apiFetch, readApiError } from "@/lib/api/api-fetch";
import type { ChecklistStep, SetupChecklist } from "@/lib/studio/setup-checklist";
import { cn } from "@/lib/utils";

const STEPS: Record<ChecklistStep, { label: string; href?: string; hint?: string }> = {
  room: { label: "Add a room", href: "/app/settings#settings-rooms" },
  services: { label: "Add services", href: "/app/settings#settings-services" },
  hours: { label: "Set business hours", href: "/app/settings#settings-studio" },
  instructor: { label: "Invite an instructor", href: "/app/instructors" },
  student: { label: "Invite a student", href: "/app/students" },
  class: { label: "Create the first class", hint: "Drag across the calendar below." },
  booking: { label: "Take the first booking", hint: "A student books, or open a class and book them in." },
};

/**
 * The first week of a new studio, above its schedule (owners). Each step ticks itself from real
 * data: the list is read again when the schedule changes and when the owner comes back to the tab.
 */
export function SetupChecklistCard({ initial }: { initial: SetupChecklist }) {
  const [checklist, setChecklist] = useState(initial);
  // On a phone the steps start folded, so the calendar keeps the screen.
  const isPhone = usePhoneLayout();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const expanded = chosen ?? !isPhone;
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(() => {
    apiFetch<{ checklist: SetupChecklist }>("/api/studio/checklist").then(
      ({ checklist: next }) => setChecklist(next),
      () => undefined, // A missed refresh changes nothing: the next one catches up.
    );
  }, []);
  useEffect(() => {
    const onVisible = () => document.visibilityState === "visible" && reload();
    window.addEventListener(SCHEDULE_CHANGED_EVENT, reload);
    window.addEventListener("focus", reload);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener(SCHEDULE_CHANGED_EVENT, reload);
      window.removeEventListener("focus", reload);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [reload]);

  async function dismiss() {
    setError(null);
    try {
      setChecklist(
        (await apiFetch<{ checklist: SetupChecklist }>("/api/studio/checklist", { method: "PATCH", body: { dismissed: true } })).checklist,
      );
    } catch (caught) {
      setError(readApiError(caught, "The checklist couldn't be put away. Try again.").message);
    }
  }

  if (!checklist.visible) return null;
  const total = checklist.steps.length;
  return (
    <section aria-labelledby="setup-checklist" className="border-b border-border bg-card px-3 py-3 sm:px-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id="setup-checklist" className="font-[family-name:var(--font-display)] text-lg font-semibold">
          {checklist.complete ? "Your studio is set up" : "Set up your studio"}
        </h2>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {checklist.done} of {total} done
        </p>
        <div className="h-1.5 min-w-16 flex-1 overflow-hidden rounded-full bg-muted" aria-hidden>
          <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${(checklist.done / total) * 100}%` }} />
        </div>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={expanded}
          aria-controls="setup-checklist-steps"
          onClick={() => setChosen(!expanded)}
        >
          <ChevronDown aria-hidden className={cn("transition-transform", expanded && "rotate-180")} />
          {expanded ? "Hide steps" : "Show steps"}
        </Button>
        <Button variant="ghost" size="sm" onClick={dismiss}>
          <X aria-hidden />
          Dismiss
        </Button>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
      <ol
        id="setup-checklist-steps"
        hidden={!expanded}
        aria-label="Setup steps"
        className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-7"
      >
        {checklist.steps.map(({ key, done }) => {
          const step = STEPS[key];
          return (
            <li
              key={key}
              className={cn(
                "flex items-start gap-2 rounded-md border p-2 text-sm",
                done ? "border-success/40 bg-success-soft" : "border-border",
              )}
            >
              {done ? (
                <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
              ) : (
                <Circle aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              )}
              <span className="grid gap-0.5">
                {step.href && !done ? (
                  <Link href={step.href} className="font-medium text-primary underline underline-offset-4">
                    {step.label}
                  </Link>
                ) : (
                  <span className={cn("font-medium", done && "text-muted-foreground line-through")}>{step.label}</span>
                )}
                <span className="sr-only">{done ? ", done" : ", to do"}</span>
                {!done && step.hint && <span className="text-xs text-muted-foreground">{step.hint}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
