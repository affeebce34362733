"use client";

import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { LoadError, LoadingNote } from "@/components/payments/section-card";
import { useApiData } from "@/components/payments/use-api-data";
import { Button } from "@/components/ui/button";
import { Tag, type TagTone } from "@/components/ui/tag";
import { apiFetch } from "@/lib/api/api-fetch";
import { kindInfo } from "./import-kinds";
import type { ImportView } from "./import-types";
import type { StudioLocale } from "@/lib/studio/locales";
import { useStudioLocale } from "@/components/ui/studio-locale";

const STATUS: Record<string, { label: string; tone: TagTone }> = {
  uploaded: { label: "Not imported", tone: "muted" },
  committed: { label: "Imported", tone: "success" },
  undone: { label: "Undone", tone: "muted" },
};

/** In the studio's zone, named: the same text on the server and in every browser. */
const when = (iso: string, timeZone: string, locale: StudioLocale) =>
  new Date(iso).toLocaleString(locale, { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone });

/** Every import, newest first: what it held, when, what it did, and Undo while nothing newer depends on it. */
export function ImportHistory({ timeZone }: { timeZone: string }) {
  const locale = useStudioLocale();
  const { data, error, loading, reload } = useApiData<{ imports: ImportView[] }>("/api/imports");
  if (error) return <LoadError message={error.message} onRetry={reload} />;
  if (!data) return loading ? <LoadingNote what="imports" /> : null;
  if (data.imports.length === 0) return <p className="text-sm text-muted-foreground">No imports yet.</p>;
  return (
    <ul className="grid gap-2" aria-label="Past imports">
      {data.imports.map((batch) => {
        const status = STATUS[batch.status] ?? { label: batch.status, tone: "muted" as const };
        return (
          <li key={batch.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3 text-sm">
            <div className="grid min-w-0 flex-1 gap-0.5">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{kindInfo(batch.kind).title}</span>
                <span className="min-w-0 break-all text-muted-foreground">{batch.fileName}</span>
                <Tag tone={status.tone}>{status.label}</Tag>
              </p>
              <p className="text-muted-foreground">
                {when(batch.committedAt ?? batch.createdAt, timeZone, locale)}
                {batch.status !== "uploaded" && ` · ${batch.created} created, ${batch.updated} updated, ${batch.skipped} skipped`}
              </p>
            </div>
            {batch.canUndo && (
              <ConfirmDialog
                trigger={
                  <Button type="button" size="sm" variant="secondary" aria-label={`Undo the import of ${batch.fileName}`}>
                    Undo
                  </Button>
                }
                title="Undo this import?"
                description={`What ${batch.fileName} added is removed, and what it changed goes back to how it was before.`}
                keepLabel="Keep the import"
                confirmLabel="Undo the import"
                action={() => apiFetch(`/api/imports/${batch.id}`, { method: "DELETE" })}
                errorMessage="The import couldn't be undone. Try again."
                onDone={reload}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
