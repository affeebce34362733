/**
 * The studio's locale: how its dates, times and numbers are written (date order, 12- or 24-hour
 * clock), on its screens and in its messages. Machine formats (ISO in the API, CSV dates) never
 * follow it. The first day of the week is its own setting (studios.week_start), not the locale's.
 */
import { STUDIO_LOCALES } from "@/lib/db/schema/column-values";
import type { DateFormat } from "@/lib/dates/date-rules";
import { plainSpaces } from "@/lib/text/plain-spaces";

export { STUDIO_LOCALES };
export type StudioLocale = (typeof STUDIO_LOCALES)[number];
export const DEFAULT_LOCALE: StudioLocale = "en-US";

/** A studio's clock as its messages and public page write it: its zone, and its locale's date order and hours. */
export type StudioClock = { timeZone: string; locale: StudioLocale };

/**
 * The studio's locale from a browser's (navigator.language): English in the browser's region when
 * offered ("en-GB", "en" in Ireland), else British English where the browser writes the day first
 * ("de-DE": 27.11.2026), else en-US.
 */
export function localeForBrowser(language: string | undefined): StudioLocale {
  if (!language) return DEFAULT_LOCALE;
  try {
    const region = new Intl.Locale(language).maximize().region;
    const offered = STUDIO_LOCALES.find((locale) => locale === `en-${region}`);
    if (offered) return offered;
    const parts = new Intl.DateTimeFormat(language, { day: "numeric", month: "numeric" }).formatToParts(new Date(Date.UTC(2026, 10, 27)));
    return parts.findIndex((part) => part.type === "day") < parts.findIndex((part) => part.type === "month") ? "en-GB" : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** "27/11/2026 · 18:00": a locale's own date and time, shown beside its choice so the owner sees what it means. */
export function localeExample(locale: StudioLocale): string {
  const sample = new Date(Date.UTC(2026, 10, 27, 18, 0));
  const date = new Intl.DateTimeFormat(locale, { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" }).format(sample);
  const time = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(sample);
  return plainSpaces(`${date} · ${time}`);
}

function typedOrder(locale: StudioLocale): DateFormat {
  const order = new Intl.DateTimeFormat(locale, { day: "numeric", month: "numeric", year: "numeric", timeZone: "UTC" })
    .formatToParts(new Date(Date.UTC(2026, 10, 27)))
    .map((part) => part.type)
    .filter((type) => type === "day" || type === "month" || type === "year");
  return order[0] === "year" ? "yyyy-MM-dd" : order[0] === "day" ? "dd/MM/yyyy" : "MM/dd/yyyy";
}

// Worked out once per locale, when a date field first needs it, not on every render of every date field.
const dateFormats = new Map<StudioLocale, DateFormat>();

/** How a date is typed in the studio's date fields: the locale's own order ("en-CA" and "en-ZA" put the year first). */
export function dateFormatOf(locale: StudioLocale): DateFormat {
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = typedOrder(locale)));
  return format;
}

/** The locale's name in English, with its region ("English (United Kingdom)"). */
export function localeName(locale: StudioLocale): string {
  return new Intl.DisplayNames("en", { type: "language", languageDisplay: "standard" }).of(locale) ?? locale;
}
