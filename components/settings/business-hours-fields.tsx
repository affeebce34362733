"use client";

import type { UseFormReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { WEEKDAY_NAMES } from "@/lib/studio/business-hours";
import type { TStudioForm, TStudioFormInput } from "@/lib/studio/schemas";

type Props = {
  form: UseFormReturn<TStudioFormInput, unknown, TStudioForm>;
  fieldError: (name: `week.${number}.opens` | `week.${number}.closes`) => string | undefined;
  /** Rows follow the studio's week: a Monday-first studio sees Monday first. */
  weekStartsOn: number;
  isSet: boolean;
};

/** Business hours per weekday: open with its opening and closing times, or closed. */
export function BusinessHoursFields({ form, fieldError, weekStartsOn, isSet }: Props) {
  const order = Array.from({ length: 7 }, (_, index) => (weekStartsOn + index) % 7);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold text-foreground">Business hours</legend>
      <p className="text-sm text-muted-foreground">
        {isSet
          ? "Students book private lessons and practice rooms inside these hours; the calendar shades the rest."
          : "Not set yet: lessons can be booked at any hour. Saving sets the hours shown here."}{" "}
        A closing time of 00:00 means midnight.
      </p>
      <ul className="grid gap-1.5">
        {order.map((weekday) => {
          const day = WEEKDAY_NAMES[weekday];
          const isOpen = form.watch(`week.${weekday}.isOpen`);
          const error = fieldError(`week.${weekday}.opens`) ?? fieldError(`week.${weekday}.closes`);
          return (
            <li key={weekday} className="grid gap-1">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
                <label className="flex w-32 cursor-pointer items-center gap-2 text-sm font-medium">
                  <input type="checkbox" {...form.register(`week.${weekday}.isOpen`)} className="size-4 accent-[var(--primary)]" />
                  {day}
                </label>
                {isOpen ? (
                  <span className="flex items-center gap-2 text-sm">
                    <Input
                      type="time"
                      aria-label={`${day} opens at`}
                      aria-invalid={Boolean(fieldError(`week.${weekday}.opens`))}
                      {...form.register(`week.${weekday}.opens`)}
                      className="h-9 w-36"
                    />
                    <span aria-hidden>–</span>
                    <Input
                      type="time"
                      aria-label={`${day} closes at`}
                      aria-invalid={Boolean(fieldError(`week.${weekday}.closes`))}
                      aria-describedby={error ? `hours-${weekday}-error` : undefined}
                      {...form.register(`week.${weekday}.closes`)}
                      className="h-9 w-36"
                    />
                  </span>
                ) : (
                  <span className="text-sm text-muted-foreground">Closed</span>
                )}
              </div>
              {error && (
                <p id={`hours-${weekday}-error`} className="text-sm text-danger sm:pl-35">
                  {day}: {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
