"use client";

import { memo } from "react";
import { monthWeeks } from "@/lib/scheduling/calendar-layout";
import { instantToLocal } from "@/lib/dates/wall-time";
import { cn } from "@/lib/utils";
import { formatClock } from "./format";
import { eventColor, type ColorBy, type EventView } from "./types";
import { useStudioLocale } from "@/components/ui/studio-locale";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const SHOWN_PER_DAY = 3;

type Props = {
  date: string;
  today: string;
  events: EventView[];
  timeZone: string;
  weekStartsOn: number;
  colorBy: ColorBy;
  onOpen: (event: EventView) => void;
  onPickDay: (date: string) => void;
};

/** The month at a glance: up to three events a day, then "+ N more" leading to that day. */
export const MonthView = memo(function MonthView({ date, today, events, timeZone, weekStartsOn, colorBy, onOpen, onPickDay }: Props) {
  const locale = useStudioLocale();
  const weeks = monthWeeks(date, weekStartsOn);
  const weekdays = [...WEEKDAYS.slice(weekStartsOn), ...WEEKDAYS.slice(0, weekStartsOn)];
  const byDay = new Map<string, EventView[]>();
  for (const event of events) {
    const day = instantToLocal(new Date(event.startsAt), timeZone).date;
    byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  const month = date.slice(0, 7);
  return (
    <div className="h-full overflow-auto">
      <div className="grid min-w-[42rem] grid-cols-7 border-b border-border bg-card text-center text-xs font-semibold text-muted-foreground">
        {weekdays.map((day) => (
          <div key={day} className="py-2">
            {day}
          </div>
        ))}
      </div>
      <div className="grid min-w-[42rem] grid-cols-7">
        {weeks.flat().map((day) => {
          const list = byDay.get(day) ?? [];
          return (
            // min-w-0 and overflow-hidden keep a long title inside its day: it ends in "…", whole in the tooltip.
            <div
              key={day}
              className={cn(
                "min-h-28 min-w-0 overflow-hidden border-b border-l border-border p-1.5",
                day.slice(0, 7) !== month && "bg-muted/50",
              )}
            >
              <button
                type="button"
                onClick={() => onPickDay(day)}
                aria-label={`Open ${day} in day view`}
                className={cn(
                  "mb-1 inline-flex size-7 items-center justify-center rounded-full text-sm hover:bg-muted",
                  day === today && "bg-action font-semibold text-action-foreground hover:bg-action/90",
                )}
              >
                {Number(day.slice(8))}
              </button>
              <ul className="grid grid-cols-1 gap-0.5">
                {list.slice(0, SHOWN_PER_DAY).map((event) => (
                  <li key={event.id} className="min-w-0">
                    <button
                      type="button"
                      onClick={() => onOpen(event)}
                      title={`${formatClock(new Date(event.startsAt), timeZone, locale)} ${event.title}`}
                      className="flex w-full min-w-0 items-center gap-1 overflow-hidden rounded px-1 py-0.5 text-left text-xs hover:bg-muted"
                    >
                      <span aria-hidden className="size-2 shrink-0 rounded-full" style={{ backgroundColor: eventColor(event, colorBy) }} />
                      {/* A phone's narrow day keeps the title; the time is in the tooltip and the day view. */}
                      <span className="hidden shrink-0 text-muted-foreground sm:inline">
                        {formatClock(new Date(event.startsAt), timeZone, locale)}
                      </span>
                      <span className="min-w-0 truncate font-medium">{event.title}</span>
                    </button>
                  </li>
                ))}
              </ul>
              {list.length > SHOWN_PER_DAY && (
                <button
                  type="button"
                  onClick={() => onPickDay(day)}
                  className="mt-0.5 px-1 text-xs font-medium text-primary hover:underline"
                >
                  + {list.length - SHOWN_PER_DAY} more
                </button>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
});
