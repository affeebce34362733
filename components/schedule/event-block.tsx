"use client";

import { memo } from "react";
import type { Placed } from "@/lib/scheduling/calendar-layout";
import { cn } from "@/lib/utils";
import { eventColor, type ColorBy } from "./types";
import { formatClock } from "./format";

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
 * Pointer handling lives in the grid (data attributes name the event), so this stays cheap to render.
 */
export const EventBlock = memo(function EventBlock({ placed, top, height, colorBy, timeZone, editable, dimmed }: Props) {
  const { event, lane, lanes } = placed;
  const color = eventColor(event, colorBy);
  const who = [event.instructor?.name, event.room?.name].filter(Boolean).join(" · ");
  const time = `${formatClock(new Date(event.startsAt), timeZone)}–${formatClock(new Date(event.endsAt), timeZone)}`;
  const isGroup = event.service.kind !== "private" && event.capacity > 1;
  return (
    <button
      type="button"
      data-event-id={event.id}
      aria-label={`${event.title}, ${time}${who ? `, ${who}` : ""}${isGroup ? `, ${event.booked} of ${event.capacity} booked` : ""}`}
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
      <span className="block truncate font-semibold">{event.title}</span>
      {height >= 34 && <span className="block truncate text-muted-foreground">{time}</span>}
      {height >= 50 && who && <span className="block truncate text-muted-foreground">{who}</span>}
      {height >= 66 && isGroup && (
        <span className="block truncate text-muted-foreground">
          {event.booked}/{event.capacity} booked
        </span>
      )}
      {editable && <span data-resize-handle aria-hidden className="absolute inset-x-0 bottom-0 h-2 cursor-ns-resize" />}
    </button>
  );
});
