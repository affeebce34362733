"use client";

import { CircleAlert, CircleCheck } from "lucide-react";
import { FormStatus } from "@/components/forms/form-status";
import { useApiAction } from "@/components/forms/use-api-action";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/api-fetch";
import { kindInfo } from "./import-kinds";
import type { DryRun, ImportMapping, ImportOutcome, ImportView } from "./import-types";
import { PreviewTable } from "./preview-table";
import { ProblemList } from "./problem-list";

type Props = {
  batch: ImportView;
  mapping: ImportMapping;
  dryRun: DryRun;
  onBack: () => void;
  onImported: (outcome: ImportOutcome) => void;
};

/** Step 3: the dry run's verdict — every problem by row and column, or what importing would do — and the import itself. */
export function CheckStep({ batch, mapping, dryRun, onBack, onImported }: Props) {
  const commit = useApiAction();
  const shownFields = batch.fields.filter((field) => mapping[field.key]);
  const isClean = dryRun.errors.length === 0;

  async function importRows() {
    let outcome: ImportOutcome | null = null;
    const ok = await commit.run(
      async () => (outcome = await apiFetch<ImportOutcome>(`/api/imports/${batch.id}/commit`, { body: { mapping } })),
      { errorMessage: "The import didn't go through; nothing was changed. Try again." },
    );
    if (ok && outcome) onImported(outcome);
  }

  return (
    <div className="grid gap-6">
      {isClean ? (
        <div role="status" className="flex gap-3 rounded-lg bg-success-soft p-4 text-sm">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
          <div className="grid gap-1">
            <p className="font-semibold">All {dryRun.rows} rows can be imported.</p>
            <p>{wouldText(dryRun, kindInfo(batch.kind).noun)}</p>
          </div>
        </div>
      ) : (
        <section aria-labelledby="import-problems-title" className="grid gap-4">
          <div role="alert" className="flex gap-3 rounded-lg bg-danger-soft p-4 text-sm text-danger">
            <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
            <div className="grid gap-1">
              <h3 id="import-problems-title" className="font-semibold">
                {problemsTitle(dryRun)}
              </h3>
              <p className="text-foreground">
                Nothing has been imported. Fix these rows in your file and upload it again, or go back and choose other columns.
              </p>
            </div>
          </div>
          <ProblemList batch={batch} mapping={mapping} errors={dryRun.errors} />
        </section>
      )}

      {dryRun.preview.length > 0 && shownFields.length > 0 && (
        <section aria-labelledby="import-preview-title" className="grid gap-2">
          <h3 id="import-preview-title" className="text-base font-semibold">
            The first {dryRun.preview.length} rows, {isClean ? "as they'll be imported" : "as they'd be read"}
          </h3>
          <PreviewTable caption="The checked rows as they'd be read" fields={shownFields} rows={dryRun.preview} />
        </section>
      )}

      <FormStatus result={commit.result} />
      <div className="flex flex-wrap gap-2">
        {isClean && (
          <Button type="button" onClick={importRows} disabled={commit.isPending}>
            {commit.isPending ? "Importing…" : `Import ${dryRun.rows} ${dryRun.rows === 1 ? "row" : "rows"}`}
          </Button>
        )}
        <Button type="button" variant="secondary" onClick={onBack} disabled={commit.isPending}>
          Back to the columns
        </Button>
      </div>
    </div>
  );
}

function wouldText({ wouldCreate, wouldUpdate, wouldSkip }: DryRun, noun: string): string {
  const parts = [`adds ${wouldCreate} new ${noun}`];
  if (wouldUpdate > 0) parts.push(`updates ${wouldUpdate} already here`);
  if (wouldSkip > 0) parts.push(`leaves ${wouldSkip} as they are (imported before)`);
  return `Importing ${parts.join(", ")}.`;
}

function problemsTitle({ errors, rows }: DryRun): string {
  const rowCount = new Set(errors.filter((error) => error.row > 0).map((error) => error.row)).size;
  const problems = `${errors.length} ${errors.length === 1 ? "problem" : "problems"}`;
  return rowCount === 0 ? `${problems} with the columns` : `${problems} in ${rowCount} of ${rows} rows`;
}
