/**
 * Date picking (docs/product.md#dates-times-and-time-zones), as pure rules the picker and its tests share. Dates are calendar dates
 * "YYYY-MM-DD" (no time, no zone). Default display format mm/dd/yyyy, English, weeks start Sunday.
 */
export type DateFormat = "MM/dd/yyyy" | "dd/MM/yyyy" | "yyyy-MM-dd";
export const DEFAULT_DATE_FORMAT: DateFormat = "MM/dd/yyyy";
export const WEEK_STARTS_ON = 0;

export type DateRules = {
  min?: string;
  max?: string;
  disabledDates?: readonly string[];
  /** Sunday = 0 … Saturday = 6. */
  disabledWeekdays?: readonly number[];
};

export type DateRange = { from: string; to: string };

const WEEKDAY_NAMES = ["Sundays", "Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays"];

export function formatDate(date: string, format: DateFormat = DEFAULT_DATE_FORMAT): string {
  const [year, month, day] = date.split("-");
  if (format === "yyyy-MM-dd") return date;
  return format === "MM/dd/yyyy" ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

/** The date typed in `format` (1- or 2-digit day and month), or null when it is not a real date. */
export function parseDate(text: string, format: DateFormat = DEFAULT_DATE_FORMAT): string | null {
  const trimmed = text.trim();
  const pattern = format === "yyyy-MM-dd" ? /^(\d{4})-(\d{1,2})-(\d{1,2})$/ : /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
  const match = pattern.exec(trimmed);
  if (!match) return null;
  const [year, month, day] =
    format === "yyyy-MM-dd"
      ? [match[1], match[2], match[3]]
      : format === "MM/dd/yyyy"
        ? [match[3], match[1], match[2]]
        : [match[3], match[2], match[1]];
  const iso = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  const check = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** Why a date may not be chosen (outside min/max, a disabled date or weekday), or null if it may. */
export function dateRejection(date: string, rules: DateRules, format: DateFormat = DEFAULT_DATE_FORMAT): string | null {
  if (rules.min && date < rules.min) return `Choose a date on or after ${formatDate(rules.min, format)}.`;
  if (rules.max && date > rules.max) return `Choose a date on or before ${formatDate(rules.max, format)}.`;
  if (rules.disabledDates?.includes(date)) return `${formatDate(date, format)} is not available.`;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (rules.disabledWeekdays?.includes(weekday)) return `${WEEKDAY_NAMES[weekday]} are not available.`;
  return null;
}

/** A range whose end comes before its start is swapped, not refused. */
export function normalizeRange(range: DateRange): DateRange {
  return range.to < range.from ? { from: range.to, to: range.from } : range;
}

/** Calendar-date conversions for date-picker widgets, which work with local-midnight Date objects. */
export function toPickerDate(date: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(year, month - 1, day);
}

export function fromPickerDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}
