import { describe, expect, it } from "vitest";
import { formatClock, formatDateLabel, formatHour, formatMinute, formatWeekTitle } from "@/components/schedule/format";
import { formatDate, formatLocalDay, formatWhen } from "@/lib/notifications/format-when";
import { dateFormatOf, localeExample, localeForBrowser, STUDIO_LOCALES } from "@/lib/studio/locales";

const LONDON = "Europe/London";
const sixPm = new Date("2026-11-27T18:00:00Z");

describe("the studio's locale from the browser's", () => {
  it("takes English in the browser's region, else British English where the day comes first, else US", () => {
    expect(localeForBrowser("en-GB")).toBe("en-GB");
    expect(localeForBrowser("en-ie")).toBe("en-IE");
    expect(localeForBrowser("fr-CA")).toBe("en-CA");
    expect(localeForBrowser("de-DE")).toBe("en-GB");
    expect(localeForBrowser("es")).toBe("en-GB");
    expect(localeForBrowser("en")).toBe("en-US");
    expect(localeForBrowser("ja-JP")).toBe("en-US");
    expect(localeForBrowser("not a locale")).toBe("en-US");
    expect(localeForBrowser(undefined)).toBe("en-US");
  });

  it("shows each choice with its own date and time", () => {
    expect(localeExample("en-US")).toBe("11/27/2026 · 6:00 PM");
    expect(localeExample("en-GB")).toBe("27/11/2026 · 18:00");
    expect(new Set(STUDIO_LOCALES.map(localeExample)).size).toBeGreaterThan(3);
  });
});

describe("screens write dates and times the studio's way", () => {
  it("en-US keeps the US defaults: 12-hour clock, month first", () => {
    expect(formatClock(sixPm, "America/New_York", "en-US")).toBe("1:00 PM");
    expect(formatHour(19, "en-US")).toBe("7 PM");
    expect(formatMinute(19 * 60 + 30, "en-US")).toBe("7:30 PM");
    expect(formatDateLabel("2026-11-27", "long", "en-US")).toBe("Friday, November 27, 2026");
    expect(formatWeekTitle("2026-11-22", "2026-11-28", "en-US")).toBe("Nov 22 – 28, 2026");
  });

  it("en-GB: 24-hour clock, day first", () => {
    expect(formatClock(sixPm, LONDON, "en-GB")).toBe("18:00");
    expect(formatHour(19, "en-GB")).toBe("19:00");
    expect(formatHour(0, "en-GB")).toBe("00:00");
    expect(formatMinute(19 * 60 + 30, "en-GB")).toBe("19:30");
    expect(formatDateLabel("2026-11-27", "long", "en-GB")).toBe("Friday, 27 November 2026");
    expect(formatDateLabel("2026-11-27", "short", "en-GB")).toBe("Fri 27");
    expect(formatWeekTitle("2026-11-22", "2026-11-28", "en-GB")).toBe("22 – 28 Nov 2026");
  });
});

describe("messages write dates and times the studio's way", () => {
  it("names the zone in either", () => {
    expect(formatWhen(sixPm, { timeZone: "America/New_York", locale: "en-US" })).toBe("Fri, Nov 27, 1:00 PM EST");
    expect(formatWhen(sixPm, { timeZone: LONDON, locale: "en-GB" })).toBe("Fri 27 Nov, 18:00 GMT");
    expect(formatDate(sixPm, { timeZone: LONDON, locale: "en-GB" })).toBe("27 Nov 2026");
    expect(formatLocalDay("2026-12-10", "en-US")).toBe("Dec 10, 2026");
    expect(formatLocalDay("2026-12-10", "en-GB")).toBe("10 Dec 2026");
  });
});

describe("date fields type dates the studio's way", () => {
  it("follows the locale's order", () => {
    expect(dateFormatOf("en-US")).toBe("MM/dd/yyyy");
    expect(dateFormatOf("en-GB")).toBe("dd/MM/yyyy");
    expect(dateFormatOf("en-AU")).toBe("dd/MM/yyyy");
    expect(dateFormatOf("en-CA")).toBe("yyyy-MM-dd");
    expect(dateFormatOf("en-ZA")).toBe("yyyy-MM-dd");
  });
});
