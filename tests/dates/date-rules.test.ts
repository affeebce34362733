import { describe, expect, it } from "vitest";
import { dateRejection, formatDate, fromPickerDate, normalizeRange, parseDate, toPickerDate } from "@/lib/dates/date-rules";

describe("date rules of the date picker", () => {
  it("formats and parses mm/dd/yyyy by default", () => {
    expect(formatDate("2026-06-07")).toBe("06/07/2026");
    expect(parseDate("06/07/2026")).toBe("2026-06-07");
    expect(parseDate("6/7/2026")).toBe("2026-06-07");
    expect(parseDate(" 12/31/2026 ")).toBe("2026-12-31");
  });

  it.each(["13/01/2026", "02/30/2026", "2026-06-07", "06-07-2026", "", "tomorrow", "00/10/2026"])("refuses %j as mm/dd/yyyy", (text) => {
    expect(parseDate(text)).toBeNull();
  });

  it("supports other formats when asked", () => {
    expect(parseDate("07/06/2026", "dd/MM/yyyy")).toBe("2026-06-07");
    expect(formatDate("2026-06-07", "dd/MM/yyyy")).toBe("07/06/2026");
    expect(parseDate("2026-6-7", "yyyy-MM-dd")).toBe("2026-06-07");
  });

  it("rejects dates outside min and max, disabled dates and disabled weekdays", () => {
    const rules = { min: "2026-06-01", max: "2026-06-30", disabledDates: ["2026-06-19"], disabledWeekdays: [0] };
    expect(dateRejection("2026-05-31", rules)).toBe("Choose a date on or after 06/01/2026.");
    expect(dateRejection("2026-07-01", rules)).toBe("Choose a date on or before 06/30/2026.");
    expect(dateRejection("2026-06-19", rules)).toBe("06/19/2026 is not available.");
    expect(dateRejection("2026-06-07", rules)).toBe("Sundays are not available.");
    expect(dateRejection("2026-06-08", rules)).toBeNull();
    expect(dateRejection("2026-06-01", rules)).toBeNull();
    expect(dateRejection("2026-06-30", rules)).toBeNull();
  });

  it("swaps a range whose end is before its start", () => {
    expect(normalizeRange({ from: "2026-06-10", to: "2026-06-03" })).toEqual({ from: "2026-06-03", to: "2026-06-10" });
    expect(normalizeRange({ from: "2026-06-03", to: "2026-06-10" })).toEqual({ from: "2026-06-03", to: "2026-06-10" });
  });

  it("round-trips calendar dates through picker Date objects", () => {
    for (const date of ["2026-03-08", "2026-11-01", "2024-02-29"]) expect(fromPickerDate(toPickerDate(date))).toBe(date);
  });
});
