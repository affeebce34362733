"use client";

import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/utils";
import { CheckStep } from "./check-step";
import { ChooseFileStep } from "./choose-file-step";
import { kindInfo } from "./import-kinds";
import type { DryRun, ImportKind, ImportMapping, ImportOutcome, ImportView } from "./import-types";
import { MapColumnsStep } from "./map-columns-step";
import { ResultStep } from "./result-step";

type State =
  | { step: "choose"; kind: ImportKind }
  | { step: "map"; batch: ImportView; mapping: ImportMapping }
  | { step: "check"; batch: ImportView; mapping: ImportMapping; dryRun: DryRun }
  | { step: "done"; batch: ImportView; outcome: ImportOutcome };

const STEPS = [
  { step: "choose", label: "Choose the file" },
  { step: "map", label: "Match the columns" },
  { step: "check", label: "Check the rows" },
  { step: "done", label: "Import" },
] as const;

/**
 * Bringing a file from the previous system in: choose and upload → match columns → check every row (a dry run)
 * → import, then undo or invite. The mapping lives here, so going back from the check keeps what was chosen.
 */
export function ImportWizard() {
  const [state, setState] = useState<State>({ step: "choose", kind: "students" });
  const current = STEPS.findIndex((entry) => entry.step === state.step);
  const heading = state.step === "done" ? "Imported" : STEPS[current].label;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusedStep = useRef(state.step);
  // A new step replaces the one a keyboard or screen reader was in: focus goes to its heading (not on first load).
  useEffect(() => {
    if (focusedStep.current === state.step) return;
    focusedStep.current = state.step;
    headingRef.current?.focus();
  }, [state.step]);

  return (
    <div className="grid gap-6">
      <nav aria-label="Import steps">
        <ol className="flex flex-wrap gap-x-2 gap-y-1 text-sm">
          {STEPS.map((entry, index) => (
            <li
              key={entry.step}
              aria-current={index === current ? "step" : undefined}
              className={cn(
                "flex items-center gap-2 rounded-full px-3 py-1",
                index === current ? "bg-primary-soft font-semibold text-foreground" : "text-muted-foreground",
              )}
            >
              <span
                aria-hidden
                className={cn(
                  "grid size-5 place-items-center rounded-full text-xs",
                  index === current ? "bg-primary text-primary-foreground" : "bg-muted",
                )}
              >
                {index + 1}
              </span>
              {/* On a phone only the current step is named; the others keep their number. */}
              <span className={index === current ? undefined : "max-sm:sr-only"}>{entry.label}</span>
            </li>
          ))}
        </ol>
      </nav>
      <section aria-labelledby="import-step-title" className="grid gap-5 rounded-xl border border-border bg-card p-5 sm:p-6">
        <div className="grid gap-1">
          <h2
            id="import-step-title"
            ref={headingRef}
            tabIndex={-1}
            className="font-[family-name:var(--font-display)] text-2xl font-semibold outline-none"
          >
            {heading}
          </h2>
          {state.step !== "choose" && (
            <p className="text-sm text-muted-foreground">
              {kindInfo(state.batch.kind).title} from {state.batch.fileName}: {state.batch.rowCount}{" "}
              {state.batch.rowCount === 1 ? "row" : "rows"}, {state.batch.columns.length} columns
            </p>
          )}
        </div>
        {state.step === "choose" && (
          <ChooseFileStep
            initialKind={state.kind}
            onUploaded={(batch) => setState({ step: "map", batch, mapping: batch.guessedMapping })}
          />
        )}
        {state.step === "map" && (
          <MapColumnsStep
            batch={state.batch}
            mapping={state.mapping}
            onBack={() => setState({ step: "choose", kind: state.batch.kind })}
            onChecked={(mapping, dryRun) => setState({ step: "check", batch: state.batch, mapping, dryRun })}
          />
        )}
        {state.step === "check" && (
          <CheckStep
            batch={state.batch}
            mapping={state.mapping}
            dryRun={state.dryRun}
            onBack={() => setState({ step: "map", batch: state.batch, mapping: state.mapping })}
            onImported={(outcome) => setState({ step: "done", batch: state.batch, outcome })}
          />
        )}
        {state.step === "done" && (
          <ResultStep batch={state.batch} outcome={state.outcome} onAnother={() => setState({ step: "choose", kind: state.batch.kind })} />
        )}
      </section>
    </div>
  );
}
