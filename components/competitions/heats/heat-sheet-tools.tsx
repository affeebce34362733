"use client";

import { useRouter } from "next/navigation";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZHeatBuild, ZHeatImport } from "@/lib/competitions/heats-schemas";

type Written = { heats: number; entries: number; conflicts: unknown[]; emailed: number };

function writtenMessage(answer: Written): string {
  const conflicts = answer.conflicts.length ? ` ${answer.conflicts.length} conflict${answer.conflicts.length > 1 ? "s" : ""} below.` : "";
  const mailed = answer.emailed ? ` ${answer.emailed} student${answer.emailed > 1 ? "s" : ""} e-mailed their heats.` : "";
  return `${answer.heats} heat${answer.heats === 1 ? "" : "s"} with ${answer.entries} entr${answer.entries === 1 ? "y" : "ies"} on the sheet.${conflicts}${mailed}`;
}

const EXAMPLE = "Heat,Date,Time,Dancer,Partner,Dance\n112,2026-05-02,19:30,Ana Lee,Marco Rossi,Waltz";

/** The organiser's heat list: paste it or choose the CSV file; it replaces the sheet. */
export function HeatImportForm({ competitionId }: { competitionId: string }) {
  const router = useRouter();
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZHeatImport, {
    defaultValues: { csv: "", notify: true },
    submit: (values) => apiFetch<Written>(`/api/competitions/${competitionId}/heats/import`, { body: values }),
    successMessage: writtenMessage,
    errorMessage: "The heat list couldn't be imported. Try again.",
    onSuccess: () => router.refresh(),
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label="Import the heat list">
      <p className="text-sm text-muted-foreground">
        Columns: Heat, Time (and Date for a second day), Dancer, Partner (the instructor or amateur partner), and Dance, Style or Level
        where a student has several entries with the same partner.
      </p>
      <FormField id="heat-file" label="CSV file">
        {(field) => (
          <Input
            {...field}
            type="file"
            accept=".csv,text/csv,text/plain"
            className="py-1.5"
            onChange={async (event) => {
              const file = event.currentTarget.files?.[0];
              if (file) form.setValue("csv", await file.text(), { shouldValidate: false });
            }}
          />
        )}
      </FormField>
      <FormField id="heat-csv" label="Heat list (CSV)" error={fieldError("csv")}>
        {(field) => (
          <Textarea {...field} {...form.register("csv")} className="min-h-36 font-mono text-xs" placeholder={EXAMPLE} spellCheck={false} />
        )}
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register("notify")} className="size-4 accent-[var(--color-primary)]" />
        E-mail each student their heats (once per version of their list)
      </label>
      <FormStatus result={result} />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          Import heat list
        </Button>
      </div>
    </form>
  );
}

/** An in-studio showcase: heats from the confirmed entries, by style then level, from the first heat's time. */
export function HeatBuildForm({
  competitionId,
  startsOn,
  startTime,
  heatSeconds,
}: {
  competitionId: string;
  startsOn: string;
  startTime: string;
  heatSeconds: number;
}) {
  const router = useRouter();
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZHeatBuild, {
    defaultValues: { startsOn, startTime, heatSeconds, notify: true },
    submit: (values) => apiFetch<Written>(`/api/competitions/${competitionId}/heats/build`, { body: values }),
    successMessage: writtenMessage,
    errorMessage: "The heat sheet couldn't be built. Try again.",
    onSuccess: () => router.refresh(),
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label="Build the heat sheet">
      <p className="text-sm text-muted-foreground">
        Orders the confirmed entries by style, then level; couples dancing the same thing share a heat unless an instructor would dance
        twice. It replaces the sheet.
      </p>
      <div className="grid grid-cols-2 items-start gap-3 sm:grid-cols-3">
        <FormField id="build-day" label="Day" error={fieldError("startsOn")}>
          {(field) => <Input {...field} {...form.register("startsOn")} type="date" />}
        </FormField>
        <FormField id="build-time" label="First heat" error={fieldError("startTime")}>
          {(field) => <Input {...field} {...form.register("startTime")} type="time" />}
        </FormField>
        <FormField id="build-seconds" label="Seconds per heat" error={fieldError("heatSeconds")}>
          {(field) => (
            <Input
              {...field}
              {...form.register("heatSeconds", { valueAsNumber: true })}
              type="number"
              min={15}
              max={3600}
              inputMode="numeric"
            />
          )}
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register("notify")} className="size-4 accent-[var(--color-primary)]" />
        E-mail each student their heats
      </label>
      <FormStatus result={result} />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          Build heat sheet
        </Button>
      </div>
    </form>
  );
}
