import { layoutColumns, type CalendarColumn, type Placed } from "@/lib/scheduling/calendar-layout";
import { arrangeColumn } from "./arrange-column";
import { indexForClash, type ClashEntry } from "./drag-clash";
import { labelEvent, type EventLabel } from "./event-label";
import { formatClock } from "./format";
import type { EventView } from "./types";

// The schedule keeps each week's events as one array per range (use-schedule-events), and each event
// as one object until it changes. What is worked out from them is kept beside them, per week and per
// event (WeakMaps: dropped with the week), so stepping back to a week or re-rendering it (a drag, a
// filter, the minute clock) costs no time-zone conversions, labels or lane arithmetic again.

/** What a block says: its label, its time, its accessible name and its hover title. */
export type BlockText = { label: EventLabel; time: string; spoken: string; title: string };

const texts = new WeakMap<EventView, { timeZone: string; text: BlockText }>();

export function blockText(event: EventView, timeZone: string): BlockText {
  const kept = texts.get(event);
  if (kept && kept.timeZone === timeZone) return kept.text;
  const label = labelEvent(event);
  const time = `${formatClock(new Date(event.startsAt), timeZone)}–${formatClock(new Date(event.endsAt), timeZone)}`;
  const parts = [label.spoken.lead, time, label.spoken.who, label.spoken.fill].filter(Boolean);
  const text = { label, time, spoken: parts.join(" "), title: parts.join("\n") };
  texts.set(event, { timeZone, text });
  return text;
}

const filtered = new WeakMap<EventView[], Map<string, EventView[]>>();

/** The week's events of one service ("" = all): the same array each time, so what follows stays memoised. */
export function eventsOfService(events: EventView[], serviceId: string): EventView[] {
  if (!serviceId) return events;
  let byService = filtered.get(events);
  if (!byService) filtered.set(events, (byService = new Map()));
  let list = byService.get(serviceId);
  if (!list) byService.set(serviceId, (list = events.filter((event) => event.serviceId === serviceId)));
  return list;
}

const layouts = new WeakMap<EventView[], Map<string, Map<string, Placed[]>>>();

/**
 * layoutColumns, once per week's events and set of columns. A column is known by its key and its date:
 * day view's keys name a person or room only, and while the next day loads the previous day's events are
 * still on screen, so without the date Tuesday would be handed Monday's layout.
 */
export function weekLayout(
  events: EventView[],
  columns: CalendarColumn[],
  groupBy: "day" | "instructor" | "room",
  timeZone: string,
): Map<string, Placed[]> {
  const key = `${groupBy}|${timeZone}|${columns.map((column) => `${column.key}@${column.date}`).join(",")}`;
  let byColumns = layouts.get(events);
  if (!byColumns) layouts.set(events, (byColumns = new Map()));
  let placed = byColumns.get(key);
  if (!placed) byColumns.set(key, (placed = layoutColumns(events, columns, groupBy, timeZone)));
  return placed;
}

const clashIndexes = new WeakMap<EventView[], ClashEntry[]>();

/** indexForClash, once per week's events: stepping back to a week does not index it again. */
export function weekClashIndex(events: EventView[]): ClashEntry[] {
  let index = clashIndexes.get(events);
  if (!index) clashIndexes.set(events, (index = indexForClash(events)));
  return index;
}

const arranged = new WeakMap<Placed[], Map<number, ReturnType<typeof arrangeColumn>>>();

/** arrangeColumn, once per column's placed list and lane count. */
export function columnArrangement(list: Placed[], maxLanes: number): ReturnType<typeof arrangeColumn> {
  let byLanes = arranged.get(list);
  if (!byLanes) arranged.set(list, (byLanes = new Map()));
  let result = byLanes.get(maxLanes);
  if (!result) byLanes.set(maxLanes, (result = arrangeColumn(list, maxLanes)));
  return result;
}
