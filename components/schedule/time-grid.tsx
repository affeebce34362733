"use client";

import { memo, useMemo } from "react";
import type { Placed } from "@/lib/scheduling/calendar-layout";
import { cn } from "@/lib/utils";
import { EventBlock } from "./event-block";
import { formatHour, formatMinute } from "./format";
import type { CalendarColumn, ColorBy, EventView } from "./types";
import { useGridDrag, type Drag } from "./use-grid-drag";

export const HOUR_PX = 48;
const MINUTE_PX = HOUR_PX / 60;

type Props = {
  columns: CalendarColumn[];
  placed: Map<string, Placed[]>;
  firstHour: number;
  timeZone: string;
  colorBy: ColorBy;
  /** Open and close minutes per column (business hours); outside them the column is shaded. */
  openHours: (column: CalendarColumn) => { open: number; close: number } | null;
  nowMinute: number | null;
  today: string;
  canEdit: (event: EventView) => boolean;
  canCreate: boolean;
  onCreate: (column: CalendarColumn, startMinute: number, endMinute: number) => void;
  onMove: (event: EventView, column: CalendarColumn, startMinute: number, endMinute: number) => void;
  onOpen: (event: EventView) => void;
};

/** The week and day views: a column per day (or per instructor/room), hours down the side. */
export function TimeGrid(props: Props) {
  const { columns, placed, firstHour } = props;
  const firstMinute = firstHour * 60;
  const hours = useMemo(() => Array.from({ length: 24 - firstHour }, (_, index) => firstHour + index), [firstHour]);
  const { drag, bodyRef, handlers } = useGridDrag({
    firstMinute,
    minutePx: MINUTE_PX,
    findPlaced: (index, id) => placed.get(columns[index]?.key)?.find((item) => item.event.id === id),
    canEdit: props.canEdit,
    canCreate: props.canCreate,
    onCreate: (index, start, end) => props.onCreate(columns[index], start, end),
    onMove: (event, index, start, end) => props.onMove(event, columns[index], start, end),
    onOpen: props.onOpen,
  });

  // Keyboard: Enter or Space on a focused event "clicks" it with detail 0.
  function onClick(event: React.MouseEvent) {
    if (event.detail !== 0) return;
    const id = (event.target as HTMLElement).closest<HTMLElement>("[data-event-id]")?.dataset.eventId;
    const found = id && [...placed.values()].flat().find((item) => item.event.id === id);
    if (found) props.onOpen(found.event);
  }

  const template = `3.5rem repeat(${columns.length}, minmax(${columns.length > 7 ? "8rem" : "6.5rem"}, 1fr))`;
  return (
    // Focusable, so a keyboard can scroll the day even when no event (a button) is in it yet.
    <div className="relative h-full overflow-auto" data-testid="time-grid" ref={bodyRef} tabIndex={0} role="region" aria-label="Calendar">
      <div className="min-w-fit">
        <div className="sticky top-0 z-30 grid border-b border-border bg-card" style={{ gridTemplateColumns: template }}>
          <div />
          {columns.map((column) => (
            <div
              key={column.key}
              className={cn(
                "border-l border-border px-2 py-2 text-center",
                column.date === props.today && column.instructorId === undefined && column.roomId === undefined && "text-primary",
              )}
            >
              <div className="truncate text-sm font-semibold">{column.label}</div>
              {column.sublabel && <div className="truncate text-xs text-muted-foreground">{column.sublabel}</div>}
            </div>
          ))}
        </div>
        <div
          className="relative grid select-none"
          style={{ gridTemplateColumns: template }}
          data-first-minute={firstMinute}
          data-drag-active={drag ? "true" : undefined}
          onClick={onClick}
          {...handlers}
        >
          <div aria-hidden>
            {hours.map((hour) => (
              <div key={hour} className="relative border-b border-transparent text-right" style={{ height: HOUR_PX }}>
                <span className="absolute -top-2 right-2 text-[0.7rem] text-muted-foreground">
                  {hour === firstHour ? "" : formatHour(hour)}
                </span>
              </div>
            ))}
          </div>
          {columns.map((column, index) => (
            <GridColumn
              key={column.key}
              index={index}
              column={column}
              placed={placed.get(column.key) ?? []}
              hours={hours.length}
              firstMinute={firstMinute}
              open={props.openHours(column)}
              nowMinute={column.date === props.today ? props.nowMinute : null}
              colorBy={props.colorBy}
              timeZone={props.timeZone}
              canEdit={props.canEdit}
              draggingId={drag && drag.kind !== "create" ? drag.event.id : null}
            />
          ))}
          {drag && <DragGhost drag={drag} columns={columns.length} firstMinute={firstMinute} />}
        </div>
      </div>
    </div>
  );
}

type ColumnProps = {
  index: number;
  column: CalendarColumn;
  placed: Placed[];
  hours: number;
  firstMinute: number;
  open: { open: number; close: number } | null;
  nowMinute: number | null;
  colorBy: ColorBy;
  timeZone: string;
  canEdit: (event: EventView) => boolean;
  draggingId: string | null;
};

const GridColumn = memo(function GridColumn({
  index,
  column,
  placed,
  hours,
  firstMinute,
  open,
  nowMinute,
  colorBy,
  timeZone,
  canEdit,
  draggingId,
}: ColumnProps) {
  const y = (minute: number) => (minute - firstMinute) * MINUTE_PX;
  const height = hours * HOUR_PX;
  return (
    <div
      data-column-index={index}
      aria-label={`${column.label}${column.sublabel ? `, ${column.sublabel}` : ""}`}
      role="group"
      className="relative border-l border-border"
      style={{ height }}
    >
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-muted/70"
        style={open ? { height: Math.max(0, y(open.open)) } : undefined}
      />
      {open && (
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 bottom-0 bg-muted/70"
          style={{ top: Math.max(0, y(open.close)) }}
        />
      )}
      {Array.from({ length: hours }, (_, hour) => (
        <div
          key={hour}
          aria-hidden
          className="pointer-events-none absolute inset-x-0 border-t border-border/70"
          style={{ top: hour * HOUR_PX }}
        >
          <div className="border-t border-dashed border-border/40" style={{ marginTop: HOUR_PX / 2 - 1 }} />
        </div>
      ))}
      {placed.map((item) => (
        <EventBlock
          key={item.event.id}
          placed={item}
          top={y(item.startMinute)}
          height={(item.endMinute - item.startMinute) * MINUTE_PX - 2}
          colorBy={colorBy}
          timeZone={timeZone}
          editable={canEdit(item.event)}
          dimmed={item.event.id === draggingId}
        />
      ))}
      {nowMinute !== null && nowMinute >= firstMinute && (
        <div
          aria-hidden
          data-testid="now-line"
          className="pointer-events-none absolute inset-x-0 z-10 border-t-2 border-danger"
          style={{ top: y(nowMinute) }}
        >
          <span className="absolute -left-1 -top-[5px] size-2 rounded-full bg-danger" />
        </div>
      )}
    </div>
  );
});

function DragGhost({ drag, columns, firstMinute }: { drag: Drag; columns: number; firstMinute: number }) {
  const [start, end] =
    drag.kind === "create"
      ? drag.current >= drag.anchor
        ? [drag.anchor, drag.current]
        : [drag.current, drag.anchor + 15]
      : drag.kind === "move"
        ? [drag.startMinute, drag.startMinute + drag.duration]
        : [drag.startMinute, drag.endMinute];
  if (drag.kind === "move" && !drag.moved) return null;
  return (
    <div
      aria-hidden
      data-testid="drag-ghost"
      className="pointer-events-none absolute z-40 rounded-md border-2 border-primary bg-primary-soft/90 px-1.5 py-0.5 text-xs font-semibold text-foreground shadow-lg"
      style={{
        top: (start - firstMinute) * MINUTE_PX,
        height: Math.max((end - start) * MINUTE_PX - 2, 16),
        left: `calc(3.5rem + (100% - 3.5rem) * ${drag.columnIndex / columns} + 2px)`,
        width: `calc((100% - 3.5rem) / ${columns} - 4px)`,
      }}
    >
      {formatMinute(start)} – {formatMinute(end)}
    </div>
  );
}
