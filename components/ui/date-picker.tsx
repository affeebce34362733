"use client";

import { CalendarDays } from "lucide-react";
import { useState } from "react";
import dynamic from "next/dynamic";
import type { Matcher } from "react-day-picker";
import "react-day-picker/style.css";
import {
  WEEK_STARTS_ON,
  dateRejection,
  formatDate,
  fromPickerDate,
  normalizeRange,
  parseDate,
  toPickerDate,
  type DateFormat,
  type DateRange,
  type DateRules,
} from "@/lib/dates/date-rules";
import { cn } from "@/lib/utils";
import { useStudioLocale } from "@/components/ui/studio-locale";
import { dateFormatOf } from "@/lib/studio/locales";
import { fieldClass } from "./input";
import { Popover, PopoverContent, PopoverTrigger } from "./popover";

// The calendar loads when a picker first opens (typing a date needs none of it), in a box of its size.
const DayPicker = dynamic(() => import("react-day-picker").then((module) => module.DayPicker), {
  ssr: false,
  loading: () => <div aria-busy className="h-[19rem] w-[17.5rem]" />,
});

type Common = { id: string; label: string; format?: DateFormat; rules?: DateRules; className?: string; hideLabel?: boolean };
type SingleProps = Common & { mode?: "single"; value: string | null; onChange: (date: string) => void };
type RangeProps = Common & { mode: "range"; value: DateRange | null; onChange: (range: DateRange) => void };

/**
 * Date picking (docs/product.md#dates-times-and-time-zones): typed in the studio's format (mm/dd/yyyy for en-US, dd/mm/yyyy for
 * en-GB, yyyy-mm-dd for en-CA) or picked from a calendar whose weeks start
 * on Sunday; dates outside min/max, disabled dates and weekdays are refused with a reason; a range
 * typed end-first is swapped.
 */
export function DatePicker(props: SingleProps | RangeProps) {
  const studioFormat = dateFormatOf(useStudioLocale());
  const format = props.format ?? studioFormat;
  const rules = props.rules ?? {};
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const matchers = toMatchers(rules);

  function accept(text: string, apply: (date: string) => void) {
    if (!text.trim()) return;
    const date = parseDate(text, format);
    if (!date) return setError(`Enter a date as ${format.toLowerCase()}.`);
    const rejection = dateRejection(date, rules, format);
    if (rejection) return setError(rejection);
    setError(null);
    apply(date);
  }

  const errorId = `${props.id}-error`;
  const inputProps = (suffix: string, label: string, value: string | undefined, apply: (date: string) => void) => ({
    id: `${props.id}${suffix}`,
    "aria-label": label,
    placeholder: format.toLowerCase(),
    inputMode: "numeric" as const,
    "aria-invalid": Boolean(error),
    "aria-describedby": error ? errorId : undefined,
    defaultValue: value ? formatDate(value, format) : "",
    key: value ?? "empty",
    className: cn(fieldClass, "h-10 w-32"),
    onBlur: (event: React.FocusEvent<HTMLInputElement>) => accept(event.currentTarget.value, apply),
    onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => {
      if (event.key === "Enter") {
        event.preventDefault();
        accept(event.currentTarget.value, apply);
      }
    },
  });

  const calendar =
    props.mode === "range" ? (
      <DayPicker
        mode="range"
        weekStartsOn={WEEK_STARTS_ON}
        disabled={matchers}
        selected={props.value ? { from: toPickerDate(props.value.from), to: toPickerDate(props.value.to) } : undefined}
        defaultMonth={props.value ? toPickerDate(props.value.from) : undefined}
        onSelect={(range) => {
          if (range?.from && range.to) {
            props.onChange(normalizeRange({ from: fromPickerDate(range.from), to: fromPickerDate(range.to) }));
            setError(null);
          }
        }}
      />
    ) : (
      <DayPicker
        mode="single"
        weekStartsOn={WEEK_STARTS_ON}
        disabled={matchers}
        selected={props.value ? toPickerDate(props.value) : undefined}
        defaultMonth={props.value ? toPickerDate(props.value) : undefined}
        onSelect={(date) => {
          if (!date) return;
          props.onChange(fromPickerDate(date));
          setError(null);
          setOpen(false);
        }}
      />
    );

  return (
    <div className={cn("grid gap-1", props.className)}>
      <span className={cn("text-sm font-medium", props.hideLabel && "sr-only")}>{props.label}</span>
      <div className="flex items-center gap-1.5">
        {props.mode === "range" ? (
          <>
            <input
              {...inputProps("-from", `${props.label}: from`, props.value?.from, (from) =>
                props.onChange(normalizeRange({ from, to: props.value?.to ?? from })),
              )}
            />
            <span aria-hidden className="text-muted-foreground">
              –
            </span>
            <input
              {...inputProps("-to", `${props.label}: to`, props.value?.to, (to) =>
                props.onChange(normalizeRange({ from: props.value?.from ?? to, to })),
              )}
            />
          </>
        ) : (
          <input {...inputProps("", props.label, props.value ?? undefined, props.onChange)} />
        )}
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger
            aria-label={`Open calendar for ${props.label}`}
            className="inline-flex size-10 items-center justify-center rounded-md border border-input bg-card text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <CalendarDays aria-hidden className="size-4" />
          </PopoverTrigger>
          <PopoverContent className="rdp-theme">{calendar}</PopoverContent>
        </Popover>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function toMatchers(rules: DateRules): Matcher[] {
  const matchers: Matcher[] = [];
  if (rules.min) matchers.push({ before: toPickerDate(rules.min) });
  if (rules.max) matchers.push({ after: toPickerDate(rules.max) });
  if (rules.disabledDates?.length) matchers.push(...rules.disabledDates.map(toPickerDate));
  if (rules.disabledWeekdays?.length) matchers.push({ dayOfWeek: [...rules.disabledWeekdays] });
  return matchers;
}
