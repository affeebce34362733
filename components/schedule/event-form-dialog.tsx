"use client";

import { useState } from "react";
import { ApiError } from "@/lib/api/api-fetch";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { fieldClass } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import type { ScheduleSetup } from "./types";

export type EventFormValues = {
  serviceId: string;
  instructorId: string;
  roomId: string;
  date: string;
  start: string;
  end: string;
  repeat: boolean;
  until: string | null;
  notes: string;
};

type Props = {
  open: boolean;
  mode: "create" | "edit";
  initial: EventFormValues;
  setup: ScheduleSetup;
  onOpenChange: (open: boolean) => void;
  /** Saves; throws ApiError to show its message and field errors (the typed values stay). */
  onSubmit: (values: EventFormValues) => Promise<void>;
};

const SERVER_FIELD: Record<string, keyof EventFormValues> = {
  startsAt: "start",
  endsAt: "end",
  startTime: "start",
  startDate: "date",
  durationMinutes: "end",
};

/** Create (from a drag or the New event button) or edit an event's service, people, place and times. */
export function EventFormDialog({ open, mode, initial, setup, onOpenChange, onSubmit }: Props) {
  const [values, setValues] = useState(initial);
  const [lastInitial, setLastInitial] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof EventFormValues, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (initial !== lastInitial) {
    setLastInitial(initial);
    setValues(initial);
    setErrors({});
    setMessage(null);
  }
  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const instructorLocked = setup.role === "instructor";

  function changeService(serviceId: string) {
    const service = setup.services.find((item) => item.id === serviceId);
    setValues((current) => ({ ...current, serviceId, end: service ? addMinutes(current.start, service.durationMinutes) : current.end }));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    setErrors({});
    try {
      await onSubmit(values);
      onOpenChange(false);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setMessage(error.message);
      const mapped: Partial<Record<keyof EventFormValues, string>> = {};
      for (const [field, text] of Object.entries(error.fields)) mapped[SERVER_FIELD[field] ?? (field as keyof EventFormValues)] = text;
      setErrors(mapped);
    } finally {
      setBusy(false);
    }
  }

  const select = (invalid: boolean) => cn(fieldClass, "h-10", invalid && "border-danger");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={mode === "create" ? "New event" : "Edit event"}
        description={`Times are in ${setup.timeZone.replace(/_/g, " ")}.`}
      >
        <form onSubmit={submit} className="grid gap-4" noValidate>
          {message && (
            <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
              {message}
            </p>
          )}
          <FormField id="event-service" label="Service" error={errors.serviceId}>
            {(field) => (
              <select
                {...field}
                className={select(Boolean(errors.serviceId))}
                value={values.serviceId}
                onChange={(e) => changeService(e.target.value)}
                required
              >
                <option value="">Choose a service…</option>
                {setup.services.map((service) => (
                  <option key={service.id} value={service.id}>
                    {service.name} · {service.durationMinutes} min
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="event-instructor" label="Instructor" error={errors.instructorId}>
              {(field) => (
                <select
                  {...field}
                  className={select(Boolean(errors.instructorId))}
                  value={values.instructorId}
                  disabled={instructorLocked}
                  onChange={(e) => set("instructorId", e.target.value)}
                >
                  <option value="">No instructor</option>
                  {setup.instructors.map((person) => (
                    <option key={person.id} value={person.id}>
                      {person.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField id="event-room" label="Room" error={errors.roomId}>
              {(field) => (
                <select
                  {...field}
                  className={select(Boolean(errors.roomId))}
                  value={values.roomId}
                  onChange={(e) => set("roomId", e.target.value)}
                >
                  <option value="">No room</option>
                  {setup.rooms.map((room) => (
                    <option key={room.id} value={room.id}>
                      {room.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          <div className="grid gap-4 sm:grid-cols-[auto_1fr_1fr] sm:items-start">
            <DatePicker id="event-date" label="Date" value={values.date} onChange={(date) => set("date", date)} />
            <FormField id="event-start" label="Starts" error={errors.start}>
              {(field) => (
                <input
                  {...field}
                  type="time"
                  step={900}
                  className={cn(fieldClass, "h-10")}
                  value={values.start}
                  onChange={(e) => set("start", e.target.value)}
                  required
                />
              )}
            </FormField>
            <FormField id="event-end" label="Ends" error={errors.end}>
              {(field) => (
                <input
                  {...field}
                  type="time"
                  step={900}
                  className={cn(fieldClass, "h-10")}
                  value={values.end}
                  onChange={(e) => set("end", e.target.value)}
                  required
                />
              )}
            </FormField>
          </div>
          {mode === "create" && (
            <div className="grid gap-3 rounded-md border border-border p-3">
              <label className="flex items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  className="size-4 accent-[var(--color-primary)]"
                  checked={values.repeat}
                  onChange={(e) => set("repeat", e.target.checked)}
                />
                Repeat weekly
              </label>
              {values.repeat && (
                <div className="grid gap-1">
                  <DatePicker
                    id="event-until"
                    label="Until"
                    value={values.until}
                    rules={{ min: values.date }}
                    onChange={(date) => set("until", date)}
                  />
                  {errors.until && <p className="text-sm text-danger">{errors.until}</p>}
                </div>
              )}
            </div>
          )}
          <FormField id="event-notes" label="Notes" error={errors.notes}>
            {(field) => (
              <textarea
                {...field}
                className={cn(fieldClass, "min-h-20 py-2")}
                value={values.notes}
                onChange={(e) => set("notes", e.target.value)}
                maxLength={2000}
              />
            )}
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Saving…" : mode === "create" ? "Create event" : "Save changes"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function addMinutes(time: string, minutes: number): string {
  const [hours, mins] = time.split(":").map(Number);
  const total = Math.min(23 * 60 + 45, hours * 60 + mins + minutes);
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}
