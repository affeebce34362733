"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch, readApiError } from "@/lib/api/api-fetch";
import { DANCE_STYLES, STYLE_NAMES } from "@/lib/progress/levels";
import type { PracticeEntry } from "@/lib/progress/practice";
import { ZPracticeInput } from "@/lib/progress/schemas";
import { danceName, formatDay, formatMinutes, type DanceOption } from "./format";
import { useStudioLocale } from "@/components/ui/studio-locale";

type Props = { studentId: string; today: string; dances: readonly DanceOption[]; recent: readonly PracticeEntry[]; self: boolean };

/** Log practice (date, minutes, dances, partner, note) and the latest entries, each removable. */
export function PracticePanel({ studentId, today, dances, recent, self }: Props) {
  const locale = useStudioLocale();
  const router = useRouter();
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const { form, registerOption, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZPracticeInput, {
    defaultValues: { date: today, minutes: 30, danceIds: [], withPartner: false, note: "" },
    submit: (values) => apiFetch(`/api/students/${studentId}/practice`, { body: values }),
    successMessage: "Practice logged.",
    errorMessage: "The practice couldn't be logged. Try again.",
    onSuccess: () => {
      form.reset({ ...form.getValues(), note: "", danceIds: [] });
      router.refresh();
    },
  });
  const active = dances.filter((dance) => dance.active);

  async function remove(entry: PracticeEntry) {
    setRemoving(entry.id);
    setRemoveError(null);
    try {
      await apiFetch(`/api/practice/${entry.id}`, { method: "DELETE" });
      router.refresh();
    } catch (error) {
      setRemoveError(readApiError(error, "That entry couldn't be removed.").message);
    }
    setRemoving(null);
  }

  return (
    <div className="grid gap-4">
      <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label="Log practice">
        <div className="grid grid-cols-2 items-start gap-3">
          <FormField id="practice-date" label="Date" error={fieldError("date")}>
            {(field) => <Input {...field} {...form.register("date")} type="date" max={today} required />}
          </FormField>
          <FormField id="practice-minutes" label="Minutes" error={fieldError("minutes")}>
            {(field) => (
              <Input
                {...field}
                {...form.register("minutes", { valueAsNumber: true })}
                type="number"
                inputMode="numeric"
                min={1}
                max={960}
                required
              />
            )}
          </FormField>
        </div>
        <details className="rounded-md border border-border px-3 py-2 text-sm">
          <summary className="cursor-pointer font-medium">Dances practised (optional)</summary>
          <fieldset className="mt-2 grid gap-3">
            <legend className="sr-only">Dances practised</legend>
            {DANCE_STYLES.map((style) => {
              const ofStyle = active.filter((dance) => dance.style === style);
              if (ofStyle.length === 0) return null;
              return (
                <div key={style} className="grid gap-1">
                  <p className="text-xs font-medium text-muted-foreground">{STYLE_NAMES[style]}</p>
                  <div className="flex flex-wrap gap-x-4 gap-y-1">
                    {ofStyle.map((dance) => (
                      <label key={dance.id} className="inline-flex min-h-8 items-center gap-2">
                        <input type="checkbox" {...registerOption("danceIds", dance.id)} className="size-4 accent-[var(--color-primary)]" />
                        <span>
                          {dance.name}
                          <span className="sr-only"> ({STYLE_NAMES[style]})</span>
                        </span>
                      </label>
                    ))}
                  </div>
                </div>
              );
            })}
            {fieldError("danceIds") && <p className="text-sm text-danger">{fieldError("danceIds")}</p>}
          </fieldset>
        </details>
        <label className="inline-flex min-h-8 items-center gap-2 text-sm">
          <input type="checkbox" {...form.register("withPartner")} className="size-4 accent-[var(--color-primary)]" />
          With a partner
        </label>
        <FormField id="practice-note" label="Note (optional)" error={fieldError("note")}>
          {(field) => (
            <Input
              {...field}
              {...form.register("note")}
              placeholder={self ? "What you worked on" : "What they worked on"}
              autoComplete="off"
            />
          )}
        </FormField>
        <FormStatus result={result} />
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting}>
            Log practice
          </Button>
        </div>
      </form>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">{self ? "Your latest practice" : "Latest practice"}</h3>
        {removeError && (
          <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
            {removeError}
          </p>
        )}
        {recent.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing logged yet.</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {recent.map((entry) => (
              <li key={entry.id} className="flex items-start justify-between gap-2 rounded-md bg-muted/60 px-3 py-1.5">
                <span>
                  <span className="font-medium">{formatDay(entry.date, locale)}</span> · {formatMinutes(entry.minutes)}
                  {entry.withPartner && " · with a partner"}
                  {entry.danceIds.length > 0 && (
                    <span className="text-muted-foreground"> · {entry.danceIds.map((id) => danceName(dances, id)).join(", ")}</span>
                  )}
                  {entry.note && <span className="block text-muted-foreground">{entry.note}</span>}
                </span>
                <Button
                  size="icon"
                  variant="ghost"
                  className="size-8 shrink-0"
                  aria-label={`Remove ${formatMinutes(entry.minutes)} on ${formatDay(entry.date, locale)}`}
                  disabled={removing === entry.id}
                  onClick={() => remove(entry)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
