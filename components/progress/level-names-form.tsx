"use client";

import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { defaultLevelName } from "@/lib/progress/levels";
import { ZLevelNames } from "@/lib/progress/schemas";
import type { LevelOption } from "./format";

/** The studio's names for the ladder's levels ("Associate Bronze"); the order never changes, an empty name is the default. */
export function LevelNamesForm({ levels, onSaved }: { levels: readonly LevelOption[]; onSaved: () => void }) {
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZLevelNames, {
    defaultValues: { levels: levels.map((level) => ({ key: level.key, name: level.name })) },
    submit: (values) => apiFetch("/api/levels", { method: "PATCH", body: values }),
    successMessage: "Level names saved.",
    onSuccess: () => onSaved(),
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label="Level names">
      <ol className="grid gap-2 sm:grid-cols-2">
        {levels.map((level, index) => (
          <li key={level.key} className="grid grid-cols-[7rem_1fr] items-center gap-2">
            <Label htmlFor={`level-name-${level.key}`} className="text-muted-foreground">
              {defaultLevelName(level.key)}
            </Label>
            <Input
              id={`level-name-${level.key}`}
              {...form.register(`levels.${index}.name`)}
              placeholder={defaultLevelName(level.key)}
              aria-invalid={Boolean(fieldError(`levels.${index}.name`))}
              autoComplete="off"
            />
          </li>
        ))}
      </ol>
      <FormStatus result={result} />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          Save level names
        </Button>
      </div>
    </form>
  );
}
