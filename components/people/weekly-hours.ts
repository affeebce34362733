/** One weekly time range of an instructor (weekday 0 = Sunday … 6 = Saturday, as the API numbers them). */
export type WeeklyRange = { weekday: number; startTime: string; endTime: string };

/** A teaching week read Monday first: adding rows walks Monday → Sunday, and the list is shown in that order. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const WEEKDAYS_MON_FRI = [1, 2, 3, 4, 5] as const;
const DEFAULT_HOURS = { startTime: "10:00", endTime: "18:00" };

/** A row's hours when they make a range, else the default: a half-typed row isn't copied. */
function hoursOf(range: WeeklyRange | undefined): Pick<WeeklyRange, "startTime" | "endTime"> {
  if (range && range.startTime && range.endTime && range.endTime > range.startTime)
    return { startTime: range.startTime, endTime: range.endTime };
  return DEFAULT_HOURS;
}

/**
 * The row "Add time range" adds: the first day after the last row's that no row covers yet (Monday
 * for the first row), with the last row's hours, so adding rows fills the week a day at a time.
 * With every day covered, a second range on the day after the last row's.
 */
export function nextWeeklyRange(ranges: WeeklyRange[]): WeeklyRange {
  const last = ranges.at(-1);
  if (!last) return { weekday: 1, ...DEFAULT_HOURS };
  const covered = new Set(ranges.map((range) => Number(range.weekday)));
  const from = Math.max(0, WEEK_ORDER.indexOf(Number(last.weekday) as (typeof WEEK_ORDER)[number]));
  const after = [1, 2, 3, 4, 5, 6, 7].map((step) => WEEK_ORDER[(from + step) % 7]);
  const weekday = after.find((day) => !covered.has(day)) ?? after[0];
  return { weekday, ...hoursOf(last) };
}

/**
 * "Same hours on weekdays": Monday to Friday each get one range with the first row's hours (the
 * default hours when there is no row yet); Saturday and Sunday rows stay as they are. Monday first.
 */
export function sameHoursOnWeekdays(ranges: WeeklyRange[]): WeeklyRange[] {
  const hours = hoursOf(ranges[0]);
  const weekend = ranges.filter((range) => !(WEEKDAYS_MON_FRI as readonly number[]).includes(Number(range.weekday)));
  const weekdays = WEEKDAYS_MON_FRI.map((weekday) => ({ weekday, ...hours }));
  const position = (range: WeeklyRange) => WEEK_ORDER.indexOf(Number(range.weekday) as (typeof WEEK_ORDER)[number]);
  return [...weekdays, ...weekend].sort((a, b) => position(a) - position(b) || a.startTime.localeCompare(b.startTime));
}

/** The hours "Same hours on weekdays" would copy, for the hint beside it ("10:00 AM–6:00 PM", as the app writes times). */
export function weekdayHoursLabel(ranges: WeeklyRange[]): string {
  const hours = hoursOf(ranges[0]);
  return `${clockLabel(hours.startTime)}–${clockLabel(hours.endTime)}`;
}

/** "13:30" → "1:30 PM". */
function clockLabel(time: string): string {
  const [hour, minute] = time.split(":").map(Number);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}
