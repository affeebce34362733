"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PRIVATE_CHOICE } from "@/lib/public/trial-choice";
import { FirstLessonTimes, type FirstLessonOffer } from "./first-lesson-times";

/** A lesson the first-lesson and intro-offer forms offer, and where the visitor came from. */
export type TrialChoice = { value: string; label: string; isPartnered: boolean };
export type TrialSourceFields = { ref?: string; utmSource?: string; utmMedium?: string; utmCampaign?: string };

/** The fields every public first-lesson form has, whatever else it asks. */
type Field = "day" | "time" | "role" | "name" | "email" | "phone" | "website";

/** What the fields need of the form's useApiForm: its id, and its register, option and error functions. */
export type FirstLessonForm = {
  id: string;
  register: (name: Field) => UseFormRegisterReturn;
  registerOption: (name: "time", value: string) => UseFormRegisterReturn & { value: string };
  fieldError: (name: Field) => string | undefined;
  /** Lets go of the chosen time (another day has other times). */
  clearTime: () => void;
};

/** The lesson choice's options: the classes, then the private lesson (its day and time are chosen next). */
export function LessonOptions({ classes, privateLesson }: { classes: TrialChoice[]; privateLesson: FirstLessonOffer | null }) {
  return (
    <>
      {classes.length > 0 && (
        <optgroup label="Classes">
          {classes.map((item) => (
            <option key={item.value} value={item.value}>
              {item.label}
            </option>
          ))}
        </optgroup>
      )}
      {privateLesson && (
        <optgroup label="Private lessons">
          <option value={PRIVATE_CHOICE}>
            {privateLesson.name} ({privateLesson.durationMinutes} min) — choose a day and time
          </option>
        </optgroup>
      )}
    </>
  );
}

/**
 * After the lesson choice: the private lesson's day and time when `privateLesson` is the lesson chosen,
 * and lead or follow when the chosen class is partnered.
 */
export function FirstLessonWhen({
  form,
  slug,
  privateLesson,
  day,
  partnered,
  selectClassName,
}: {
  form: FirstLessonForm;
  slug: string;
  /** The private lesson when it is the one chosen, else null. */
  privateLesson: FirstLessonOffer | null;
  day: string;
  partnered: boolean;
  selectClassName: string;
}) {
  const { id, fieldError } = form;
  const dayField = form.register("day");
  return (
    <>
      {privateLesson && (
        <FirstLessonTimes
          id={id}
          slug={slug}
          offer={privateLesson}
          day={day}
          // A new day has other times: the one chosen on the last day is let go.
          dayField={{
            ...dayField,
            onChange: (event) => {
              form.clearTime();
              return dayField.onChange(event);
            },
          }}
          timeOption={(value) => form.registerOption("time", value)}
          dayError={fieldError("day")}
          timeError={fieldError("time")}
        />
      )}
      {partnered && (
        <FormField id={`${id}-role`} label="You dance as" error={fieldError("role")}>
          {(props) => (
            <select {...props} {...form.register("role")} className={selectClassName}>
              <option value="">Choose lead or follow…</option>
              <option value="lead">Lead</option>
              <option value="follow">Follow</option>
            </select>
          )}
        </FormField>
      )}
    </>
  );
}

/** Who is coming: name and e-mail side by side, then the phone (optional). */
export function VisitorFields({ form, phoneHint }: { form: FirstLessonForm; phoneHint?: string }) {
  const { id, fieldError } = form;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={`${id}-name`} label="Name" error={fieldError("name")}>
          {(props) => <Input {...props} {...form.register("name")} autoComplete="name" maxLength={100} aria-required />}
        </FormField>
        <FormField id={`${id}-email`} label="E-mail" error={fieldError("email")}>
          {(props) => <Input {...props} {...form.register("email")} type="email" autoComplete="email" aria-required />}
        </FormField>
      </div>
      <FormField id={`${id}-phone`} label="Phone (optional)" error={fieldError("phone")} hint={phoneHint}>
        {(props) => <Input {...props} {...form.register("phone")} type="tel" autoComplete="tel" />}
      </FormField>
    </>
  );
}

/** The honeypot: invisible to people, skipped by Tab and screen readers. */
export function Honeypot({ form }: { form: FirstLessonForm }) {
  return (
    <div aria-hidden className="absolute -left-[9999px] size-px overflow-hidden">
      <label htmlFor={`${form.id}-website`}>Website</label>
      <input id={`${form.id}-website`} type="text" tabIndex={-1} autoComplete="off" {...form.register("website")} />
    </div>
  );
}
