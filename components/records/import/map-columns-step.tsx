"use client";

import { z } from "zod";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { fieldClass } from "@/components/ui/input";
import { Tag } from "@/components/ui/tag";
import { apiFetch } from "@/lib/api/api-fetch";
import { cn } from "@/lib/utils";
import type { DryRun, ImportMapping, ImportView } from "./import-types";
import { PreviewTable } from "./preview-table";

/** The form holds each field's column name, "" for a field not read from the file. */
const ZMappingForm = z.object({ mapping: z.record(z.string(), z.string()) });

type Props = {
  batch: ImportView;
  mapping: ImportMapping;
  onBack: () => void;
  onChecked: (mapping: ImportMapping, dryRun: DryRun) => void;
};

/** Step 2: which of the file's columns holds each of our fields (guessed, editable), and the first rows as they'd be read. */
export function MapColumnsStep({ batch, mapping, onBack, onChecked }: Props) {
  const asForm = Object.fromEntries(batch.fields.map((field) => [field.key, mapping[field.key] ?? ""]));
  const { form, onSubmit, result, isSubmitting } = useApiForm(ZMappingForm, {
    defaultValues: { mapping: asForm },
    submit: (values) => {
      const chosen = fromForm(values.mapping);
      return apiFetch<DryRun>(`/api/imports/${batch.id}/dry-run`, { body: { mapping: chosen } }).then((dryRun) => ({ chosen, dryRun }));
    },
    errorMessage: "The file couldn't be checked. Try again.",
    onSuccess: ({ chosen, dryRun }) => onChecked(chosen, dryRun),
  });
  const current = fromForm({ ...asForm, ...(form.watch("mapping") as Record<string, string> | undefined) });
  const rows = batch.sample.map((cells) =>
    Object.fromEntries(batch.fields.map((field) => [field.key, cellOf(batch.columns, cells, current[field.key])])),
  );
  const shown = batch.fields.filter((field) => current[field.key]);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-base font-semibold">Which column holds what?</legend>
        <p className="text-sm text-muted-foreground">
          We guessed from the column names. Change any that are wrong; choose &ldquo;Leave out&rdquo; for what your file doesn&apos;t have.
        </p>
        <div className="grid gap-x-6 gap-y-4 md:grid-cols-2">
          {batch.fields.map((field) => {
            const id = `map-${field.key.replace(/[^a-zA-Z0-9_-]/g, "-")}`;
            return (
              <div key={field.key} className="grid content-start gap-1.5">
                <label htmlFor={id} className="flex flex-wrap items-center gap-2 text-sm font-medium">
                  {field.label}
                  {field.required && <Tag tone="accent">Required</Tag>}
                </label>
                <select
                  id={id}
                  {...form.register(`mapping.${field.key}`)}
                  aria-describedby={field.hint ? `${id}-hint` : undefined}
                  className={cn(fieldClass, "h-10")}
                >
                  <option value="">Leave out</option>
                  {batch.columns.map((column) => (
                    <option key={column} value={column}>
                      {column}
                    </option>
                  ))}
                </select>
                {field.hint && (
                  <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                    {field.hint}
                  </p>
                )}
              </div>
            );
          })}
        </div>
      </fieldset>

      <section aria-labelledby="import-sample-title" className="grid gap-2">
        <h3 id="import-sample-title" className="text-base font-semibold">
          The first rows, as they&apos;d be read
        </h3>
        {shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">Choose a column for at least one field to see how it reads.</p>
        ) : (
          <PreviewTable
            caption="The file's first rows as they'd be read"
            fields={shown}
            rows={rows.map((values, index) => ({ row: index + 2, values }))}
          />
        )}
      </section>

      <FormStatus result={result} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Checking every row…" : `Check all ${batch.rowCount} rows`}
        </Button>
        <Button type="button" variant="secondary" onClick={onBack}>
          Choose another file
        </Button>
      </div>
    </form>
  );
}

function fromForm(values: Record<string, string>): ImportMapping {
  return Object.fromEntries(Object.entries(values).map(([key, column]) => [key, column || null]));
}

function cellOf(columns: string[], cells: string[], column: string | null): string {
  if (!column) return "";
  const index = columns.indexOf(column);
  return index < 0 ? "" : (cells[index] ?? "");
}
