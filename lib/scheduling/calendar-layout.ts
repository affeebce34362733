import type { EventView } from "./event-view";
import { addDays, instantToLocal, localToInstant } from "@/lib/dates/wall-time";

/** A column of the time grid: a day (week view), or an instructor or room on one day (day view). */
export type CalendarColumn = {
  key: string;
  date: string;
  label: string;
  sublabel?: string;
  /** Day view columns: who or where an event created in this column is for (null = none). */
  instructorId?: string | null;
  roomId?: string | null;
};

export type Placed = { event: EventView; startMinute: number; endMinute: number; lane: number; lanes: number };

export const SNAP_MINUTES = 15;
export const DAY_MINUTES = 24 * 60;

/** Minutes after local midnight of `date` at which `instant` falls (clipped to the day). */
export function minuteOfDay(instant: Date, date: string, timeZone: string): number {
  const local = instantToLocal(instant, timeZone);
  if (local.date < date) return 0;
  if (local.date > date) return DAY_MINUTES;
  const [hours, minutes] = local.time.split(":").map(Number);
  return hours * 60 + minutes;
}

/** The instant at `minute` minutes after local midnight of `date` (wall-clock, DST-safe). */
export function instantAt(date: string, minute: number, timeZone: string): Date {
  if (minute >= DAY_MINUTES) return localToInstant(addDays(date, 1), "00:00", timeZone);
  const time = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
  return localToInstant(date, time, timeZone);
}

function toMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export function snap(minute: number, step = SNAP_MINUTES): number {
  return Math.round(minute / step) * step;
}

/** Which column an event belongs to: its day, and in day view its instructor or room. */
export function belongsToColumn(
  event: EventView,
  column: Pick<CalendarColumn, "date" | "instructorId" | "roomId">,
  groupBy: "day" | "instructor" | "room",
): boolean {
  if (groupBy === "instructor") return (event.instructorId ?? null) === (column.instructorId ?? null);
  if (groupBy === "room") return (event.roomId ?? null) === (column.roomId ?? null);
  return true;
}

/**
 * Places each event in its column with start/end minutes and side-by-side lanes for overlaps
 * (each cluster of overlapping events shares its width equally).
 */
export function layoutColumns(
  events: EventView[],
  columns: CalendarColumn[],
  groupBy: "day" | "instructor" | "room",
  timeZone: string,
): Map<string, Placed[]> {
  const placed = new Map<string, Placed[]>(columns.map((column) => [column.key, []]));
  for (const event of events) {
    // Two time-zone conversions per event (they dominate the cost of laying out a busy week).
    const start = instantToLocal(new Date(event.startsAt), timeZone);
    const end = instantToLocal(new Date(event.endsAt), timeZone);
    const lastDate = end.time === "00:00" && end.date > start.date ? addDays(end.date, -1) : end.date;
    for (const column of columns) {
      if (column.date < start.date || column.date > lastDate || !belongsToColumn(event, column, groupBy)) continue;
      const startMinute = column.date === start.date ? toMinutes(start.time) : 0;
      const endMinute = Math.max(startMinute + SNAP_MINUTES, column.date === end.date ? toMinutes(end.time) : DAY_MINUTES);
      placed.get(column.key)!.push({ event, startMinute, endMinute, lane: 0, lanes: 1 });
    }
  }
  for (const list of placed.values()) assignLanes(list);
  return placed;
}

function assignLanes(list: Placed[]): void {
  list.sort((a, b) => a.startMinute - b.startMinute || b.endMinute - a.endMinute);
  let cluster: Placed[] = [];
  let clusterEnd = -1;
  const close = () => {
    const lanes = Math.max(1, ...cluster.map((item) => item.lane + 1));
    for (const item of cluster) item.lanes = lanes;
    cluster = [];
  };
  for (const item of list) {
    if (item.startMinute >= clusterEnd && cluster.length) close();
    const laneEnds: number[] = [];
    for (const other of cluster) laneEnds[other.lane] = Math.max(laneEnds[other.lane] ?? 0, other.endMinute);
    let lane = 0;
    while (laneEnds[lane] !== undefined && laneEnds[lane] > item.startMinute) lane++;
    item.lane = lane;
    cluster.push(item);
    clusterEnd = Math.max(clusterEnd, item.endMinute);
  }
  if (cluster.length) close();
}

/** The Sunday-first week containing `date`, as seven dates. */
export function weekDates(date: string, weekStartsOn = 0): string[] {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const first = addDays(date, -((weekday - weekStartsOn + 7) % 7));
  return Array.from({ length: 7 }, (_, index) => addDays(first, index));
}

/** The weeks (Sunday first) covering the month of `date`, for the month view. */
export function monthWeeks(date: string, weekStartsOn = 0): string[][] {
  const first = `${date.slice(0, 7)}-01`;
  const weeks: string[][] = [];
  for (
    let start = weekDates(first, weekStartsOn)[0];
    start.slice(0, 7) <= date.slice(0, 7) || weeks.length === 0;
    start = addDays(start, 7)
  ) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(start, index)));
    if (weeks.length > 6) break;
  }
  return weeks;
}
