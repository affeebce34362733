"use client";

import { Pencil, Plus } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { MoneyField } from "@/components/payments/money-field";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, fieldClass } from "@/components/ui/input";
import { apiFetch } from "@/lib/api/api-fetch";
import type { CompetitionView } from "@/lib/competitions/events-views";
import { cn } from "@/lib/utils";
import { EventItemsFields } from "./event-items-fields";
import { eventDefaults, eventForm, FEE_FIELDS } from "./event-form-schema";
import { KIND_NAMES } from "./event-text";

type Props = { currency: string; event?: CompetitionView };

/** "New event" (POST /api/competitions) or "Edit event" (PATCH /api/competitions/{id}), owners. */
export function EventFormDialog({ currency, event }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {event ? (
          <Button variant="secondary" size="sm">
            <Pencil aria-hidden />
            Edit event
          </Button>
        ) : (
          <Button size="sm">
            <Plus aria-hidden />
            New event
          </Button>
        )}
      </DialogTrigger>
      <DialogContent
        title={event ? `Edit ${event.name}` : "New event"}
        description="Dates are your studio's days. Students see a published event and may propose entries until the end of the deadline day."
        className="max-w-3xl"
      >
        <EventForm currency={currency} event={event} onClose={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function EventForm({ currency, event, onClose }: Props & { onClose: () => void }) {
  const router = useRouter();
  const { form, onSubmit, result, fieldError, isSubmitting } = useApiForm(eventForm(currency), {
    defaultValues: eventDefaults(event),
    submit: (body) =>
      event
        ? apiFetch<{ competition: CompetitionView }>(`/api/competitions/${event.id}`, { method: "PATCH", body })
        : apiFetch<{ competition: CompetitionView }>("/api/competitions", { body }),
    errorMessage: "The event couldn't be saved. Try again.",
    onSuccess: ({ competition }) => {
      onClose();
      if (event) router.refresh();
      else router.push(`/app/competitions/${competition.id}`);
    },
  });
  const kind = form.watch("kind");
  return (
    <form onSubmit={onSubmit} className="grid gap-5" noValidate>
      <FormStatus result={result} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id="event-name" label="Name" error={fieldError("name")}>
          {(field) => <Input {...field} {...form.register("name")} placeholder="e.g. Spring Showcase" autoComplete="off" />}
        </FormField>
        <FormField id="event-kind" label="Kind" error={fieldError("kind")}>
          {(field) => (
            <select {...field} {...form.register("kind")} className={cn(fieldClass, "h-10")}>
              {Object.entries(KIND_NAMES).map(([value, name]) => (
                <option key={value} value={value}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        {(
          [
            ["startsOn", "First day"],
            ["endsOn", "Last day"],
            ["entryDeadline", "Entry deadline"],
          ] as const
        ).map(([name, label]) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <div className="grid gap-1.5">
                <DatePicker id={`event-${name}`} label={label} value={field.value} onChange={field.onChange} />
                {fieldError(name) && <p className="text-sm text-danger">{fieldError(name)}</p>}
              </div>
            )}
          />
        ))}
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id="event-place" label="Place (optional)" error={fieldError("place")}>
          {(field) => <Input {...field} {...form.register("place")} placeholder="e.g. Grand Hotel ballroom" autoComplete="off" />}
        </FormField>
        <FormField id="event-organiser" label="Organiser (optional)" error={fieldError("organiser")}>
          {(field) => <Input {...field} {...form.register("organiser")} autoComplete="off" />}
        </FormField>
      </div>
      {kind === "medal_exam" && (
        <FormField
          id="event-examiner"
          label="Examiner"
          error={fieldError("examiner")}
          hint="Written on the assessments the results become."
        >
          {(field) => <Input {...field} {...form.register("examiner")} autoComplete="off" />}
        </FormField>
      )}
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Fees per entry</legend>
        <div className="grid items-start gap-4 sm:grid-cols-3">
          {FEE_FIELDS.filter(([key]) => (kind === "medal_exam" ? key === "examFeeCents" : key !== "examFeeCents")).map(([key, label]) => (
            <Controller
              key={key}
              control={form.control}
              name={key}
              render={({ field }) => (
                <MoneyField id={`event-${key}`} label={label} currency={currency} error={fieldError(key)} {...field} />
              )}
            />
          ))}
        </div>
      </fieldset>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField
          id="event-markup"
          label="Studio markup (%)"
          error={fieldError("markupPercent")}
          hint="On entry fees, extras and shared costs."
        >
          {(field) => <Input {...field} {...form.register("markupPercent")} inputMode="numeric" placeholder="0" />}
        </FormField>
        <FormField id="event-split" label="Split shared costs" error={fieldError("sharedSplit")}>
          {(field) => (
            <select {...field} {...form.register("sharedSplit")} className={cn(fieldClass, "h-10")}>
              <option value="even">Evenly among everyone going</option>
              <option value="heats">By heats (a couple&apos;s heat counts half)</option>
            </select>
          )}
        </FormField>
      </div>
      <EventItemsFields form={form} currency={currency} fieldError={fieldError} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register("published")} className="size-4 accent-primary" />
        Published: students see it and may propose entries until the deadline
      </label>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {event ? "Save event" : "Create event"}
        </Button>
      </div>
    </form>
  );
}
