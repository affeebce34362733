"use client";

import Link from "next/link";
import { useRef } from "react";
import { Controller } from "react-hook-form";
import { FormStatus } from "@/components/forms/form-status";
import { useApiForm } from "@/components/forms/use-api-form";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { fieldClass } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { endKeepingLength, EVENT_FIELD_NAMES, eventFormSchema, type EventFormValues, type EventRequest } from "./event-form-schema";
import { currentChoices } from "./current-choices";
import { DanceField, PrivateLessonStudents, RepeatWeekly } from "./event-form-sections";
import { MeetingField } from "./meeting-field";
import type { EventView, ScheduleSetup } from "./types";
import { canManageStudio, isInstructor } from "@/lib/access/rules";

export type { EventFormValues, EventRequest };

type Props = {
  open: boolean;
  mode: "create" | "edit";
  initial: EventFormValues;
  setup: ScheduleSetup;
  /** The event being edited: what it names stays choosable even if archived since. */
  event?: EventView;
  onOpenChange: (open: boolean) => void;
  /** Saves; throws ApiError to show its message and field errors (the typed values stay). */
  onSubmit: (request: EventRequest) => Promise<void>;
};

/** Create (from a drag or the New event button) or edit an event's service, people, place and times. */
export function EventFormDialog({ open, mode, initial, setup, event, onOpenChange, onSubmit }: Props) {
  const {
    form,
    onSubmit: submit,
    result,
    fieldError,
    isSubmitting,
  } = useApiForm(eventFormSchema(mode, setup.timeZone), {
    defaultValues: initial,
    submit: onSubmit,
    serverFields: EVENT_FIELD_NAMES,
    onSuccess: (): void => onOpenChange(false),
  });
  const choices = currentChoices(setup, event);
  const instructorLocked = isInstructor(setup);
  const hasServices = setup.services.length > 0;
  const select = (invalid: boolean) => cn(fieldClass, "h-10", invalid && "border-danger");
  // A new start moves the end with it: the lesson keeps its length (the start it moves from is kept here).
  const startBefore = useRef(initial.start);
  const keepLength = (name: "start" | "end") =>
    name === "start"
      ? {
          onChange: (change: { target: { value: string } }) => {
            const end = endKeepingLength(startBefore.current, form.getValues("end"), change.target.value);
            if (end) form.setValue("end", end);
            startBefore.current = change.target.value;
          },
        }
      : {};
  const time = (name: "start" | "end", label: string) => (
    <FormField id={`event-${name}`} label={label} error={fieldError(name)}>
      {(field) => (
        <input {...field} {...form.register(name, keepLength(name))} type="time" step={900} className={cn(fieldClass, "h-10")} required />
      )}
    </FormField>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={mode === "create" ? "New event" : "Edit event"}
        description={`Times are in ${setup.timeZone.replace(/_/g, " ")}.`}
      >
        {!hasServices ? (
          <NoServices isOwner={canManageStudio(setup)} onClose={() => onOpenChange(false)} />
        ) : (
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <FormStatus result={result} />
            <FormField id="event-service" label="Service" error={fieldError("serviceId")}>
              {(field) => (
                <select
                  {...field}
                  {...form.register("serviceId", {
                    // A new service keeps the start and takes its own length.
                    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
                      const service = choices.services.find((item) => item.id === event.target.value);
                      if (service) form.setValue("end", addMinutes(form.getValues("start"), service.durationMinutes));
                      // Students are named for a private lesson only: none stay behind, hidden, for a class.
                      if (service?.kind !== "private") form.setValue("studentIds", []);
                    },
                  })}
                  className={select(Boolean(fieldError("serviceId")))}
                  required
                >
                  <option value="">Choose a service…</option>
                  {choices.services.map((service) => (
                    <option key={service.id} value={service.id}>
                      {service.name} · {service.durationMinutes} min
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <FormField id="event-instructor" label="Instructor" error={fieldError("instructorId")}>
                {(field) => (
                  <select
                    {...field}
                    {...form.register("instructorId")}
                    className={select(Boolean(fieldError("instructorId")))}
                    disabled={instructorLocked}
                  >
                    <option value="">No instructor</option>
                    {choices.instructors.map((person) => (
                      <option key={person.id} value={person.id}>
                        {person.name}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField id="event-room" label="Room" error={fieldError("roomId")}>
                {(field) => (
                  <select {...field} {...form.register("roomId")} className={select(Boolean(fieldError("roomId")))}>
                    <option value="">No room</option>
                    {choices.rooms.map((room) => (
                      <option key={room.id} value={room.id}>
                        {room.name}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </div>
            <div className="grid gap-4 sm:grid-cols-[auto_1fr_1fr] sm:items-start">
              <div className="grid gap-1">
                <Controller
                  control={form.control}
                  name="date"
                  render={({ field }) => <DatePicker id="event-date" label="Date" value={field.value} onChange={field.onChange} />}
                />
                {fieldError("date") && <p className="text-sm text-danger">{fieldError("date")}</p>}
              </div>
              {time("start", "Starts")}
              {time("end", "Ends")}
            </div>
            {choices.dances.length > 0 && (
              <DanceField form={form} services={choices.services} dances={choices.dances} error={fieldError("danceId")} />
            )}
            {mode === "create" && <RepeatWeekly form={form} error={fieldError("until")} />}
            {mode === "create" && (
              <PrivateLessonStudents
                form={form}
                services={choices.services}
                ownStudentsOnly={instructorLocked}
                error={fieldError("studentIds")}
              />
            )}
            <MeetingField
              form={form}
              eventId={mode === "edit" ? event?.id : undefined}
              lockedTo={setup.videoLessonsPlan ?? null}
              isOwner={canManageStudio(setup)}
              error={fieldError("meeting")}
              urlError={fieldError("meetingUrl")}
            />
            <FormField id="event-notes" label="Notes" error={fieldError("notes")}>
              {(field) => <textarea {...field} {...form.register("notes")} className={cn(fieldClass, "min-h-20 py-2")} maxLength={2000} />}
            </FormField>
            <div className="flex justify-end gap-2">
              <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? "Saving…" : mode === "create" ? "Create event" : "Save changes"}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** With no services nothing can be scheduled: say what to do first instead of offering Create. */
function NoServices({ isOwner, onClose }: { isOwner: boolean; onClose: () => void }) {
  return (
    <div className="grid gap-4">
      <p className="rounded-md bg-accent-soft px-3 py-2 text-sm text-foreground">
        Add a service first: your studio has no services yet.{" "}
        {isOwner ? (
          <Link href="/app/settings#settings-services" className="font-medium text-primary underline underline-offset-4">
            Settings → Services
          </Link>
        ) : (
          "Ask the studio's owner to add one."
        )}
      </p>
      <div className="flex justify-end">
        <Button type="button" variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}

export function addMinutes(time: string, minutes: number): string {
  const [hours, mins] = time.split(":").map(Number);
  const total = Math.min(23 * 60 + 45, hours * 60 + mins + minutes);
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}
