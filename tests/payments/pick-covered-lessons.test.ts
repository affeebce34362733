import { describe, expect, it } from "vitest";
import { pickCoveredLessons } from "@/lib/payments/unpaid-lessons";

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 27);
const lesson = (id: string, days: number, amountCents = 2_500, serviceId = "waltz") => ({
  id,
  serviceId,
  startsAt: new Date(now + days * DAY),
  amountCents,
});
const terms = { unitsLeft: 3, serviceIds: ["waltz"], expiresAt: new Date(now + 30 * DAY) };
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

describe("pickCoveredLessons", () => {
  it("takes the oldest lessons first, never more than the units left", () => {
    const lessons = [lesson("taught", -3), lesson("a", 1), lesson("b", 2), lesson("c", 3)];
    expect(ids(pickCoveredLessons(lessons, terms, 100_000))).toEqual(["taught", "a", "b"]);
    expect(ids(pickCoveredLessons(lessons, { ...terms, unitsLeft: 0 }, 100_000))).toEqual([]);
  });

  it("skips services the package doesn't cover and lessons after it expires", () => {
    const lessons = [lesson("tango", 1, 2_500, "tango"), lesson("a", 2), lesson("late", 31), lesson("b", 5)];
    expect(ids(pickCoveredLessons(lessons, terms, 100_000))).toEqual(["a", "b"]);
  });

  it("clears no more than the student owes, passing over a lesson that would go past it", () => {
    const lessons = [lesson("a", 1, 2_500), lesson("dear", 2, 9_500), lesson("b", 3, 2_500)];
    expect(ids(pickCoveredLessons(lessons, terms, 6_000))).toEqual(["a", "b"]);
    expect(ids(pickCoveredLessons(lessons, terms, 0))).toEqual([]);
  });
});
