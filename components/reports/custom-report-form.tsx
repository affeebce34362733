"use client";

import { useRouter } from "next/navigation";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { fieldClass, Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import type { SavedReport } from "@/lib/reports/custom-reports";
import type { Option } from "@/lib/reports/custom-options";
import { CHART_LABELS, GROUP_LABELS, MEASURE_LABELS, ZCustomReportForm } from "@/lib/reports/custom-schemas";
import { cn } from "@/lib/utils";

const LEVELS = ["Newcomer", "Bronze", "Silver", "Gold"];
const KINDS = { private: "Private lessons", group: "Group classes", practice: "Practice parties", rental: "Room rentals" };
const selectClass = cn(fieldClass, "h-10");

type Options = { instructors: Option[]; services: Option[]; rooms: Option[]; dances: Option[] };

/** Builds a custom report (what to count, grouped how, which lessons, which chart) and saves it by name for the studio. */
export function CustomReportForm({ options, query }: { options: Options; query: string }) {
  const router = useRouter();
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZCustomReportForm, {
    defaultValues: {
      name: "",
      measure: "lessons",
      groupBy: "instructor",
      chart: "bar",
      filters: { instructorId: "", serviceId: "", roomId: "", level: "", kind: "", danceId: "" },
    },
    submit: (values) => apiFetch<{ report: SavedReport }>("/api/reports/custom", { body: values }),
    errorMessage: "The report couldn't be saved. Try again.",
    onSuccess: ({ report }) => {
      const params = new URLSearchParams(query);
      params.set("tab", "custom");
      params.set("report", report.id);
      router.push(`/app/reports?${params.toString()}`);
      router.refresh();
    },
  });
  const choice = (name: "measure" | "groupBy" | "chart", label: string, labels: Record<string, string>) => (
    <FormField id={`custom-${name}`} label={label} error={fieldError(name)}>
      {(field) => (
        <select {...field} {...form.register(name)} className={selectClass}>
          {Object.entries(labels).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  const filter = (
    name: "instructorId" | "serviceId" | "roomId" | "level" | "kind" | "danceId",
    label: string,
    items: [string, string][],
  ) => (
    <FormField id={`custom-${name}`} label={label} error={fieldError(`filters.${name}`)}>
      {(field) => (
        <select {...field} {...form.register(`filters.${name}`)} className={selectClass}>
          <option value="">Any</option>
          {items.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  const pairs = (list: Option[]): [string, string][] => list.map((item) => [item.id, item.name]);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="custom-form-title"
      className="grid gap-3 rounded-xl border border-border bg-card p-4 print:hidden"
    >
      <h2 id="custom-form-title" className="text-base font-semibold">
        New custom report
      </h2>
      <FormField id="custom-name" label="Name" error={fieldError("name")}>
        {(field) => <Input {...field} {...form.register("name")} placeholder="e.g. Lessons by instructor" />}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-3">
        {choice("measure", "Measure", MEASURE_LABELS)}
        {choice("groupBy", "Group by", GROUP_LABELS)}
        {choice("chart", "Chart", CHART_LABELS)}
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-1 text-sm font-medium">Only lessons with</legend>
        {filter("instructorId", "Instructor", pairs(options.instructors))}
        {filter("serviceId", "Service", pairs(options.services))}
        {filter("roomId", "Room", pairs(options.rooms))}
        {filter(
          "level",
          "Student level",
          LEVELS.map((level) => [level, level]),
        )}
        {filter("kind", "Kind", Object.entries(KINDS))}
        {options.dances.length > 0 && filter("danceId", "Dance", pairs(options.dances))}
      </fieldset>
      <FormStatus result={result} />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          Save report
        </Button>
      </div>
    </form>
  );
}
