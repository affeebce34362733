"use client";

import { memo } from "react";
import type { Placed } from "@/lib/scheduling/calendar-layout";
import { cn } from "@/lib/utils";
import { formatClock } from "./format";
import { eventColor, type ColorBy } from "./types";

type Props = {
  placed: Placed;
  top: number;
  height: number;
  colorBy: ColorBy;
  timeZone: string;
  editable: boolean;
  dimmed?: boolean;
};

/**
 * One event in the time grid: a button (focus + Enter opens it), with a resize handle when editable.
 * Its accessible name is its own text — title, time, people and place, places booked — with the
 * lines too small to show kept for screen readers only (no aria-label, so name and label agree). Pointer handling lives in the grid.
 */
export const EventBlock = memo(function EventBlock({ placed, top, height, colorBy, timeZone, editable, dimmed }: Props) {
  const { event, lane, lanes } = placed;
  const color = eventColor(event, colorBy);
  const who = [event.instructor?.name, event.room?.name].filter(Boolean).join(" · ");
  const time = `${formatClock(new Date(event.startsAt), timeZone)}–${formatClock(new Date(event.endsAt), timeZone)}`;
  const isGroup = event.service.kind !== "private" && event.capacity > 1;
  // The accessible name is these lines in order (browsers put a space between block lines).
  const lines = [
    { text: event.title, shown: true },
    { text: time, shown: height >= 34 },
    ...(who ? [{ text: who, shown: height >= 50 }] : []),
    ...(isGroup ? [{ text: `${event.booked} of ${event.capacity} booked`, shown: height >= 66 }] : []),
  ];
  return (
    <button
      type="button"
      data-event-id={event.id}
      className={cn(
        "absolute overflow-hidden rounded-md border-l-[3px] px-1.5 py-0.5 text-left text-xs leading-tight text-foreground shadow-sm transition-shadow hover:shadow-md focus-visible:z-20",
        editable ? "cursor-grab touch-manipulation" : "cursor-pointer",
        dimmed && "opacity-40",
      )}
      style={{
        top,
        height: Math.max(height, 18),
        left: `calc(${(lane / lanes) * 100}% + 2px)`,
        width: `calc(${100 / lanes}% - 4px)`,
        borderLeftColor: color,
        backgroundColor: `color-mix(in srgb, ${color} 18%, var(--color-card))`,
      }}
    >
      {lines.map((line, index) => (
        <span
          key={index}
          className={index === 0 ? "block truncate font-semibold" : line.shown ? "block truncate text-muted-foreground" : "sr-only"}
        >
          {line.text}
        </span>
      ))}
      {editable && <span data-resize-handle aria-hidden className="absolute inset-x-0 bottom-0 h-2 cursor-ns-resize" />}
    </button>
  );
});
