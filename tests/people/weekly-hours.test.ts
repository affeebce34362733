import { describe, expect, it } from "vitest";
import { nextWeeklyRange, sameHoursOnWeekdays, weekdayHoursLabel } from "@/components/people/weekly-hours";

const range = (weekday: number, startTime = "10:00", endTime = "18:00") => ({ weekday, startTime, endTime });

describe("nextWeeklyRange (Add time range)", () => {
  it("starts the week on Monday", () => {
    expect(nextWeeklyRange([])).toEqual(range(1));
  });

  it("adds the next day no row covers, with the last row's hours, instead of Monday again", () => {
    expect(nextWeeklyRange([range(1, "14:00", "21:00")])).toEqual(range(2, "14:00", "21:00"));
    // Monday and Tuesday covered, the last row Monday: Wednesday, not Tuesday again.
    expect(nextWeeklyRange([range(2), range(1, "09:00", "12:00")])).toEqual(range(3, "09:00", "12:00"));
    // After Saturday comes Sunday, then the week wraps to the first day still free.
    expect(nextWeeklyRange([range(6)])).toEqual(range(0));
    expect(nextWeeklyRange([range(1), range(0)])).toEqual(range(2));
  });

  it("adding rows one after another fills Monday to Sunday", () => {
    const rows = [nextWeeklyRange([])];
    while (rows.length < 7) rows.push(nextWeeklyRange(rows));
    expect(rows.map((row) => row.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it("with every day covered, a second range on the day after the last row's", () => {
    const week = [1, 2, 3, 4, 5, 6, 0].map((day) => range(day));
    expect(nextWeeklyRange(week).weekday).toBe(1);
  });

  it("doesn't copy hours that aren't a range yet", () => {
    expect(nextWeeklyRange([range(1, "", "")])).toEqual(range(2));
    expect(nextWeeklyRange([range(1, "18:00", "10:00")])).toEqual(range(2));
  });
});

describe("sameHoursOnWeekdays", () => {
  it("sets Monday to Friday to the first row's hours, one range each, Monday first", () => {
    expect(sameHoursOnWeekdays([range(1, "12:00", "21:00")])).toEqual([1, 2, 3, 4, 5].map((day) => range(day, "12:00", "21:00")));
  });

  it("replaces the weekdays' own ranges and keeps Saturday's and Sunday's", () => {
    const rows = [range(3, "09:00", "17:00"), range(6, "10:00", "14:00"), range(3, "18:00", "21:00"), range(0, "12:00", "16:00")];
    expect(sameHoursOnWeekdays(rows)).toEqual([
      ...[1, 2, 3, 4, 5].map((day) => range(day, "09:00", "17:00")),
      range(6, "10:00", "14:00"),
      range(0, "12:00", "16:00"),
    ]);
  });

  it("with no rows yet, uses 10:00–18:00 and says so", () => {
    expect(sameHoursOnWeekdays([])).toEqual([1, 2, 3, 4, 5].map((day) => range(day)));
    expect(weekdayHoursLabel([])).toBe("10:00 AM–6:00 PM");
    expect(weekdayHoursLabel([range(4, "13:00", "20:30")])).toBe("1:00 PM–8:30 PM");
    expect(weekdayHoursLabel([range(4, "00:00", "12:15")])).toBe("12:00 AM–12:15 PM");
  });
});
