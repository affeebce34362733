import { describe, expect, it } from "vitest";
import { monthRange } from "@/lib/dates/month-range";

describe("monthRange", () => {
  it("runs from the first to the last day of the date's month", () => {
    expect(monthRange("2026-11-22")).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(monthRange("2026-12-31")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(monthRange("2027-01-01")).toEqual({ from: "2027-01-01", to: "2027-01-31" });
  });

  it("knows February in leap and common years", () => {
    expect(monthRange("2028-02-10")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(monthRange("2027-02-10")).toEqual({ from: "2027-02-01", to: "2027-02-28" });
  });
});
