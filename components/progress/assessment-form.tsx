"use client";

import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { fieldClass, Input, Textarea } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import {
  ASSESSMENT_RESULTS,
  danceLabel,
  isPassing,
  levelOrder,
  nextLevel,
  type AssessmentResult,
  type LevelKey,
} from "@/lib/progress/levels";
import { ZAssessmentInput } from "@/lib/progress/schemas";
import { cn } from "@/lib/utils";
import { levelName, type DanceOption, type LevelOption } from "./format";

type Result = { assessment: { result: AssessmentResult }; level: { level: LevelKey } };

const RESULT_CHOICES: Record<AssessmentResult, string> = { pass: "Pass", honours: "Honours", retry: "Retry" };
type Props = {
  studentId: string;
  dance: DanceOption;
  /** The student's level in the dance now: the check-out defaults to the next one. */
  level: LevelKey;
  today: string;
  levels: readonly LevelOption[];
  onRecorded: () => void;
};

/** A dated check-out or medal test of one dance: level, pass, honours or retry, marks, notes, a video. */
export function AssessmentForm({ studentId, dance, level, today, levels, onRecorded }: Props) {
  const target = nextLevel(level) ?? level;
  const { form, registerOption, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZAssessmentInput, {
    defaultValues: {
      danceId: dance.id,
      level: target,
      result: "pass",
      date: today,
      kind: "check-out",
      marks: "",
      notes: "",
      examiner: "",
      videoUrl: "",
    },
    submit: (values) => apiFetch<Result>(`/api/students/${studentId}/assessments`, { body: values }),
    successMessage: (answer: Result) =>
      isPassing(answer.assessment.result)
        ? `${answer.assessment.result === "honours" ? "Passed with honours" : "Passed"}. ${danceLabel(dance)} is now ${levelName(levels, answer.level.level)}.`
        : `Recorded: a retry. ${danceLabel(dance)} stays at ${levelName(levels, answer.level.level)}.`,
    errorMessage: "The check-out couldn't be saved. Try again.",
    onSuccess: (answer) => {
      // Ready for the next one: the level after the one the dance is at now.
      form.reset({ ...form.getValues(), level: nextLevel(answer.level.level) ?? answer.level.level, marks: "", notes: "", videoUrl: "" });
      onRecorded();
    },
  });
  const kind = form.watch("kind");
  const choices = levels.filter((option) => option.key !== "newcomer" && levelOrder(option.key) <= levelOrder(dance.topLevel));
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label={`Check-out in ${danceLabel(dance)}`}>
      <p className="text-sm text-muted-foreground">
        {danceLabel(dance)} now: <span className="font-medium text-foreground">{levelName(levels, level)}</span>. A pass (or honours) moves
        the level; a retry keeps it, and both stay in the history.
      </p>
      <div className="grid grid-cols-2 items-start gap-3">
        <FormField id="assessment-level" label="Level" error={fieldError("level")}>
          {(field) => (
            <select {...field} {...form.register("level")} className={cn(fieldClass, "h-10")}>
              {choices.map((option) => (
                <option key={option.key} value={option.key}>
                  {option.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="assessment-kind" label="Kind" error={fieldError("kind")}>
          {(field) => (
            <select {...field} {...form.register("kind")} className={cn(fieldClass, "h-10")}>
              <option value="check-out">Check-out</option>
              <option value="medal-test">Medal test</option>
            </select>
          )}
        </FormField>
      </div>
      <fieldset className="grid gap-1.5">
        <legend className="text-sm font-medium">Result</legend>
        <div className="grid grid-cols-3 gap-2">
          {ASSESSMENT_RESULTS.map((value) => (
            <label
              key={value}
              className="flex h-10 items-center justify-center gap-2 rounded-md border border-border text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            >
              <input type="radio" {...registerOption("result", value)} className="accent-[var(--color-primary)]" />
              {RESULT_CHOICES[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-2 items-start gap-3">
        <FormField id="assessment-date" label="Date" error={fieldError("date")}>
          {(field) => <Input {...field} {...form.register("date")} type="date" max={today} />}
        </FormField>
        <FormField id="assessment-marks" label="Marks (optional)" error={fieldError("marks")}>
          {(field) => <Input {...field} {...form.register("marks")} placeholder="e.g. 85/100" autoComplete="off" />}
        </FormField>
      </div>
      {kind === "medal-test" && (
        <FormField id="assessment-examiner" label="Examiner (optional)" error={fieldError("examiner")}>
          {(field) => <Input {...field} {...form.register("examiner")} autoComplete="off" />}
        </FormField>
      )}
      <FormField id="assessment-notes" label="Notes (optional)" error={fieldError("notes")}>
        {(field) => <Textarea {...field} {...form.register("notes")} className="min-h-20" />}
      </FormField>
      <FormField id="assessment-video" label="Video link (optional)" error={fieldError("videoUrl")}>
        {(field) => (
          <Input {...field} {...form.register("videoUrl")} type="url" inputMode="url" placeholder="https://" autoComplete="off" />
        )}
      </FormField>
      <FormStatus result={result} />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          Save check-out
        </Button>
      </div>
    </form>
  );
}
