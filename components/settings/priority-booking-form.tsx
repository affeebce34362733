"use client";

import { useRouter } from "next/navigation";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import { ZBookingWindowPatch } from "@/lib/studio/booking-window-schema";
import { PriorityStudentPicker } from "./priority-student-picker";

type Windows = { bookingWindowDays: number | null; priorityWindowDays: number | null; priorityRule: "packages" | "list" };
const toDays = (value: unknown) => (value === "" || value === null || value === undefined ? null : Number(value));

/** PATCH /api/studio's priority-booking fields (Premium): a plan refusal shows "Compare plans" in the status. */
export function PriorityBookingForm({ windows, priorityStudents }: { windows: Windows; priorityStudents: { id: string; name: string }[] }) {
  const router = useRouter();
  const { form, registerOption, onSubmit, result, fieldError, isSubmitting } = useApiForm(ZBookingWindowPatch, {
    defaultValues: windows,
    submit: (values) => apiFetch("/api/studio", { method: "PATCH", body: values }),
    successMessage: "Saved.",
    errorMessage: "The booking windows couldn't be saved. Try again.",
    onSuccess: () => router.refresh(),
  });
  const rule = form.watch("priorityRule");
  return (
    <div className="grid gap-4">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField
            id="booking-window"
            label="Classes open (days ahead)"
            error={fieldError("bookingWindowDays")}
            hint="Empty: as soon as they're scheduled."
          >
            {(field) => (
              <Input {...field} {...form.register("bookingWindowDays", { setValueAs: toDays })} type="number" inputMode="numeric" />
            )}
          </FormField>
          <FormField
            id="priority-window"
            label="Priority students (days ahead)"
            error={fieldError("priorityWindowDays")}
            hint="At least the days above."
          >
            {(field) => (
              <Input {...field} {...form.register("priorityWindowDays", { setValueAs: toDays })} type="number" inputMode="numeric" />
            )}
          </FormField>
        </div>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">Priority students are</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" {...registerOption("priorityRule", "packages")} className="size-4 accent-[var(--color-primary)]" />
            Students holding a package with lessons left
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" {...registerOption("priorityRule", "list")} className="size-4 accent-[var(--color-primary)]" />
            Students on a list I choose
          </label>
        </fieldset>
        <FormStatus result={result} />
        <div>
          <Button type="submit" disabled={isSubmitting}>
            Save booking windows
          </Button>
        </div>
      </form>
      {/* Beside the form, not in it: the list saves on each add or remove, the windows on Save. */}
      {rule === "list" && <PriorityStudentPicker initial={priorityStudents} />}
    </div>
  );
}
