"use client";

import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { useApiData } from "@/components/payments/use-api-data";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, fieldClass } from "@/components/ui/input";
import { isInstructor, isStudent } from "@/lib/access/rules";
import { apiFetch } from "@/lib/api/api-fetch";
import type { EntryFormOptions } from "@/lib/competitions/entries-screen";
import type { CompetitionEntryView } from "@/lib/competitions/entries-views";
import { levelWarning, suggestLevel } from "@/lib/competitions/levels-suggest-rule";
import { STYLE_NAMES, type LevelKey } from "@/lib/progress/levels";
import { cn } from "@/lib/utils";
import { ENTRY_TYPE_NAMES, weekdayText } from "../events/event-text";
import { entryDefaults, entryForm } from "./entry-form-schema";
import { useStudioLocale } from "@/components/ui/studio-locale";

export type EntryContext = {
  competitionId: string;
  exam: boolean;
  /** The caller: a student proposes for themself; an instructor dances pro-am heats themself. */
  role: "owner" | "instructor" | "student";
  ownInstructorId: string | null;
  options: EntryFormOptions;
  /** The event's days ("YYYY-MM-DD"), for an exam slot's day, and the studio's time zone its times are in. */
  days: string[];
  timeZone: string;
  heats: { instructorId: string; name: string; heats: number }[];
};

export type EntryProps = { context: EntryContext; entry?: CompetitionEntryView; onDone: () => void };

export function entryLabel(entry: Pick<CompetitionEntryView, "title" | "dances">): string {
  return entry.title ?? entry.dances.map((dance) => dance.name).join(", ");
}

/** The entry's fields, shown inside EntryFormDialog once it opens. */
export function EntryForm({ context, entry, onClose, onDone }: EntryProps & { onClose: () => void }) {
  const locale = useStudioLocale();
  const { options } = context;
  const first = options.students[0];
  const [schema] = useState(() => entryForm({ editing: Boolean(entry), exam: context.exam, timeZone: context.timeZone }));
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(schema, {
    defaultValues: entryDefaults(entry, {
      studentId: first?.id ?? "",
      instructorId: context.ownInstructorId ?? options.instructors[0]?.id ?? "",
      partnerId: first?.partnerId ?? "",
      exam: context.exam,
      firstDay: context.days[0] ?? "",
      timeZone: context.timeZone,
    }),
    submit: async (bodies) => {
      if (entry) return apiFetch(`/api/competitions/${context.competitionId}/entries/${entry.id}`, { method: "PATCH", body: bodies[0] });
      // A heat per single dance, one after another; if one is refused, those already entered come off the form.
      const entered: string[] = [];
      try {
        for (const body of bodies) {
          await apiFetch(`/api/competitions/${context.competitionId}/entries`, { body });
          entered.push(...body.danceIds);
        }
      } catch (error) {
        if (entered.length) {
          form.setValue(
            "danceIds",
            form.getValues("danceIds").filter((id) => !entered.includes(id)),
          );
          onDone();
        }
        throw error;
      }
    },
    errorMessage: "The entry couldn't be saved. Try again.",
    serverFields: { examSlotAt: "slotTime" },
    onSuccess: () => {
      onClose();
      onDone();
    },
  });
  const [studentId, withWhom, style, level, danceIds, entryType] = form.watch([
    "studentId",
    "with",
    "style",
    "level",
    "danceIds",
    "entryType",
  ]);
  const levels = useApiData<{ levels: { danceId: string; level: LevelKey }[] }>(
    studentId ? `/api/competitions/${context.competitionId}/entries/levels?studentId=${studentId}` : null,
  );
  const held = new Map((levels.data?.levels ?? []).map((row) => [row.danceId, row.level]));
  const suggested = suggestLevel(held, danceIds);
  const levelName = (key: LevelKey) => options.levels.find((row) => row.key === key)?.name ?? key;
  const student = options.students.find((row) => row.id === studentId);
  const warning = danceIds.length ? levelWarning(student?.name ?? "The student", level, suggested, levelName) : null;
  const styleDances = options.dances.filter((dance) => dance.style === style);
  const instructors = isInstructor(context) ? options.instructors.filter((row) => row.id === context.ownInstructorId) : options.instructors;
  const heatsOf = (id: string) => context.heats.find((row) => row.instructorId === id)?.heats ?? 0;
  const types = Object.entries(ENTRY_TYPE_NAMES).filter(([type]) => (context.exam ? type === "exam" : type !== "exam"));
  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <FormStatus result={result} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {!isStudent(context) && (
          <FormField id="entry-student" label="Student" error={fieldError("studentId")}>
            {(field) => (
              <select
                {...field}
                {...form.register("studentId", {
                  onChange: (event) => {
                    const partner = options.students.find((row) => row.id === event.target.value)?.partnerId;
                    if (partner) form.setValue("partnerStudentId", partner);
                  },
                })}
                className={cn(fieldClass, "h-10")}
              >
                {options.students.map((row) => (
                  <option key={row.id} value={row.id}>
                    {row.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        <FormField id="entry-with" label="Dances with" error={fieldError("with")}>
          {(field) => (
            <select {...field} {...form.register("with")} className={cn(fieldClass, "h-10")}>
              <option value="instructor">An instructor (pro-am)</option>
              <option value="partner">A partner (amateur couple)</option>
              <option value="alone">Alone</option>
            </select>
          )}
        </FormField>
        {withWhom === "instructor" && (
          <FormField
            id="entry-instructor"
            label="Instructor"
            error={fieldError("instructorId")}
            hint={isStudent(context) ? undefined : "Each instructor's heats at this event so far are beside their name."}
          >
            {(field) => (
              <select {...field} {...form.register("instructorId")} className={cn(fieldClass, "h-10")}>
                {instructors.map((row) => (
                  <option key={row.id} value={row.id}>
                    {row.name}
                    {isStudent(context) ? "" : ` (${heatsOf(row.id)} ${heatsOf(row.id) === 1 ? "heat" : "heats"})`}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        {withWhom === "partner" && (
          <FormField id="entry-partner" label="Partner" error={fieldError("partnerStudentId")}>
            {(field) => (
              <select {...field} {...form.register("partnerStudentId")} className={cn(fieldClass, "h-10")}>
                <option value="">Choose the partner</option>
                {options.partners
                  .filter((row) => row.id !== studentId)
                  .map((row) => (
                    <option key={row.id} value={row.id}>
                      {row.name}
                      {row.id === student?.partnerId ? " (partner on record)" : ""}
                    </option>
                  ))}
              </select>
            )}
          </FormField>
        )}
        <FormField id="entry-type" label="Entry" error={fieldError("entryType")}>
          {(field) => (
            <select {...field} {...form.register("entryType")} className={cn(fieldClass, "h-10")}>
              {types.map(([type, name]) => (
                <option key={type} value={type}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="entry-style" label="Style" error={fieldError("style")}>
          {(field) => (
            <select
              {...field}
              {...form.register("style", { onChange: () => form.setValue("danceIds", []) })}
              className={cn(fieldClass, "h-10")}
            >
              {Object.entries(STYLE_NAMES).map(([key, name]) => (
                <option key={key} value={key}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <fieldset className="grid gap-2" aria-describedby={fieldError("danceIds") ? "entry-dances-error" : "entry-dances-hint"}>
        <legend className="mb-1 text-sm font-medium">Dances</legend>
        <p id="entry-dances-hint" className="-mt-1 text-xs text-muted-foreground">
          {styleDances.length === 0
            ? "Your studio has no dances of this style in use: add them under Settings, Progress."
            : entryType === "single" && !entry
              ? "Each dance ticked is its own single-dance heat."
              : entryType === "exam"
                ? "The dances examined."
                : "The dances of this heat."}
        </p>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {styleDances.map((dance) => (
            <label key={dance.id} className="flex items-center gap-2 text-sm">
              <input type="checkbox" value={dance.id} {...form.register("danceIds")} className="size-4 accent-primary" />
              {dance.name}
              {held.get(dance.id) && <span className="text-muted-foreground">({levelName(held.get(dance.id)!)})</span>}
            </label>
          ))}
        </div>
        {fieldError("danceIds") && (
          <p id="entry-dances-error" className="text-sm text-danger">
            {fieldError("danceIds")}
          </p>
        )}
      </fieldset>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <FormField
          id="entry-level"
          label="Level"
          error={fieldError("level")}
          hint={danceIds.length ? `Progress suggests ${levelName(suggested)}.` : "Choose the dances to see the level progress suggests."}
        >
          {(field) => (
            <select {...field} {...form.register("level")} className={cn(fieldClass, "h-10")}>
              {options.levels.map((row) => (
                <option key={row.key} value={row.key}>
                  {row.name}
                  {danceIds.length && row.key === suggested ? " (suggested)" : ""}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="entry-age" label="Age category (optional)" error={fieldError("ageCategory")}>
          {(field) => <Input {...field} {...form.register("ageCategory")} placeholder="e.g. Senior I" autoComplete="off" />}
        </FormField>
        <FormField id="entry-title" label="Title (multi-dance, solo)" error={fieldError("title")}>
          {(field) => <Input {...field} {...form.register("title")} placeholder="e.g. Bronze Smooth W/F" autoComplete="off" />}
        </FormField>
      </div>
      {context.exam && (
        <div className="grid items-start gap-4 sm:grid-cols-2">
          {context.days.length > 1 && (
            <FormField id="entry-slot-day" label="Exam day" error={fieldError("slotDay")}>
              {(field) => (
                <select {...field} {...form.register("slotDay")} className={cn(fieldClass, "h-10")}>
                  {context.days.map((day) => (
                    <option key={day} value={day}>
                      {weekdayText(day, locale)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
          <FormField
            id="entry-slot"
            label="Slot time (optional)"
            error={fieldError("slotTime")}
            hint={`The studio's time${context.days.length === 1 ? `, ${weekdayText(context.days[0], locale)}` : ""}. Leave it empty until the examiner's schedule is set.`}
          >
            {(field) => <Input {...field} {...form.register("slotTime")} type="time" step={300} />}
          </FormField>
        </div>
      )}
      {warning && (
        <p role="status" className="flex items-start gap-2 rounded-lg bg-accent-soft p-3 text-sm">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {warning}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting || !options.students.length}>
          {entry ? "Save entry" : isStudent(context) ? "Propose entry" : "Enter"}
        </Button>
      </div>
    </form>
  );
}
