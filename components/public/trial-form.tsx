"use client";

import { CircleCheck } from "lucide-react";
import { useId, useState } from "react";
import { FormStatus } from "@/components/forms/form-status";
import { withEarlyValues, type EarlyValues } from "@/components/forms/load-on-interaction";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { apiFetch } from "@/lib/api/api-fetch";
import { PRIVATE_CHOICE } from "@/lib/public/trial-choice";
import { IntakeQuestions, intakeDefaults } from "@/components/records/intake/intake-questions";
import type { IntakeQuestion } from "@/components/records/intake/intake-types";
import {
  FirstLessonWhen,
  Honeypot,
  LessonOptions,
  VisitorFields,
  type FirstLessonForm,
  type TrialChoice,
  type TrialSourceFields,
} from "./first-lesson-fields";
import type { FirstLessonOffer } from "./first-lesson-times";

// The schema (zod and the phone rules with it) loads when the form is first used, not with the page.
const loadSchema = () => import("@/lib/public/trial-form-schema").then((module) => module.ZTrialForm);

type TrialDefaults = {
  choice: string;
  day: string;
  time: string;
  role: "" | "lead" | "follow";
  name: string;
  email: string;
  phone: string;
  website: string;
} & TrialSourceFields;

const SELECT =
  "h-10 w-full rounded-md border border-input bg-card px-3 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring";

/**
 * Ask for a first lesson: a class, or a private lesson by day and then time; who is coming. The
 * answer says to confirm it from the inbox.
 */
export function TrialForm({
  slug,
  classes,
  firstLessons,
  initialChoice,
  source,
  questions = [],
  earlyValues,
}: {
  slug: string;
  classes: TrialChoice[];
  /** The private lesson a visitor may book and the days it has free times; null when there is none. */
  firstLessons: FirstLessonOffer | null;
  initialChoice?: string;
  source: TrialSourceFields;
  /** The studio's intake questions (required ones must be answered). */
  questions?: IntakeQuestion[];
  /** What was typed before the form's JavaScript arrived (TrialFormOnDemand). */
  earlyValues?: EarlyValues;
}) {
  const id = useId();
  const [done, setDone] = useState<string | null>(null);
  const { form, registerOption, onSubmit, result, fieldError, isSubmitting } = useApiForm(loadSchema, {
    defaultValues: {
      ...withEarlyValues<TrialDefaults>(
        { choice: initialChoice ?? "", day: "", time: "", role: "", name: "", email: "", phone: "", website: "", ...source },
        earlyValues,
      ),
      intake: intakeDefaults(questions),
    },
    submit: (body) =>
      apiFetch<{ message: string }>(`/api/public/studios/${slug}/trial`, {
        body,
        failure: "Your booking didn't go through",
      }),
    // "Check your e-mail": the lesson is booked (or, where the studio takes payment, paid for) once its address confirms it.
    onSuccess: (_answer, values) => setDone(`Check your e-mail: follow the link we sent to ${values.email} to confirm your lesson.`),
    serverFields: { eventId: "choice", instructorId: "time", startsAt: "time" },
  });
  const choice = form.watch("choice");
  const chosen = classes.find((item) => item.value === choice);
  const fields: FirstLessonForm = { id, register: form.register, registerOption, fieldError, clearTime: () => form.setValue("time", "") };

  if (done) {
    return (
      <div role="status" tabIndex={-1} ref={(node) => node?.focus()} className="rounded-2xl border border-border bg-card p-8 text-center">
        <CircleCheck aria-hidden className="mx-auto size-10 text-success" />
        <p className="mt-4 font-[family-name:var(--font-display)] text-2xl font-semibold">Almost there</p>
        <p className="mt-2 text-muted-foreground">{done}</p>
      </div>
    );
  }
  if (classes.length === 0 && !firstLessons)
    return <p className="text-muted-foreground">No classes or private times are open just now. Please contact the studio.</p>;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadSchema().catch(() => {})}
      className="grid gap-5 rounded-2xl border border-border bg-card p-6 sm:p-8"
    >
      <FormField id={`${id}-choice`} label="Your first lesson" error={fieldError("choice")}>
        {(props) => (
          <select {...props} {...form.register("choice")} className={SELECT}>
            <option value="">{firstLessons && classes.length ? "Choose a class or a private lesson…" : "Choose…"}</option>
            <LessonOptions classes={classes} privateLesson={firstLessons} />
          </select>
        )}
      </FormField>
      <FirstLessonWhen
        form={fields}
        slug={slug}
        privateLesson={firstLessons && choice === PRIVATE_CHOICE ? firstLessons : null}
        day={form.watch("day") ?? ""}
        partnered={Boolean(chosen?.isPartnered)}
        selectClassName={SELECT}
      />
      <VisitorFields form={fields} phoneHint="So the studio can reach you if the class moves." />
      {questions.length > 0 && (
        <fieldset className="grid gap-5">
          <legend className="mb-3 text-sm font-semibold">A few questions from the studio</legend>
          <IntakeQuestions
            questions={questions}
            prefix="intake"
            idPrefix={`${id}-intake`}
            register={(name) => form.register(name as `intake.${string}`)}
            fieldError={(name) => fieldError(name as `intake.${string}`)}
          />
        </fieldset>
      )}
      <Honeypot form={fields} />
      <FormStatus result={result} />
      <Button type="submit" size="lg" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? "Booking…" : "Book my first lesson"}
      </Button>
      <p className="text-xs text-muted-foreground">We&apos;ll e-mail you a link to confirm your lesson: nothing is booked until you do.</p>
    </form>
  );
}
