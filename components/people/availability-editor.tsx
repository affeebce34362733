"use client";

import { CalendarRange, Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useFieldArray } from "react-hook-form";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZAvailabilityForm, type AvailabilityValues } from "./availability-form";
import { DayOffRow, SlotRow } from "./availability-rows";
import { nextWeeklyRange, sameHoursOnWeekdays, weekdayHoursLabel } from "./weekly-hours";

export type Slot = { weekday: number; startTime: string; endTime: string };
export type DayOff = { date: string; startTime: string | null; endTime: string | null; reason: string | null };

/** Weekly time ranges plus dated exceptions (days off), saved together with one PUT. */
export function AvailabilityEditor({
  instructorId,
  slots,
  exceptions,
  today,
}: {
  instructorId: string;
  slots: Slot[];
  exceptions: DayOff[];
  today: string;
}) {
  const router = useRouter();
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZAvailabilityForm, {
    defaultValues: {
      slots,
      exceptions: exceptions.map((item) => ({
        date: item.date,
        startTime: item.startTime ?? "",
        endTime: item.endTime ?? "",
        reason: item.reason ?? "",
      })),
    } satisfies AvailabilityValues,
    submit: (body) => apiFetch(`/api/instructors/${instructorId}/availability`, { method: "PUT", body }),
    successMessage: "Availability saved.",
    onSuccess: (): void => router.refresh(),
  });
  const weekly = useFieldArray({ control: form.control, name: "slots" });
  const daysOff = useFieldArray({ control: form.control, name: "exceptions" });

  return (
    <section aria-labelledby="availability-title" className="grid content-start gap-4 rounded-xl border border-border bg-card p-4">
      <h2 id="availability-title" className="text-lg font-semibold">
        Weekly availability
      </h2>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {weekly.fields.length === 0 && (
          <p className="text-sm text-muted-foreground">No teaching hours yet: students can&apos;t book private lessons with them.</p>
        )}
        <ul className="grid gap-2">
          {weekly.fields.map((row, index) => (
            <SlotRow key={row.id} form={form} index={index} fieldError={fieldError} onRemove={() => weekly.remove(index)} />
          ))}
        </ul>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="button" variant="secondary" onClick={() => weekly.append(nextWeeklyRange(form.getValues("slots")))}>
            <Plus aria-hidden />
            Add time range
          </Button>
          <Button
            type="button"
            variant="secondary"
            aria-describedby="same-hours-hint"
            onClick={() => weekly.replace(sameHoursOnWeekdays(form.getValues("slots")))}
          >
            <CalendarRange aria-hidden />
            Same hours on weekdays
          </Button>
          <p id="same-hours-hint" className="text-sm text-muted-foreground">
            Monday to Friday, {weekdayHoursLabel(form.watch("slots"))}
            {weekly.fields.length > 0 ? " (the first row's hours)" : ""}
          </p>
        </div>
        <h3 className="border-t border-border pt-4 font-semibold">Days off and exceptions</h3>
        <ul className="grid gap-3">
          {daysOff.fields.map((row, index) => (
            <DayOffRow
              key={row.id}
              rowKey={row.id}
              form={form}
              index={index}
              fieldError={fieldError}
              onRemove={() => daysOff.remove(index)}
            />
          ))}
        </ul>
        <Button
          type="button"
          variant="secondary"
          className="justify-self-start"
          onClick={() => daysOff.append({ date: today, startTime: "", endTime: "", reason: "" })}
        >
          <Plus aria-hidden />
          Add day off
        </Button>
        <div className="grid gap-3 border-t border-border pt-4">
          <FormStatus result={result} />
          <Button type="submit" disabled={isSubmitting} className="justify-self-start">
            Save availability
          </Button>
        </div>
      </form>
    </section>
  );
}
