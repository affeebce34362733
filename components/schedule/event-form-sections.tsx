"use client";

// The event dialog's sections that show only sometimes: the dance (when the studio has dances), Repeat weekly and
// a private lesson's students (when creating).
import { Controller, type UseFormReturn } from "react-hook-form";
import { DatePicker } from "@/components/ui/date-picker";
import { FormField } from "@/components/ui/form-field";
import { fieldClass } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import type { EventFormValues, EventRequest } from "./event-form-schema";
import { LessonStudentsField } from "./lesson-students-field";
import type { DanceOption, ServiceOption } from "./types";

/** The event dialog's form. */
type EventForm = UseFormReturn<EventFormValues, unknown, EventRequest>;

/** The dance the lesson taught, for reports: its service's unless another is chosen. */
export function DanceField({
  form,
  services,
  dances,
  error,
}: {
  form: EventForm;
  services: ServiceOption[];
  dances: DanceOption[];
  error?: string;
}) {
  const serviceId = form.watch("serviceId");
  const serviceDance = dances.find((dance) => dance.id === services.find((item) => item.id === serviceId)?.danceId);
  return (
    <FormField id="event-dance" label="Dance" error={error} hint="Reports count the lesson under this dance.">
      {(field) => (
        <select {...field} {...form.register("danceId")} className={cn(fieldClass, "h-10", error && "border-danger")}>
          <option value="">{serviceDance ? `${serviceDance.label}, as its service` : "None recorded"}</option>
          {dances.map((dance) => (
            <option key={dance.id} value={dance.id}>
              {dance.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/**
 * A private lesson's student or couple, booked with it. Shown with Repeat weekly too, so the refusal
 * (a series is booked lesson by lesson) sits beside the students it is about.
 */
export function PrivateLessonStudents({
  form,
  services,
  ownStudentsOnly,
  error,
}: {
  form: EventForm;
  services: ServiceOption[];
  ownStudentsOnly: boolean;
  error?: string;
}) {
  const serviceId = form.watch("serviceId");
  if (services.find((service) => service.id === serviceId)?.kind !== "private") return null;
  return (
    <Controller
      control={form.control}
      name="studentIds"
      render={({ field }) => (
        <LessonStudentsField value={field.value} onChange={field.onChange} ownStudentsOnly={ownStudentsOnly} error={error} />
      )}
    />
  );
}

/** "Repeat weekly", and until when (12 classes when no end date is chosen). */
export function RepeatWeekly({ form, error }: { form: EventForm; error?: string }) {
  const [repeat, date] = form.watch(["repeat", "date"]);
  return (
    <div className="grid gap-3 rounded-md border border-border p-3">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4 accent-[var(--color-primary)]" {...form.register("repeat")} />
        Repeat weekly
      </label>
      {repeat && (
        <div className="grid gap-1">
          <Controller
            control={form.control}
            name="until"
            render={({ field }) => (
              <DatePicker id="event-until" label="Until" value={field.value} rules={{ min: date }} onChange={field.onChange} />
            )}
          />
          {error && <p className="text-sm text-danger">{error}</p>}
        </div>
      )}
    </div>
  );
}
