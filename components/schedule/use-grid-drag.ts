"use client";

import { useEffect, useRef, useState } from "react";
import { SNAP_MINUTES, snap, type Placed } from "@/lib/scheduling/calendar-layout";
import type { EventView } from "./types";

export type Drag =
  | { kind: "create"; columnIndex: number; anchor: number; current: number }
  | { kind: "move"; event: EventView; columnIndex: number; startMinute: number; duration: number; offset: number; moved: boolean }
  | { kind: "resize"; event: EventView; columnIndex: number; startMinute: number; endMinute: number };

type Options = {
  /** Minutes after midnight at the top of the grid (e.g. 6 AM = 360). */
  firstMinute: number;
  minutePx: number;
  findPlaced: (columnIndex: number, eventId: string) => Placed | undefined;
  canEdit: (event: EventView) => boolean;
  canCreate: boolean;
  onCreate: (columnIndex: number, startMinute: number, endMinute: number) => void;
  onMove: (event: EventView, columnIndex: number, startMinute: number, endMinute: number, kind: "move" | "resize") => void;
  onOpen: (event: EventView) => void;
};

/**
 * Where a drag would land, in minutes of its column's day; `shown` is false until a move has begun.
 * The ghost, its clash check and the drop all read it, so what is checked is what is created: a
 * create is at least SNAP_MINUTES long, even before the pointer has left its first slot.
 */
export function ghostSpan(drag: Drag): { start: number; end: number; shown: boolean } {
  if (drag.kind === "create") {
    const [start, end] = drag.current >= drag.anchor ? [drag.anchor, drag.current] : [drag.current, drag.anchor + SNAP_MINUTES];
    return { start, end: Math.max(end, start + SNAP_MINUTES), shown: true };
  }
  if (drag.kind === "move") return { start: drag.startMinute, end: drag.startMinute + drag.duration, shown: drag.moved };
  return { start: drag.startMinute, end: drag.endMinute, shown: true };
}

const HOLD_MS = 350;
const MOVE_THRESHOLD_PX = 5;

/**
 * Drag to create, move and resize in the time grid, with the mouse or (after a tap-and-hold) a
 * finger. Positions snap to 15 minutes. Only `drag` changes while dragging; the caller draws a
 * ghost from it, so the event columns don't re-render on every pointer move.
 */
export function useGridDrag(options: Options) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const state = useRef<{
    drag: Drag | null;
    startX: number;
    startY: number;
    pointerId: number;
    active: boolean;
    timer?: ReturnType<typeof setTimeout>;
  } | null>(null);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  // While a finger drags, stop the page from scrolling (this listener must not be passive).
  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const block = (event: TouchEvent) => {
      if (state.current?.active) event.preventDefault();
    };
    body.addEventListener("touchmove", block, { passive: false });
    return () => body.removeEventListener("touchmove", block);
  }, []);

  // Escape drops a drag without changing anything.
  const dragging = drag !== null;
  useEffect(() => {
    if (!dragging) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") cancel();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [dragging]);

  function locate(clientX: number, clientY: number): { columnIndex: number; minute: number } | null {
    const columns = bodyRef.current?.querySelectorAll<HTMLElement>("[data-column-index]");
    if (!columns?.length) return null;
    let index = 0;
    columns.forEach((column, i) => {
      const rect = column.getBoundingClientRect();
      if (clientX >= rect.left) index = i;
    });
    const rect = columns[index].getBoundingClientRect();
    const { firstMinute, minutePx } = optionsRef.current;
    return { columnIndex: index, minute: firstMinute + (clientY - rect.top) / minutePx };
  }

  function update(next: Drag | null) {
    if (state.current) state.current.drag = next;
    setDrag(next);
  }

  function onPointerDown(event: React.PointerEvent<HTMLDivElement>) {
    if (event.button !== 0 || state.current) return;
    const target = event.target as HTMLElement;
    if (target.closest("[data-more-chip]")) return;
    const eventElement = target.closest<HTMLElement>("[data-event-id]");
    const columnElement = target.closest<HTMLElement>("[data-column-index]");
    if (!columnElement) return;
    const columnIndex = Number(columnElement.dataset.columnIndex);
    const point = locate(event.clientX, event.clientY);
    if (!point) return;
    const o = optionsRef.current;
    let initial: Drag | null = null;
    if (eventElement) {
      const placed = o.findPlaced(columnIndex, eventElement.dataset.eventId!);
      if (!placed) return;
      const editable = o.canEdit(placed.event);
      if (editable && target.closest("[data-resize-handle]")) {
        initial = { kind: "resize", event: placed.event, columnIndex, startMinute: placed.startMinute, endMinute: placed.endMinute };
      } else {
        initial = {
          kind: "move",
          event: placed.event,
          columnIndex,
          startMinute: placed.startMinute,
          duration: placed.endMinute - placed.startMinute,
          offset: point.minute - placed.startMinute,
          moved: false,
        };
      }
    } else if (o.canCreate) {
      const anchor = Math.floor(point.minute / SNAP_MINUTES) * SNAP_MINUTES;
      initial = { kind: "create", columnIndex, anchor, current: anchor + SNAP_MINUTES };
    }
    if (!initial) return;
    // Each drag's conflict checks are timed afresh (bench:schedule reads them while the drag is on).
    performance.clearMeasures("schedule-clash-check");
    const isTouch = event.pointerType === "touch";
    state.current = { drag: initial, startX: event.clientX, startY: event.clientY, pointerId: event.pointerId, active: !isTouch };
    if (isTouch) {
      state.current.timer = setTimeout(() => {
        if (!state.current) return;
        state.current.active = true;
        navigator.vibrate?.(10);
        update(state.current.drag);
      }, HOLD_MS);
    } else {
      event.currentTarget.setPointerCapture(event.pointerId);
      if (initial.kind !== "move") update(initial);
    }
  }

  function onPointerMove(event: React.PointerEvent<HTMLDivElement>) {
    const current = state.current;
    if (!current || event.pointerId !== current.pointerId || !current.drag) return;
    const distance = Math.hypot(event.clientX - current.startX, event.clientY - current.startY);
    if (!current.active) {
      // A finger that moves before the hold is over is scrolling, not dragging.
      if (distance > MOVE_THRESHOLD_PX) cancel();
      return;
    }
    const point = locate(event.clientX, event.clientY);
    if (!point) return;
    const drag = current.drag;
    const o = optionsRef.current;
    // A move inside one snapped slot changes nothing: no new drag, so the grid does not re-render.
    if (drag.kind === "create") {
      const minute = Math.max(0, Math.min(24 * 60, snap(point.minute)));
      if (minute !== drag.current) update({ ...drag, current: minute });
    } else if (drag.kind === "resize") {
      const endMinute = Math.min(24 * 60, Math.max(drag.startMinute + SNAP_MINUTES, snap(point.minute)));
      if (endMinute !== drag.endMinute) update({ ...drag, endMinute });
    } else if (drag.moved || distance > MOVE_THRESHOLD_PX) {
      if (!o.canEdit(drag.event)) return;
      const startMinute = Math.max(0, Math.min(24 * 60 - drag.duration, snap(point.minute - drag.offset)));
      if (drag.moved && point.columnIndex === drag.columnIndex && startMinute === drag.startMinute) return;
      update({ ...drag, columnIndex: point.columnIndex, startMinute, moved: true });
    }
  }

  function onPointerUp(event: React.PointerEvent<HTMLDivElement>) {
    const current = state.current;
    if (!current || event.pointerId !== current.pointerId) return;
    const drag = current.drag;
    const wasActive = current.active;
    cancel();
    if (!drag) return;
    const o = optionsRef.current;
    // A press that never moved is a click: open the event (touch opens on a short tap). That holds
    // on the resize handle too, which is most of the lower half of a short lesson's block.
    const still = Math.hypot(event.clientX - current.startX, event.clientY - current.startY) <= MOVE_THRESHOLD_PX;
    if ((drag.kind === "move" && !drag.moved) || (drag.kind === "resize" && still)) {
      if (wasActive || event.pointerType === "touch") o.onOpen(drag.event);
      return;
    }
    if (!wasActive) return;
    const { start, end } = ghostSpan(drag);
    if (drag.kind === "create") o.onCreate(drag.columnIndex, start, end);
    else o.onMove(drag.event, drag.columnIndex, start, end, drag.kind);
  }

  function cancel() {
    if (state.current?.timer) clearTimeout(state.current.timer);
    state.current = null;
    setDrag(null);
  }

  return { drag, bodyRef, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: cancel } };
}
