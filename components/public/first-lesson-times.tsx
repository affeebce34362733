"use client";

import { useEffect, useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { failureResult } from "@/components/forms/failure-result";
import { FormField } from "@/components/ui/form-field";
import { apiFetch } from "@/lib/api/api-fetch";
import { formatTime } from "@/lib/public/format-class";
import type { StudioClock, StudioLocale } from "@/lib/studio/locales";
import { type BookingPrice, priceText } from "@/lib/money/price-text";
import { encodeTime } from "@/lib/public/trial-choice";

/** `price`: what the lesson costs a visitor, from the server (lib/payments/booking-price.ts). */
export type FirstLessonOffer = { name: string; durationMinutes: number; price: BookingPrice; days: string[] } & StudioClock;

type DayAnswer = { instructors: { instructorId: string; instructorName: string; times: { startsAt: string; endsAt: string }[] }[] };

const SELECT =
  "h-10 w-full rounded-md border border-input bg-card px-3 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-danger";

/** "Tuesday, Nov 24" or "Tuesday 24 Nov": a studio date as the day picker names it (the same on the server and in the browser). */
export function formatDayOption(date: string, locale: StudioLocale): string {
  return new Intl.DateTimeFormat(locale, { weekday: "long", month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/**
 * A first private lesson, chosen as students book one: a day of the coming weeks that has a free
 * time (the page lists them), then one of that day's free times, under each instructor's name
 * (GET /api/public/studios/{slug}/private-slots?date=).
 */
export function FirstLessonTimes({
  id,
  slug,
  offer,
  day,
  dayField,
  timeOption,
  dayError,
  timeError,
}: {
  id: string;
  slug: string;
  offer: FirstLessonOffer;
  day: string;
  dayField: UseFormRegisterReturn;
  timeOption: (value: string) => UseFormRegisterReturn & { value: string };
  dayError?: string;
  timeError?: string;
}) {
  // Kept with the day it answers: a slow answer for another day never shows under this one.
  const [answer, setAnswer] = useState<{ day: string; times?: DayAnswer["instructors"]; error?: string } | null>(null);

  useEffect(() => {
    if (!day) return;
    const controller = new AbortController();
    apiFetch<DayAnswer>(`/api/public/studios/${slug}/private-slots?date=${day}`, { signal: controller.signal }).then(
      (result) => setAnswer({ day, times: result.instructors }),
      (reason) => {
        if ((reason as Error).name !== "AbortError")
          setAnswer({ day, error: failureResult(reason, "Free times couldn't be loaded.").text });
      },
    );
    return () => controller.abort();
  }, [slug, day]);

  const current = answer?.day === day ? answer : null;
  return (
    <>
      <FormField
        id={`${id}-day`}
        label="Day"
        error={dayError}
        hint={`${offer.name}, ${offer.durationMinutes} minutes: ${priceText(offer.price)}.`}
      >
        {(props) => (
          <select {...props} {...dayField} className={SELECT}>
            <option value="">Choose a day…</option>
            {offer.days.map((date) => (
              <option key={date} value={date}>
                {formatDayOption(date, offer.locale)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {day && (
        <fieldset className="grid gap-3" aria-describedby={timeError ? `${id}-time-error` : `${id}-time-hint`}>
          <legend className="mb-1.5 text-sm font-medium text-foreground">Time</legend>
          {current?.error && <p className="text-sm text-danger">{current.error}</p>}
          {!current && (
            <p className="text-sm text-muted-foreground" role="status">
              Looking for free times…
            </p>
          )}
          {current?.times?.length === 0 && (
            <p className="text-sm text-muted-foreground">This day has just filled up. Choose another day.</p>
          )}
          {current?.times?.map((instructor) => (
            <div
              key={instructor.instructorId}
              role="group"
              aria-labelledby={`${id}-with-${instructor.instructorId}`}
              className="grid gap-2"
            >
              <p id={`${id}-with-${instructor.instructorId}`} className="text-sm text-muted-foreground">
                With {instructor.instructorName}
              </p>
              <div className="grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-2">
                {instructor.times.map((time) => (
                  <label
                    key={time.startsAt}
                    className="relative flex h-10 cursor-pointer items-center justify-center rounded-md border border-border bg-card px-2 text-sm font-medium tabular-nums hover:border-primary has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
                  >
                    <input
                      type="radio"
                      {...timeOption(encodeTime({ instructorId: instructor.instructorId, startsAt: time.startsAt }))}
                      className="absolute inset-0 size-full cursor-pointer appearance-none rounded-md"
                    />
                    {formatTime(time.startsAt, offer)}
                  </label>
                ))}
              </div>
            </div>
          ))}
          {timeError ? (
            <p id={`${id}-time-error`} className="text-sm text-danger">
              {timeError}
            </p>
          ) : (
            <p id={`${id}-time-hint`} className="text-xs text-muted-foreground">
              Times are in the studio&apos;s time zone ({offer.timeZone}).
            </p>
          )}
        </fieldset>
      )}
    </>
  );
}
