import { z } from "zod";
import { withoutControlCharacters } from "@/lib/api/zod-fields";

/** A cell read as one of our values, or the sentence saying why it can't be. */
export type Read<T> = { value: T } | { error: string };

/** Day before month ("31/12/2026"): every country but the few that write the month first. */
export type DayOrder = "mdy" | "dmy";

const MONTH_FIRST = new Set(["US", "PH", "FM", "MH", "PW", "AS", "GU", "MP", "PR", "VI", "UM"]);

/** A studio in the United States (or paid in dollars there) reads 3/4/2026 as March 4; everyone else as 3 April. */
export function dayOrderFor(country: string): DayOrder {
  return MONTH_FIRST.has(country) ? "mdy" : "dmy";
}

export function dayOrderLabel(order: DayOrder): string {
  return order === "mdy" ? "M/D/YYYY" : "D/M/YYYY";
}

function realDate(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/**
 * A date as files write it: ISO `2026-03-04` (a time after it is ignored), `3/4/2026`, `3.4.2026`,
 * `3-4-2026` in the studio's day order, or `4 Mar 2026` / `Mar 4, 2026`. A slash date that isn't a
 * real date in the studio's order but would be in the other one (13/4/2026 at an American studio) is
 * an error, never silently swapped: a file whose dates mix both orders can't be read reliably.
 * Two-digit years are refused too (is 03 1903 or 2003?).
 */
export function readDate(text: string, order: DayOrder): Read<string> {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(trimmed);
  if (iso) {
    const date = realDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    return date ? { value: date } : { error: `${trimmed} isn't a date that exists.` };
  }
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:\s.*)?$/.exec(trimmed);
  if (numeric) {
    if (numeric[3].length === 2) return { error: `${trimmed}: write the year in full (e.g. 19${numeric[3]} or 20${numeric[3]}).` };
    const [a, b, year] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
    const [month, day] = order === "mdy" ? [a, b] : [b, a];
    const date = realDate(year, month, day);
    if (date) return { value: date };
    const swapped = realDate(year, day, month);
    if (swapped)
      return {
        error: `${trimmed} isn't a date in ${dayOrderLabel(order)}, this studio's order: write it as ${swapped} if that's what it means.`,
      };
    return { error: `${trimmed} isn't a date that exists.` };
  }
  const named = /^(\d{1,2})\s+([A-Za-z]{3,})\.?,?\s+(\d{4})$/.exec(trimmed) ?? /^([A-Za-z]{3,})\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(trimmed);
  if (named) {
    const dayFirst = /^\d/.test(named[1]);
    const monthName = (dayFirst ? named[2] : named[1]).slice(0, 3).toLowerCase();
    const month = MONTHS.indexOf(monthName) + 1;
    const date = month ? realDate(Number(named[3]), month, Number(dayFirst ? named[1] : named[2])) : null;
    return date ? { value: date } : { error: `${trimmed} isn't a date that exists.` };
  }
  return { error: `${trimmed} isn't a date: use YYYY-MM-DD or ${dayOrderLabel(order)}.` };
}

/** "19:00", "7:00 PM", "7pm", "7.30 pm", "0700" → "HH:MM". */
export function readTime(text: string): Read<string> {
  const trimmed = text.trim().toLowerCase().replace(/\s+/g, "");
  const match = /^(\d{1,2})(?:[:.h]?(\d{2}))?(?::\d{2})?(am|pm|a\.m\.|p\.m\.|a|p)?$/.exec(trimmed);
  if (!match) return { error: `${text.trim()} isn't a time: use 19:00 or 7:00 PM.` };
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  const half = match[3]?.[0];
  if (half && (hour < 1 || hour > 12)) return { error: `${text.trim()} isn't a time: use 19:00 or 7:00 PM.` };
  if (half === "p" && hour < 12) hour += 12;
  if (half === "a" && hour === 12) hour = 0;
  if (hour > 23 || minute > 59 || (!half && !match[2] && match[1].length > 2))
    return { error: `${text.trim()} isn't a time: use 19:00 or 7:00 PM.` };
  return { value: `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}` };
}

/** Minutes: "45", "45 min", "1:30", "1h30", "1.5 h". */
export function readMinutes(text: string, max = 720): Read<number> {
  const trimmed = text.trim().toLowerCase();
  let minutes: number | null = null;
  const plain = /^(\d{1,3})\s*(m|min|mins|minutes)?$/.exec(trimmed);
  const clock = /^(\d{1,2})\s*(?::|h)\s*(\d{2})?\s*(m|min)?$/.exec(trimmed);
  const hours = /^(\d+(?:[.,]\d+)?)\s*(h|hr|hrs|hours?)$/.exec(trimmed);
  if (plain) minutes = Number(plain[1]);
  else if (clock) minutes = Number(clock[1]) * 60 + Number(clock[2] ?? 0);
  else if (hours) minutes = Math.round(Number(hours[1].replace(",", ".")) * 60);
  if (minutes === null || !Number.isFinite(minutes)) return { error: `${text.trim()} isn't a length of time: use minutes, like 45.` };
  if (minutes < 5 || minutes > max) return { error: `${text.trim()}: a lesson lasts between 5 minutes and ${max / 60} hours.` };
  return { value: minutes };
}

export function readWholeNumber(text: string, min: number, max: number): Read<number> {
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) return { error: `${trimmed} isn't a whole number.` };
  const value = Number(trimmed);
  if (value < min || value > max) return { error: `${trimmed}: use a number from ${min} to ${max.toLocaleString("en-US")}.` };
  return { value };
}

/**
 * An amount in cents: "$1,234.50", "1.234,50 €", "-40", "(40.00)" (negative), "40,5". The last `.`
 * or `,` followed by one or two digits is the decimal point; other separators group thousands.
 */
export function readMoney(text: string): Read<number> {
  let trimmed = text.trim().replace(/[\s\u00a0']/g, "");
  let negative = false;
  if (/^\(.*\)$/.test(trimmed)) {
    negative = true;
    trimmed = trimmed.slice(1, -1);
  }
  trimmed = trimmed.replace(/^([-+]?)[^\d.,\-+]*/, "$1").replace(/[^\d.,]*$/, "");
  if (trimmed.startsWith("-")) {
    negative = !negative;
    trimmed = trimmed.slice(1);
  } else if (trimmed.startsWith("+")) trimmed = trimmed.slice(1);
  const match = /^(\d{1,3}(?:([.,])\d{3})*|\d+)(?:([.,])(\d{1,2}))?$/.exec(trimmed);
  if (!match || (match[2] && match[3] === match[2])) return { error: `${text.trim()} isn't an amount of money: write it like 120.50.` };
  const whole = Number(match[1].replace(/[.,]/g, ""));
  const cents = Number((match[4] ?? "").padEnd(2, "0") || 0);
  const value = whole * 100 + cents;
  if (value > 100_000_000) return { error: `${text.trim()} is more than an import takes (1,000,000).` };
  return { value: negative ? -value : value };
}

const YES = new Set(["yes", "y", "true", "1", "active", "x", "oui", "ja", "si", "sí"]);
const NO = new Set(["no", "n", "false", "0", "inactive", "non", "nein", "archived", "suspended", "terminated"]);

export function readYesNo(text: string): Read<boolean> {
  const trimmed = text.trim().toLowerCase();
  if (YES.has(trimmed)) return { value: true };
  if (NO.has(trimmed)) return { value: false };
  return { error: `${text.trim()}: use yes or no.` };
}

const EMAIL = z.email();

export function readEmail(text: string): Read<string> {
  const trimmed = text.trim().toLowerCase();
  if (trimmed.length > 254 || !EMAIL.safeParse(trimmed).success) return { error: `${text.trim()} isn't an e-mail address.` };
  return { value: trimmed };
}

/** Text for one field: control characters removed, line breaks only where `multiline`, at most `max` characters. */
export function readText(text: string, max: number, options: { multiline?: boolean } = {}): Read<string> {
  const cleaned = withoutControlCharacters(options.multiline ? text.replace(/\r\n?/g, "\n") : text.replace(/[\r\n]+/g, " "))
    .replace(/[ \t]+/g, " ")
    .trim();
  if (cleaned.length > max)
    return { error: `Keep it under ${max.toLocaleString("en-US")} characters (this has ${cleaned.length.toLocaleString("en-US")}).` };
  return { value: cleaned };
}

const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

/** "Monday", "Tue", "Mon; Wed", "0"–"6" (Sunday = 0) → weekdays. */
export function readWeekdays(text: string): Read<number[]> {
  const parts = text
    .split(/[;,/&+]|\band\b/i)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const days: number[] = [];
  for (const part of parts) {
    const index = /^[0-6]$/.test(part) ? Number(part) : WEEKDAYS.indexOf(part.slice(0, 3));
    if (index < 0 || (part.length > 3 && !/^[0-6]$/.test(part) && !/^(sun|mon|tue|wed|thu|fri|sat)[a-z]*$/.test(part)))
      return { error: `${text.trim()} isn't a weekday: use Monday, Tue…` };
    if (!days.includes(index)) days.push(index);
  }
  if (days.length === 0) return { error: "Name a weekday: Monday, Tue…" };
  return { value: days.sort() };
}

/** The case- and space-insensitive form names are compared in. */
export function nameKey(text: string): string {
  return text.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();
}
