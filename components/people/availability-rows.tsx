"use client";

import { Trash2 } from "lucide-react";
import { Controller } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DatePicker } from "@/components/ui/date-picker";
import { fieldClass, Label } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import type { AvailabilityFieldError, AvailabilityForm } from "./availability-form";
import { WEEKDAYS } from "./people-constants";

type RowProps = { form: AvailabilityForm; index: number; fieldError: AvailabilityFieldError; onRemove: () => void };

const timeClass = cn(fieldClass, "h-10 w-full min-w-0 px-1.5 sm:w-36 sm:px-3");

/** The first problem in a row, said under it. */
function RowError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="col-span-4 w-full text-sm text-danger">
      {message}
    </p>
  );
}

/** One weekly time range: weekday, from, until. */
export function SlotRow({ form, index, fieldError, onRemove }: RowProps) {
  const errorId = `slot-${index}-error`;
  const error = fieldError(`slots.${index}.startTime`) ?? fieldError(`slots.${index}.endTime`) ?? fieldError(`slots.${index}.weekday`);
  const described = { "aria-invalid": Boolean(error), "aria-describedby": error ? errorId : undefined };
  return (
    <li className="grid grid-cols-[1fr_auto_1fr_auto] items-center gap-2 sm:flex sm:flex-wrap">
      <select
        aria-label={`Weekday ${index + 1}`}
        {...form.register(`slots.${index}.weekday`, { valueAsNumber: true })}
        className={cn(fieldClass, "col-span-4 h-10 sm:w-36")}
      >
        {WEEKDAYS.map((day, weekday) => (
          <option key={day} value={weekday}>
            {day}
          </option>
        ))}
      </select>
      <input
        aria-label={`From ${index + 1}`}
        type="time"
        step={900}
        {...described}
        {...form.register(`slots.${index}.startTime`)}
        className={timeClass}
      />
      <span aria-hidden>–</span>
      <input
        aria-label={`Until ${index + 1}`}
        type="time"
        step={900}
        {...described}
        {...form.register(`slots.${index}.endTime`)}
        className={timeClass}
      />
      <Button type="button" variant="ghost" size="icon" aria-label={`Remove time range ${index + 1}`} onClick={onRemove}>
        <Trash2 aria-hidden />
      </Button>
      <RowError id={errorId} message={error} />
    </li>
  );
}

/** One date off, whole or in part, with a reason. */
export function DayOffRow({ form, index, fieldError, onRemove, rowKey }: RowProps & { rowKey: string }) {
  const error =
    fieldError(`exceptions.${index}.date`) ??
    fieldError(`exceptions.${index}.startTime`) ??
    fieldError(`exceptions.${index}.endTime`) ??
    fieldError(`exceptions.${index}.reason`);
  return (
    <li className="flex flex-wrap items-end gap-2">
      <Controller
        control={form.control}
        name={`exceptions.${index}.date`}
        render={({ field }) => (
          <DatePicker id={`day-off-${rowKey}`} label={`Date ${index + 1}`} value={field.value} onChange={field.onChange} className="w-44" />
        )}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={`day-off-from-${rowKey}`}>Busy from (optional)</Label>
        <input
          id={`day-off-from-${rowKey}`}
          type="time"
          step={900}
          {...form.register(`exceptions.${index}.startTime`)}
          className={timeClass}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`day-off-until-${rowKey}`}>until</Label>
        <input
          id={`day-off-until-${rowKey}`}
          type="time"
          step={900}
          {...form.register(`exceptions.${index}.endTime`)}
          className={timeClass}
        />
      </div>
      <div className="grid min-w-40 flex-1 gap-1.5">
        <Label htmlFor={`day-off-reason-${rowKey}`}>Reason</Label>
        <input id={`day-off-reason-${rowKey}`} {...form.register(`exceptions.${index}.reason`)} className={cn(fieldClass, "h-10")} />
      </div>
      <Button type="button" variant="ghost" size="icon" aria-label={`Remove exception ${index + 1}`} onClick={onRemove}>
        <Trash2 aria-hidden />
      </Button>
      <RowError id={`day-off-${rowKey}-error`} message={error} />
    </li>
  );
}
