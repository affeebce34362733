import { describe, expect, it } from "vitest";
import { presetOf, presetRange, previousSpan } from "@/lib/reports/period-presets";
import { weeklyMinutes } from "@/lib/reports/open-minutes";

describe("report periods", () => {
  it("turns each preset into local dates around today (weeks from the studio's first weekday)", () => {
    const today = "2026-11-25"; // a Wednesday
    expect(presetRange("this-week", today)).toEqual({ from: "2026-11-22", to: "2026-11-28" });
    expect(presetRange("this-week", today, 1)).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(presetRange("last-week", today)).toEqual({ from: "2026-11-15", to: "2026-11-21" });
    expect(presetRange("this-month", today)).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(presetRange("last-month", "2026-03-31")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(presetRange("last-month", "2026-01-15")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(presetRange("this-quarter", today)).toEqual({ from: "2026-10-01", to: "2026-12-31" });
    expect(presetRange("this-quarter", "2026-02-10")).toEqual({ from: "2026-01-01", to: "2026-03-31" });
    expect(presetRange("this-year", today)).toEqual({ from: "2026-01-01", to: "2026-12-31" });
  });

  it("compares with the period of the same length just before", () => {
    expect(previousSpan({ from: "2026-11-22", to: "2026-11-28" })).toEqual({ from: "2026-11-15", to: "2026-11-21" });
    expect(previousSpan({ from: "2026-03-01", to: "2026-03-31" })).toEqual({ from: "2026-01-29", to: "2026-02-28" });
    expect(previousSpan({ from: "2026-01-01", to: "2026-01-01" })).toEqual({ from: "2025-12-31", to: "2025-12-31" });
  });

  it("recognises a linked range as its preset, anything else as custom", () => {
    expect(presetOf({ from: "2026-11-01", to: "2026-11-30" }, "2026-11-25")).toBe("this-month");
    expect(presetOf({ from: "2026-11-02", to: "2026-11-30" }, "2026-11-25")).toBe("custom");
  });
});

describe("weeklyMinutes", () => {
  const slots = [
    { weekday: 1, startTime: "13:00", endTime: "18:00" },
    { weekday: 0, startTime: "10:00", endTime: "12:00" },
  ];
  it("counts wall-clock hours per date, across a DST change, less days and hours off", () => {
    // 2025-03-09 is the Sunday clocks spring forward in New York: still two hours on the clock.
    expect(weeklyMinutes(slots, "2025-03-09", "2025-03-15")).toBe(120 + 300);
    expect(weeklyMinutes(slots, "2025-03-09", "2025-03-15", [{ date: "2025-03-10", startTime: null, endTime: null }])).toBe(120);
    expect(weeklyMinutes(slots, "2025-03-09", "2025-03-15", [{ date: "2025-03-10", startTime: "12:00", endTime: "14:30" }])).toBe(
      120 + 210,
    );
    expect(weeklyMinutes(slots, "2025-03-11", "2025-03-15")).toBe(0);
  });
});
