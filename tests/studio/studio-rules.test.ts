import { describe, expect, it } from "vitest";
import { currencyForLocale } from "@/lib/money/currencies";
import { hoursToList, listToHours } from "@/lib/studio/business-hours";
import { contrastWithWhite, formatContrast } from "@/lib/studio/contrast";
import { ZStudioForm, ZTimeZone } from "@/lib/studio/schemas";

describe("currencyForLocale", () => {
  it.each([
    ["en-US", "USD"],
    ["en-CA", "CAD"],
    ["fr-CA", "CAD"],
    ["en-GB", "GBP"],
    ["en-AU", "AUD"],
    ["en-NZ", "NZD"],
    ["de-DE", "EUR"],
    ["de", "EUR"],
    ["fr", "EUR"],
    ["es-MX", "MXN"],
    ["ja-JP", "USD"],
    ["not a locale", "USD"],
    [undefined, "USD"],
  ])("%s → %s", (locale, currency) => {
    expect(currencyForLocale(locale)).toBe(currency);
  });
});

describe("ZTimeZone", () => {
  it.each([
    ["Europe/Paris", "Europe/Paris"],
    ["europe/paris", "Europe/Paris"],
    ["  Asia/Tokyo ", "Asia/Tokyo"],
    ["UTC", "UTC"],
  ])("%j → %s", (input, expected) => {
    expect(ZTimeZone.parse(input)).toBe(expected);
  });

  it.each(["Mars/Olympus_Mons", "", "+05:00", "America/New_York; drop table", 42])("refuses %j", (input) => {
    expect(ZTimeZone.safeParse(input).success).toBe(false);
  });
});

describe("business hours", () => {
  it("round-trips between the API's open days and the stored week", () => {
    const days = [
      { weekday: 1, opens: "12:00", closes: "22:00" },
      { weekday: 6, opens: "10:00", closes: "18:00" },
    ];
    const stored = listToHours(days);
    expect(stored["0"]).toBeNull();
    expect(stored["6"]).toEqual({ open: "10:00", close: "18:00" });
    expect(hoursToList(stored)).toEqual(days);
    expect(hoursToList(null)).toBeNull();
  });

  it("the Settings form turns seven rows into open days, and names the row that closes before it opens", () => {
    const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      isOpen: weekday === 2 || weekday === 4,
      opens: "12:00",
      closes: "22:00",
    }));
    const form = {
      name: "Studio",
      timeZone: "America/Chicago",
      currency: "USD",
      locale: "en-US",
      weekStartsOn: 1,
      week,
      contact: { address: "", phone: "", email: "", website: "" },
    };
    expect(ZStudioForm.parse(form).week).toEqual([
      { weekday: 2, opens: "12:00", closes: "22:00" },
      { weekday: 4, opens: "12:00", closes: "22:00" },
    ]);
    week[4] = { weekday: 4, isOpen: true, opens: "20:00", closes: "09:00" };
    // A closed day's times are not checked.
    week[5] = { weekday: 5, isOpen: false, opens: "", closes: "" };
    const issues = ZStudioForm.safeParse(form).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["week.4.closes", "Closing time must be after opening time."],
    ]);
  });
});

describe("contrast with white text", () => {
  it("measures WCAG contrast and never rounds a failing colour up to the bar", () => {
    expect(contrastWithWhite("#ffffff")).toBeCloseTo(1, 5);
    expect(contrastWithWhite("#000000")).toBeCloseTo(21, 5);
    expect(formatContrast(contrastWithWhite("#777777"))).toBe("4.4:1");
    expect(contrastWithWhite("#767676")).toBeGreaterThan(4.5);
  });
});
