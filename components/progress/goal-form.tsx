"use client";

import { useRouter } from "next/navigation";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { fieldClass, Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { danceLabel } from "@/lib/progress/levels";
import { ZGoalInput } from "@/lib/progress/schemas";
import { cn } from "@/lib/utils";
import type { DanceOption, LevelOption } from "./format";

type Props = { studentId: string; today: string; dances: readonly DanceOption[]; levels: readonly LevelOption[] };

/** A new goal: a level in some dances, minutes of practice a week, or anything in words, by a date. */
export function GoalForm({ studentId, today, dances, levels }: Props) {
  const router = useRouter();
  const { form, registerOption, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZGoalInput, {
    defaultValues: { kind: "level", title: "", targetDate: "", level: "bronze-4", danceIds: [], weeklyMinutes: 180 },
    // Only the fields of the chosen kind are sent.
    submit: ({ kind, title, targetDate, level, danceIds, weeklyMinutes }) =>
      apiFetch(`/api/students/${studentId}/goals`, {
        body: {
          kind,
          title,
          targetDate,
          ...(kind === "level" ? { level, danceIds } : {}),
          ...(kind === "practice" ? { weeklyMinutes } : {}),
        },
      }),
    successMessage: "Goal set.",
    errorMessage: "The goal couldn't be saved. Try again.",
    onSuccess: () => {
      form.reset({ ...form.getValues(), title: "", danceIds: [] });
      router.refresh();
    },
  });
  const kind = form.watch("kind");
  return (
    <details className="rounded-lg border border-dashed border-border p-3">
      <summary className="cursor-pointer text-sm font-medium">Set a goal</summary>
      <form onSubmit={onSubmit} noValidate className="mt-3 grid gap-3" aria-label="Set a goal">
        <FormField id="goal-kind" label="Kind of goal" error={fieldError("kind")}>
          {(field) => (
            <select {...field} {...form.register("kind")} className={cn(fieldClass, "h-10")}>
              <option value="level">Reach a level</option>
              <option value="practice">Practise every week</option>
              <option value="other">Something else</option>
            </select>
          )}
        </FormField>
        <FormField
          id="goal-title"
          label="Goal"
          error={fieldError("title")}
          hint="For example: Bronze 4 Waltz and Foxtrot by the spring medal ball"
        >
          {(field) => <Input {...field} {...form.register("title")} autoComplete="off" />}
        </FormField>
        <FormField id="goal-date" label="By" error={fieldError("targetDate")}>
          {(field) => <Input {...field} {...form.register("targetDate")} type="date" min={today} />}
        </FormField>
        {kind === "level" && (
          <>
            <FormField id="goal-level" label="Level" error={fieldError("level")}>
              {(field) => (
                <select {...field} {...form.register("level")} className={cn(fieldClass, "h-10")}>
                  {levels
                    .filter((level) => level.key !== "newcomer")
                    .map((level) => (
                      <option key={level.key} value={level.key}>
                        {level.name}
                      </option>
                    ))}
                </select>
              )}
            </FormField>
            <fieldset className="grid gap-1 text-sm">
              <legend className="mb-1 font-medium">Dances</legend>
              <div className="grid max-h-48 gap-1 overflow-y-auto sm:grid-cols-2">
                {dances
                  .filter((dance) => dance.active)
                  .map((dance) => (
                    <label key={dance.id} className="inline-flex min-h-8 items-center gap-2">
                      <input type="checkbox" {...registerOption("danceIds", dance.id)} className="size-4 accent-[var(--color-primary)]" />
                      {danceLabel(dance)}
                    </label>
                  ))}
              </div>
              {fieldError("danceIds") && <p className="text-sm text-danger">{fieldError("danceIds")}</p>}
            </fieldset>
          </>
        )}
        {kind === "practice" && (
          <FormField id="goal-minutes" label="Minutes a week" error={fieldError("weeklyMinutes")} hint="180 minutes is 3 hours.">
            {(field) => (
              <Input {...field} {...form.register("weeklyMinutes", { valueAsNumber: true })} type="number" inputMode="numeric" min={10} />
            )}
          </FormField>
        )}
        <FormStatus result={result} />
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting}>
            Set goal
          </Button>
        </div>
      </form>
    </details>
  );
}
