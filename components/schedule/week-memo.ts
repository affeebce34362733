import { layoutColumns, type CalendarColumn, type Placed } from "@/lib/scheduling/calendar-layout";
import { arrangeColumn } from "./arrange-column";
import { indexForClash, type ClashEntry } from "./drag-clash";
import { labelEvent, type EventLabel } from "./event-label";
import { formatClock } from "./format";
import type { EventView } from "./types";
import type { StudioLocale } from "@/lib/studio/locales";

// The schedule keeps each week's events as one array per range (use-schedule-events), and each event
// as one object until it changes. What is worked out from them is kept beside them, per week and per
// event (WeakMaps: dropped with the week), so stepping back to a week or re-rendering it (a drag, a
// filter, the minute clock) costs no time-zone conversions, labels or lane arithmetic again.

/** `make()`'s result kept beside `owner` under `key`: the same object each time, dropped with the owner. */
function keptBeside<Owner extends object, Key, Value>(store: WeakMap<Owner, Map<Key, Value>>, owner: Owner, key: Key, make: () => Value) {
  let byKey = store.get(owner);
  if (!byKey) store.set(owner, (byKey = new Map()));
  if (!byKey.has(key)) byKey.set(key, make());
  return byKey.get(key)!;
}

/** What a block says: its label, its time, its accessible name and its hover title. */
export type BlockText = { label: EventLabel; time: string; spoken: string; title: string };

const texts = new WeakMap<EventView, { clock: string; text: BlockText }>();

export function blockText(event: EventView, timeZone: string, locale: StudioLocale): BlockText {
  const clock = `${timeZone}|${locale}`;
  const kept = texts.get(event);
  if (kept && kept.clock === clock) return kept.text;
  const label = labelEvent(event);
  const time = `${formatClock(new Date(event.startsAt), timeZone, locale)}–${formatClock(new Date(event.endsAt), timeZone, locale)}`;
  const parts = [label.spoken.lead, time, label.spoken.who, label.spoken.fill].filter(Boolean);
  const text = { label, time, spoken: parts.join(" "), title: parts.join("\n") };
  texts.set(event, { clock, text });
  return text;
}

const filtered = new WeakMap<EventView[], Map<string, EventView[]>>();

/** The week's events of one service ("" = all): the same array each time, so what follows stays memoised. */
export function eventsOfService(events: EventView[], serviceId: string): EventView[] {
  if (!serviceId) return events;
  return keptBeside(filtered, events, serviceId, () => events.filter((event) => event.serviceId === serviceId));
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
  return keptBeside(layouts, events, key, () => layoutColumns(events, columns, groupBy, timeZone));
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
  return keptBeside(arranged, list, maxLanes, () => arrangeColumn(list, maxLanes));
}
