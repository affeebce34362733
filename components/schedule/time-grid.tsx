"use client";

import { memo, useMemo } from "react";
import type { Placed } from "@/lib/scheduling/calendar-layout";
import { cn } from "@/lib/utils";
import { CHIP_STRIP } from "./arrange-column";
import { EventBlock } from "./event-block";
import { formatHour, formatMinute } from "./format";
import { useStudioLocale } from "@/components/ui/studio-locale";
import type { CalendarColumn, ColorBy, EventView } from "./types";
import { DragGhost, useDragClash } from "./drag-ghost";
import { ghostSpan, useGridDrag } from "./use-grid-drag";
import { columnArrangement } from "./week-memo";
import { ColumnBackdrop } from "./column-backdrop";
import { slotKey } from "./view-model";

import { HOUR_PX, MINUTE_PX } from "./grid-scale";
import { plural } from "@/lib/text/plural";

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
  onMove: (event: EventView, column: CalendarColumn, startMinute: number, endMinute: number, kind: "move" | "resize") => void;
  onOpen: (event: EventView) => void;
  /** Events that overlap past the lanes a column can show, opened together from their "+N" chip. */
  onOpenSlot: (items: Placed[]) => void;
  /** Columns too narrow for a one-line headline (a phone showing several columns). */
  narrowColumns?: boolean;
  /** What a ghost at this place would collide with, in words, from the events on the page (null: nothing). */
  checkClash: (column: CalendarColumn, startMinute: number, endMinute: number, event: EventView | null) => string | null;
};

/** The week and day views: a column per day (or per instructor/room), hours down the side. */
export function TimeGrid(props: Props) {
  const { columns, placed, firstHour } = props;
  const locale = useStudioLocale();
  const firstMinute = firstHour * 60;
  const hours = useMemo(() => Array.from({ length: 24 - firstHour }, (_, index) => firstHour + index), [firstHour]);
  const { drag, bodyRef, handlers } = useGridDrag({
    firstMinute,
    minutePx: MINUTE_PX,
    findPlaced: (index, id) => placed.get(columns[index]?.key)?.find((item) => item.event.id === id),
    canEdit: props.canEdit,
    canCreate: props.canCreate,
    onCreate: (index, start, end) => props.onCreate(columns[index], start, end),
    onMove: (event, index, start, end, kind) => props.onMove(event, columns[index], start, end, kind),
    onOpen: props.onOpen,
  });

  const span = drag ? ghostSpan(drag) : null;
  // Only the column holding the dragged event dims it: the others keep their props, so a drag's
  // first frame doesn't re-render the whole week (bench:schedule's dropped first frame).
  const draggingId = drag && drag.kind !== "create" ? drag.event.id : null;
  const holdsDragged = (key: string) => draggingId !== null && (placed.get(key)?.some((item) => item.event.id === draggingId) ?? false);
  const clash = useDragClash(drag, span, columns, props.checkClash);

  // Keyboard: Enter or Space on a focused event "clicks" it with detail 0.
  function onClick(event: React.MouseEvent) {
    if (event.detail !== 0) return;
    const id = (event.target as HTMLElement).closest<HTMLElement>("[data-event-id]")?.dataset.eventId;
    const found = id && [...placed.values()].flat().find((item) => item.event.id === id);
    if (found) props.onOpen(found.event);
  }

  const maxLanes = columns.length > 7 || columns.length === 1 ? 3 : 2;
  const eventCount = useMemo(() => [...placed.values()].reduce((sum, list) => sum + list.length, 0), [placed]);
  const template = `3.5rem repeat(${columns.length}, minmax(${columns.length > 7 ? "8rem" : "6.5rem"}, 1fr))`;
  return (
    // Focusable, so a keyboard can scroll the day even when no event (a button) is in it yet.
    <div
      className="relative h-full overflow-auto"
      data-testid="time-grid"
      ref={bodyRef}
      tabIndex={0}
      role="region"
      aria-label="Calendar"
      data-events={eventCount}
    >
      <div className="min-w-fit">
        <div className="sticky top-0 z-30 grid border-b border-border bg-card" style={{ gridTemplateColumns: template }}>
          <div />
          {columns.map((column, index) => (
            <div
              key={slotKey(column, index)}
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
                  {hour === firstHour ? "" : formatHour(hour, locale)}
                </span>
              </div>
            ))}
          </div>
          {columns.map((column, index) => {
            const open = props.openHours(column);
            return (
              <GridColumn
                key={slotKey(column, index)}
                index={index}
                column={column}
                placed={placed.get(column.key) ?? []}
                hours={hours.length}
                firstMinute={firstMinute}
                openMinute={open?.open ?? null}
                closeMinute={open?.close ?? null}
                nowMinute={column.date === props.today ? props.nowMinute : null}
                colorBy={props.colorBy}
                timeZone={props.timeZone}
                canEdit={props.canEdit}
                draggingId={holdsDragged(column.key) ? draggingId : null}
                maxLanes={maxLanes}
                narrowColumns={Boolean(props.narrowColumns)}
                onOpenSlot={props.onOpenSlot}
              />
            );
          })}
          {drag && span && (
            <DragGhost
              drag={drag}
              span={span}
              columns={columns}
              firstMinute={firstMinute}
              clash={clash}
              title={drag.kind === "create" ? null : drag.event.title}
            />
          )}
          {/* The ghost's clash for screen readers: the text changes only when the clash does, and clears with it. */}
          <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="clash-announcer">
            {clash ?? ""}
          </p>
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
  /** Business hours as minutes (numbers, so a re-render of the grid while dragging leaves the column alone). */
  openMinute: number | null;
  closeMinute: number | null;
  nowMinute: number | null;
  colorBy: ColorBy;
  timeZone: string;
  canEdit: (event: EventView) => boolean;
  draggingId: string | null;
  maxLanes: number;
  /** Columns too narrow for a one-line "Sam Carter · Maria L." (phones, many day-view columns). */
  narrowColumns: boolean;
  onOpenSlot: (items: Placed[]) => void;
};

const GridColumn = memo(function GridColumn({
  index,
  column,
  placed,
  hours,
  firstMinute,
  openMinute,
  closeMinute,
  nowMinute,
  colorBy,
  timeZone,
  canEdit,
  draggingId,
  maxLanes,
  narrowColumns,
  onOpenSlot,
}: ColumnProps) {
  const locale = useStudioLocale();
  const y = (minute: number) => (minute - firstMinute) * MINUTE_PX;
  const { blocks, chips } = columnArrangement(placed, maxLanes);
  const height = hours * HOUR_PX;
  return (
    <div
      data-column-index={index}
      aria-label={`${column.label}${column.sublabel ? `, ${column.sublabel}` : ""}`}
      role="group"
      className="relative border-l border-border"
      style={{ height }}
    >
      <ColumnBackdrop hours={hours} firstMinute={firstMinute} open={openMinute} close={closeMinute} />
      {blocks.map(({ item, left, width, narrow }) => (
        <EventBlock
          key={item.event.id}
          placed={item}
          top={y(item.startMinute)}
          height={(item.endMinute - item.startMinute) * MINUTE_PX - 2}
          left={left}
          width={width}
          narrow={narrow || narrowColumns}
          colorBy={colorBy}
          timeZone={timeZone}
          editable={canEdit(item.event)}
          dimmed={item.event.id === draggingId}
        />
      ))}
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          data-more-chip
          onClick={() => onOpenSlot(chip.items)}
          aria-label={`${chip.hidden} more at ${formatMinute(chip.startMinute, locale)}, ${plural(chip.items.length, "event")} in all`}
          className="absolute right-0.5 z-[5] flex h-5 items-center justify-center rounded-full bg-primary px-1 text-[0.7rem] font-semibold text-primary-foreground shadow hover:bg-primary/90"
          style={{ top: y(chip.startMinute) + 1, width: `calc(${CHIP_STRIP} - 4px)` }}
        >
          +{chip.hidden}
        </button>
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
