"use client";

import { useRouter } from "next/navigation";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { fieldClass, Input, Textarea } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZResultsInput } from "@/lib/competitions/heats-schemas";
import type { ResultsView } from "@/lib/competitions/heats-views";
import { STYLE_NAMES } from "@/lib/progress/levels";
import { cn } from "@/lib/utils";
import { useStudioLocale } from "@/components/ui/studio-locale";

type Written = { placements: number; exams: number; assessments: number };

function writtenMessage(answer: Written): string {
  const moved = answer.assessments ? ` ${answer.assessments} assessment${answer.assessments > 1 ? "s" : ""} written to progress.` : "";
  return `Results saved.${moved}`;
}

const toPlacement = (value: unknown) => (value === "" || value === null || value === undefined ? null : Number(value));
const toVerdict = (value: unknown) => (value === "" ? null : value);

/** The owner types placements heat by heat and each medal exam's verdict, and saves them at once. */
export function ResultsForm({
  competitionId,
  heats,
  exams,
  timeZone,
  levels,
}: {
  competitionId: string;
  heats: ResultsView["heats"];
  exams: ResultsView["exams"];
  /** The studio's: exam slots are shown on its clocks. */
  timeZone: string;
  /** The studio's level names. */
  levels: { key: string; name: string }[];
}) {
  const locale = useStudioLocale();
  const slotTime = (at: string | Date) =>
    new Intl.DateTimeFormat(locale, { weekday: "short", hour: "numeric", minute: "2-digit", timeZone })
      .format(new Date(at))
      .replace(/\s/g, " ");
  const levelName = (key: string) => levels.find((row) => row.key === key)?.name ?? key;
  const router = useRouter();
  const pairs = heats.flatMap((heat) => heat.entries.map((entry) => ({ heat, entry })));
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZResultsInput, {
    defaultValues: {
      placements: pairs.map(({ heat, entry }) => ({
        heatId: heat.id,
        entryId: entry.entryId,
        placement: entry.placement,
        note: entry.resultNote ?? "",
      })),
      exams: exams.map((exam) => ({ entryId: exam.entryId, result: exam.result })),
    },
    submit: (values) => apiFetch<Written>(`/api/competitions/${competitionId}/results`, { body: values }),
    successMessage: writtenMessage,
    errorMessage: "The results couldn't be saved. Try again.",
    onSuccess: () => router.refresh(),
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Results">
      {exams.length > 0 && (
        <section aria-labelledby="results-exams" className="grid gap-2">
          <h2 id="results-exams" className="text-lg font-semibold">
            Medal exams
          </h2>
          <p className="text-sm text-muted-foreground">
            A pass or honours moves the student&apos;s level in each dance examined; a retry keeps it.
          </p>
          <ul className="grid gap-2">
            {exams.map((exam, index) => (
              <li
                key={exam.entryId}
                className="grid items-center gap-2 rounded-lg border border-border bg-card px-3 py-2 sm:grid-cols-[1fr_12rem]"
              >
                <label htmlFor={`exam-${index}`} className="grid gap-0.5 text-sm">
                  <span>
                    <span className="font-medium">{exam.dancer}</span>
                    <span className="text-muted-foreground"> · {exam.slotAt ? slotTime(exam.slotAt) : "no slot yet"}</span>
                  </span>
                  <span className="text-muted-foreground">
                    {levelName(exam.level)} · {STYLE_NAMES[exam.style]} · {exam.dances.join(", ")}
                  </span>
                </label>
                <select
                  id={`exam-${index}`}
                  {...form.register(`exams.${index}.result`, { setValueAs: toVerdict })}
                  className={cn(fieldClass, "h-10")}
                >
                  <option value="">No result yet</option>
                  <option value="pass">Pass</option>
                  <option value="honours">Honours</option>
                  <option value="retry">Retry</option>
                </select>
              </li>
            ))}
          </ul>
        </section>
      )}
      {heats.length > 0 && (
        <section aria-labelledby="results-heats" className="grid gap-2">
          <h2 id="results-heats" className="text-lg font-semibold">
            Placements
          </h2>
          <ol className="grid gap-2">
            {heats.map((heat) => (
              <li key={heat.id} className="grid gap-2 rounded-lg border border-border bg-card px-3 py-2.5">
                <p className="text-sm">
                  <span className="font-semibold">Heat {heat.number}</span> <span className="text-muted-foreground">· {heat.title}</span>
                </p>
                <ul className="grid gap-2">
                  {heat.entries.map((entry) => {
                    const index = pairs.findIndex((pair) => pair.heat.id === heat.id && pair.entry.entryId === entry.entryId);
                    return (
                      <li key={entry.entryId} className="grid grid-cols-[1fr_6.5rem] items-center gap-2 sm:grid-cols-[1fr_6rem_14rem]">
                        <label htmlFor={`place-${index}`} className="text-sm">
                          {entry.dancer}
                          {entry.partner ? <span className="text-muted-foreground"> with {entry.partner}</span> : null}
                        </label>
                        <Input
                          id={`place-${index}`}
                          {...form.register(`placements.${index}.placement`, { setValueAs: toPlacement })}
                          type="number"
                          inputMode="numeric"
                          min={1}
                          max={999}
                          placeholder="Place"
                          aria-invalid={Boolean(fieldError(`placements.${index}.placement`))}
                        />
                        <Input
                          {...form.register(`placements.${index}.note`)}
                          aria-label={`Note for ${entry.dancer}, heat ${heat.number}`}
                          placeholder="Note (callback, marks)"
                          className="col-span-2 sm:col-span-1"
                        />
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ol>
        </section>
      )}
      <FormStatus result={result} />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          Save results
        </Button>
      </div>
    </form>
  );
}

/** The organiser's results as CSV: Heat, Dancer, Partner, Place (and Note), or Dancer and Result for exams. */
export function ResultsCsvForm({ competitionId }: { competitionId: string }) {
  const router = useRouter();
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZResultsInput, {
    defaultValues: { placements: [], exams: [], csv: "" },
    submit: (values) => apiFetch<Written>(`/api/competitions/${competitionId}/results`, { body: values }),
    successMessage: writtenMessage,
    errorMessage: "The results couldn't be imported. Try again.",
    onSuccess: () => {
      form.reset({ placements: [], exams: [], csv: "" });
      router.refresh();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label="Import results">
      <FormField id="results-csv" label="Results (CSV)" error={fieldError("csv") ?? fieldError("placements")}>
        {(field) => (
          <Textarea
            {...field}
            {...form.register("csv")}
            className="min-h-28 font-mono text-xs"
            placeholder={"Heat,Dancer,Partner,Place\n112,Ana Lee,Marco Rossi,1"}
            spellCheck={false}
          />
        )}
      </FormField>
      <FormStatus result={result} />
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" disabled={isSubmitting}>
          Import results
        </Button>
      </div>
    </form>
  );
}
