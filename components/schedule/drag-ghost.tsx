"use client";

import { useMemo } from "react";
import { cn } from "@/lib/utils";
import { formatMinute } from "./format";
import { MINUTE_PX } from "./grid-scale";
import type { CalendarColumn, EventView } from "./types";
import type { Drag } from "./use-grid-drag";

type GhostProps = {
  drag: Drag;
  columns: CalendarColumn[];
  firstMinute: number;
  checkClash: (column: CalendarColumn, startMinute: number, endMinute: number, event: EventView | null) => string | null;
  title: string | null;
};

/**
 * Where the drag would land. Before anything is sent it turns to the conflict style and names the
 * clash, checked against the events on the page.
 */
export function DragGhost({ drag, columns, firstMinute, checkClash, title }: GhostProps) {
  const [start, end] =
    drag.kind === "create"
      ? drag.current >= drag.anchor
        ? [drag.anchor, drag.current]
        : [drag.current, drag.anchor + 15]
      : drag.kind === "move"
        ? [drag.startMinute, drag.startMinute + drag.duration]
        : [drag.startMinute, drag.endMinute];
  const column = columns[drag.columnIndex];
  const event = drag.kind === "create" ? null : drag.event;
  const hidden = drag.kind === "move" && !drag.moved;
  const clash = useMemo(() => {
    if (hidden || !column) return null;
    return checkClash(column, start, end, event);
  }, [hidden, column, start, end, event, checkClash]);
  if (hidden) return null;
  return (
    <div
      aria-hidden
      data-testid="drag-ghost"
      data-conflict={clash ? "true" : undefined}
      className={cn(
        "pointer-events-none absolute z-[25] overflow-hidden rounded-md border-2 px-1.5 py-0.5 text-xs text-foreground shadow-lg",
        clash ? "border-dashed border-danger bg-danger-soft/95" : "border-primary bg-primary-soft/90",
      )}
      style={{
        top: (start - firstMinute) * MINUTE_PX,
        minHeight: Math.max((end - start) * MINUTE_PX - 2, 16),
        left: `calc(3.5rem + (100% - 3.5rem) * ${drag.columnIndex / columns.length} + 2px)`,
        width: `max(calc((100% - 3.5rem) / ${columns.length} - 4px), 10rem)`,
      }}
    >
      <span className="block font-semibold">
        {title ? `${title} · ` : ""}
        {formatMinute(start)} – {formatMinute(end)}
      </span>
      {clash && <span className="block font-medium text-danger">{clash}</span>}
    </div>
  );
}
