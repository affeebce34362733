"use client";

import { useMemo } from "react";
import { cn } from "@/lib/utils";
import { formatMinute } from "./format";
import { useStudioLocale } from "@/components/ui/studio-locale";
import { MINUTE_PX } from "./grid-scale";
import type { CalendarColumn, EventView } from "./types";
import type { Drag, ghostSpan } from "./use-grid-drag";

type CheckClash = (column: CalendarColumn, startMinute: number, endMinute: number, event: EventView | null) => string | null;

type Span = ReturnType<typeof ghostSpan>;

/** What the ghost of `drag` (at `span`, its ghostSpan) would collide with, in words (null: nothing, or no drag). */
export function useDragClash(drag: Drag | null, span: Span | null, columns: CalendarColumn[], checkClash: CheckClash): string | null {
  const column = drag ? columns[drag.columnIndex] : undefined;
  const event = drag && drag.kind !== "create" ? drag.event : null;
  const [start, end, shown] = span ? [span.start, span.end, span.shown] : [0, 0, false];
  return useMemo(() => (shown && column ? checkClash(column, start, end, event) : null), [shown, column, start, end, event, checkClash]);
}

type GhostProps = { drag: Drag; span: Span; columns: CalendarColumn[]; firstMinute: number; clash: string | null; title: string | null };

/**
 * Where the drag would land. Before anything is sent it turns to the conflict style and names the
 * clash, checked against the events on the page (the grid's live region says the same to a screen reader).
 */
export function DragGhost({ drag, span, columns, firstMinute, clash, title }: GhostProps) {
  const locale = useStudioLocale();
  const { start, end, shown } = span;
  if (!shown) return null;
  return (
    <div
      aria-hidden
      data-testid="drag-ghost"
      data-conflict={clash ? "true" : undefined}
      className={cn(
        "pointer-events-none absolute top-0 z-[25] overflow-hidden rounded-md border-2 px-1.5 py-0.5 text-xs text-foreground shadow-lg will-change-transform",
        clash ? "border-dashed border-danger bg-danger-soft/95" : "border-primary bg-primary-soft/90",
      )}
      // Its own compositor layer, moved by transform: a pointer move repaints the ghost, not the grid under it.
      style={{
        transform: `translateY(${(start - firstMinute) * MINUTE_PX}px)`,
        minHeight: Math.max((end - start) * MINUTE_PX - 2, 16),
        left: `calc(3.5rem + (100% - 3.5rem) * ${drag.columnIndex / columns.length} + 2px)`,
        width: `max(calc((100% - 3.5rem) / ${columns.length} - 4px), 10rem)`,
      }}
    >
      <span className="block font-semibold">
        {title ? `${title} · ` : ""}
        {formatMinute(start, locale)} – {formatMinute(end, locale)}
      </span>
      {clash && <span className="block font-medium text-danger">{clash}</span>}
    </div>
  );
}
