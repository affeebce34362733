"use client";

import { memo } from "react";
import type { Placed } from "@/lib/scheduling/calendar-layout";
import { cn } from "@/lib/utils";
import { eventColor, type ColorBy } from "./types";
import { blockText } from "./week-memo";
import { useStudioLocale } from "@/components/ui/studio-locale";

type Props = {
  placed: Placed;
  top: number;
  height: number;
  /** Horizontal place in the column, as CSS lengths (lanes are worked out by the column). */
  left: string;
  width: string;
  colorBy: ColorBy;
  timeZone: string;
  editable: boolean;
  dimmed?: boolean;
  /** Shares its column's width with others: the headline wraps to two lines instead of "Sam C…". */
  narrow?: boolean;
};

/**
 * One event in the time grid: a button (focus + Enter opens it), with a resize handle when editable.
 * It shows who a lesson is with ("Sam Carter · Maria L.") or a class's fill ("12/16"); its accessible
 * name and hover title say everything in words, with full names, whatever fits on screen.
 * Pointer handling lives in the grid.
 */
export const EventBlock = memo(function EventBlock({
  placed,
  top,
  height,
  left,
  width,
  colorBy,
  timeZone,
  editable,
  dimmed,
  narrow,
}: Props) {
  const { event } = placed;
  const locale = useStudioLocale();
  const color = eventColor(event, colorBy);
  const { label, time, spoken, title } = blockText(event, timeZone, locale);
  // Whole lines only (15 px each): a narrow block gives its headline two lines before the time.
  const lines = Math.max(1, Math.floor((height - 3) / 15));
  const headlineLines = narrow ? Math.min(2, lines) : 1;
  const headline = narrow ? label.compact : label.headline;
  const headlineClass = headlineLines > 1 ? "font-semibold line-clamp-2 break-words" : "font-semibold truncate whitespace-nowrap";
  return (
    <button
      type="button"
      data-event-id={event.id}
      title={title}
      className={cn(
        "absolute overflow-hidden rounded-md border-l-[3px] px-1.5 [contain:strict] py-0.5 text-left text-xs leading-tight text-foreground shadow-sm ring-1 ring-card transition-shadow hover:z-10 hover:shadow-md focus-visible:z-20",
        editable ? "cursor-grab touch-manipulation" : "cursor-pointer",
        dimmed && "opacity-40",
      )}
      style={{
        top,
        height: Math.max(height, 18),
        left,
        width,
        borderLeftColor: color,
        backgroundColor: `color-mix(in srgb, ${color} 18%, var(--color-card))`,
      }}
    >
      <span className="sr-only">{spoken}</span>
      {label.fill ? (
        <span aria-hidden className="flex items-start gap-1">
          <span className={cn("min-w-0 flex-1", headlineClass)}>{headline}</span>
          <span className="shrink-0 tabular-nums text-muted-foreground">{label.fill}</span>
        </span>
      ) : (
        <span aria-hidden className={cn(headlineLines === 1 && "block", headlineClass)}>
          {headline}
        </span>
      )}
      {lines > headlineLines && (
        <span aria-hidden className="block truncate text-muted-foreground">
          {time}
        </span>
      )}
      {lines > headlineLines + 1 && label.detail && (
        <span aria-hidden className="block truncate text-muted-foreground">
          {label.detail}
        </span>
      )}
      {editable && <span data-resize-handle aria-hidden className="absolute inset-x-0 bottom-0 h-2 cursor-ns-resize" />}
    </button>
  );
});
