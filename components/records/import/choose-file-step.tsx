"use client";

import { Download, FileUp } from "lucide-react";
import { useId, useState } from "react";
import { FormStatus } from "@/components/forms/form-status";
import { useApiAction } from "@/components/forms/use-api-action";
import { Button } from "@/components/ui/button";
import { RadioCard } from "@/components/ui/radio-card";
import { apiFetch } from "@/lib/api/api-fetch";
import { cn } from "@/lib/utils";
import { countCsvRows } from "./count-csv-rows";
import { IMPORT_KINDS_INFO, kindInfo, toCsv } from "./import-kinds";
import type { ImportKind, ImportView } from "./import-types";

/** rows: undefined while counting, null when the file is too big to count here. */
type Picked = { file: File; rows?: number | null };

/** Step 1: what the file holds, and the file itself (dropped or chosen); uploading it reads its columns. */
export function ChooseFileStep({ initialKind, onUploaded }: { initialKind: ImportKind; onUploaded: (batch: ImportView) => void }) {
  const [kind, setKind] = useState<ImportKind>(initialKind);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [isOver, setIsOver] = useState(false);
  const upload = useApiAction();
  const inputId = useId();
  const info = kindInfo(kind);

  async function pick(file: File | undefined) {
    upload.setResult(null);
    if (!file) return setPicked(null);
    setPicked({ file });
    setPicked({ file, rows: await countCsvRows(file) });
  }

  async function send() {
    if (!picked) return upload.setResult({ kind: "error", text: "Choose a CSV file first." });
    // The file's bytes as the body, always as text/csv: a browser calls some CSV files text/plain or nothing, and a
    // signed-in page may only send a body a cross-site form couldn't (lib/auth/cross-site.ts), so not multipart.
    const body = new Blob([picked.file], { type: "text/csv" });
    const query = new URLSearchParams({ kind, fileName: picked.file.name });
    let batch: ImportView | null = null;
    const ok = await upload.run(async () => (batch = (await apiFetch<{ import: ImportView }>(`/api/imports?${query}`, { body })).import), {
      errorMessage: "The file couldn't be uploaded. Try again.",
    });
    if (ok && batch) onUploaded(batch);
  }

  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-base font-semibold">What does the file hold?</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {IMPORT_KINDS_INFO.map((option) => (
            <RadioCard
              key={option.kind}
              name="import-kind"
              value={option.kind}
              checked={kind === option.kind}
              onChange={setKind}
              title={option.title}
              text={option.text}
            />
          ))}
        </div>
        <p className="text-sm text-muted-foreground">
          Not sure how the file should look?{" "}
          <a
            href={`data:text/csv;charset=utf-8,${encodeURIComponent(toCsv(info.example))}`}
            download={`example-${info.kind}.csv`}
            className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4"
          >
            <Download className="size-4" aria-hidden />
            Download an example of {info.title.toLowerCase()}
          </a>
          . Column names don&apos;t have to match: you choose which column is which next.
        </p>
      </fieldset>

      <div className="grid gap-2">
        <span className="text-base font-semibold" id={`${inputId}-title`}>
          The file
        </span>
        <div
          role="group"
          aria-labelledby={`${inputId}-title`}
          onDragOver={(event) => {
            event.preventDefault();
            setIsOver(true);
          }}
          onDragLeave={() => setIsOver(false)}
          onDrop={(event) => {
            event.preventDefault();
            setIsOver(false);
            void pick(event.dataTransfer.files[0]);
          }}
          className={cn(
            "grid justify-items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center transition-colors",
            isOver ? "border-primary bg-primary-soft" : "border-border bg-muted/40",
          )}
        >
          <FileUp className="size-8 text-muted-foreground" aria-hidden />
          <p className="text-sm text-muted-foreground">Drop a CSV file here (a spreadsheet saved as CSV), or</p>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv,text/plain"
            className="peer sr-only"
            aria-describedby={`${inputId}-picked`}
            onChange={(event) => void pick(event.target.files?.[0])}
          />
          <label
            htmlFor={inputId}
            className="cursor-pointer rounded-md border border-border bg-card px-4 py-2 text-sm font-medium hover:bg-muted peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring"
          >
            Choose a file
          </label>
          <p id={`${inputId}-picked`} className="text-sm font-medium" aria-live="polite">
            {picked ? pickedText(picked) : "No file chosen yet."}
          </p>
        </div>
      </div>

      <FormStatus result={upload.result} />
      <div>
        <Button type="button" onClick={send} disabled={upload.isPending}>
          {upload.isPending ? "Reading the file…" : "Next: match the columns"}
        </Button>
      </div>
    </div>
  );
}

function pickedText({ file, rows }: Picked): string {
  if (rows === undefined) return `${file.name}: counting rows…`;
  if (rows === null) return `${file.name} (${Math.round(file.size / 1024 / 1024)} MB)`;
  return `${file.name}: ${rows} ${rows === 1 ? "row" : "rows"} (besides the header row)`;
}
