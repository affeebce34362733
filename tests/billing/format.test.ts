import { describe, expect, it } from "vitest";
import { formatPlanDate, formatUsd } from "@/lib/billing/format";

describe("plan formatting", () => {
  it("prints dates in UTC, with the year only when it is not this year", () => {
    const now = new Date("2026-11-22T08:00:00Z");
    expect(formatPlanDate("2026-12-06T23:30:00.000Z", now)).toBe("Dec 6");
    expect(formatPlanDate("2027-01-01T00:00:00.000Z", now)).toBe("Jan 1, 2027");
  });

  it("prints whole dollars without cents, and cents when there are some", () => {
    expect(formatUsd(900)).toBe("$9");
    expect(formatUsd(30000)).toBe("$300");
    expect(formatUsd(452)).toBe("$4.52");
    expect(formatUsd(0)).toBe("$0");
  });
});
