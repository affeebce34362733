import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates/wall-time";

// The one calendar-day step (the booking day picker and the first-lesson slots use it too).
describe("addDays on YYYY-MM-DD", () => {
  it.each([
    ["2026-11-24", 1, "2026-11-25"],
    ["2026-11-30", 1, "2026-12-01"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2027-02-28", 1, "2027-03-01"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2026-03-08", 0, "2026-03-08"],
    ["2026-01-01", 365, "2027-01-01"],
  ])("%s + %i days is %s, in any zone (daylight-saving days included)", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it("refuses what isn't a date", () => {
    expect(() => addDays("24/11/2026", 1)).toThrow("Invalid date");
  });
});
