import { instantAt, monthWeeks, weekDates } from "@/lib/scheduling/calendar-layout";
import { addDays } from "@/lib/dates/wall-time";
import { formatDateLabel, formatWeekTitle } from "./format";
import type { StudioLocale } from "@/lib/studio/locales";
import type { CalendarColumn, GroupBy, ScheduleSetup, ViewKind } from "./types";
import type { Filters } from "./schedule-toolbar";

/** The calendar dates a view shows. */
export function visibleDates(view: ViewKind, date: string, weekStartsOn = 0): string[] {
  if (view === "day") return [date];
  if (view === "week") return weekDates(date, weekStartsOn);
  return monthWeeks(date, weekStartsOn).flat();
}

/** The instants [from, to) to fetch for a view, at the studio's local midnights. */
export function visibleRange(view: ViewKind, date: string, timeZone: string, weekStartsOn = 0): { from: string; to: string } {
  const dates = visibleDates(view, date, weekStartsOn);
  return {
    from: instantAt(dates[0], 0, timeZone).toISOString(),
    to: instantAt(addDays(dates[dates.length - 1], 1), 0, timeZone).toISOString(),
  };
}

export function stepDate(view: ViewKind, date: string, direction: -1 | 1): string {
  if (view === "day") return addDays(date, direction);
  if (view === "week") return addDays(date, 7 * direction);
  const [year, month] = date.split("-").map(Number);
  const next = new Date(Date.UTC(year, month - 1 + direction, 1));
  return next.toISOString().slice(0, 10);
}

export function viewTitle(view: ViewKind, date: string, weekStartsOn: number, locale: StudioLocale): string {
  if (view === "day") return formatDateLabel(date, "long", locale);
  if (view === "month") return formatDateLabel(date, "month", locale);
  const dates = weekDates(date, weekStartsOn);
  return formatWeekTitle(dates[0], dates[6], locale);
}

/** A title that fits a phone's one-row toolbar: "Tue, Nov 24" or "Tue 24 Nov", "Nov 22 – 28" or "22 – 28 Nov". */
export function phoneTitle(view: ViewKind, date: string, weekStartsOn: number, locale: StudioLocale): string {
  if (view === "day") {
    const format = new Intl.DateTimeFormat(locale, { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
    return format.format(new Date(`${date}T12:00:00Z`));
  }
  return viewTitle(view, date, weekStartsOn, locale).replace(/,? \d{4}$/, "");
}

/** Week: a column per day. Day: a column per instructor or room, plus one for events with none. */
export function buildColumns(
  view: ViewKind,
  date: string,
  groupBy: GroupBy,
  setup: ScheduleSetup,
  filters: Filters,
  locale: StudioLocale,
): CalendarColumn[] {
  if (view === "week")
    return weekDates(date, setup.weekStartsOn).map((day) => ({ key: day, date: day, label: formatDateLabel(day, "short", locale) }));
  if (groupBy === "instructor") {
    const people = setup.instructors.filter((person) => !filters.instructorId || person.id === filters.instructorId);
    const columns: CalendarColumn[] = people.map((person) => ({
      key: `instructor:${person.id}`,
      date,
      label: person.name,
      instructorId: person.id,
    }));
    // A studio without instructors yet has one column, named by its day rather than "No instructor".
    const none = columns.length ? "No instructor" : formatDateLabel(date, "short", locale);
    if (!filters.instructorId) columns.push({ key: "instructor:none", date, label: none, instructorId: null });
    return columns;
  }
  const rooms = setup.rooms.filter((room) => !filters.roomId || room.id === filters.roomId);
  const columns: CalendarColumn[] = rooms.map((room) => ({ key: `room:${room.id}`, date, label: room.name, roomId: room.id }));
  if (!filters.roomId)
    columns.push({ key: "room:none", date, label: columns.length ? "No room" : formatDateLabel(date, "short", locale), roomId: null });
  return columns;
}

/** Business hours of a date as minutes, or null when the studio is closed that day. */
export function openMinutes(setup: ScheduleSetup, date: string): { open: number; close: number } | null {
  const weekday = String(new Date(`${date}T00:00:00Z`).getUTCDay()) as keyof NonNullable<ScheduleSetup["businessHours"]>;
  const hours = setup.businessHours?.[weekday];
  if (!hours) return setup.businessHours ? null : { open: 0, close: 24 * 60 };
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return { open: toMinutes(hours.open), close: toMinutes(hours.close) };
}

export function minutesToTime(minute: number): string {
  const clamped = Math.min(minute, 23 * 60 + 59);
  return `${String(Math.floor(clamped / 60)).padStart(2, "0")}:${String(clamped % 60).padStart(2, "0")}`;
}

/**
 * The React key of a time-grid column. A week's columns keep their place (the first day, the
 * second…) from week to week, so stepping a week re-draws the events only, not every column's hour
 * lines; day view's columns are people or rooms, keyed by who or what they are.
 */
export function slotKey(column: CalendarColumn, index: number): string {
  return column.instructorId === undefined && column.roomId === undefined ? `day-${index}` : column.key;
}
