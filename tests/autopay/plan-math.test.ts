import { describe, expect, it } from "vitest";
import { planSchedule } from "@/lib/payments/plan-schedule";

const bronze = { name: "Bronze 1", priceCents: 240_000, units: 20, currency: "USD" };

describe("planSchedule (shown before the sale is confirmed, written by it)", () => {
  it("adds up to the price exactly, whatever the price and count", () => {
    for (let price = 100; price < 200_000; price += 9_973)
      for (let count = 2; count <= 24; count += 1) {
        if (price / count < 50) continue;
        const items = planSchedule({ kind: "instalments", count, every: "week" }, { ...bronze, priceCents: price }, "2027-01-31");
        expect(items.reduce((sum, item) => sum + item.amountCents, 0)).toBe(price);
        expect(Math.max(...items.map((item) => item.amountCents)) - Math.min(...items.map((item) => item.amountCents))).toBeLessThanOrEqual(
          1,
        );
      }
  });

  it("falls due every week, 2 weeks or month from the sale's day, months clamped to their last day", () => {
    const days = (every: "week" | "2weeks" | "month") =>
      planSchedule({ kind: "instalments", count: 4, every }, bronze, "2027-01-31").map((item) => item.dueOn);
    expect(days("week")).toEqual(["2027-01-31", "2027-02-07", "2027-02-14", "2027-02-21"]);
    expect(days("2weeks")).toEqual(["2027-01-31", "2027-02-14", "2027-02-28", "2027-03-14"]);
    expect(days("month")).toEqual(["2027-01-31", "2027-02-28", "2027-03-31", "2027-04-30"]);
  });

  it("by the lesson: ceil(units / M) instalments, the first at the sale, the others after M, 2M… lessons", () => {
    const items = planSchedule({ kind: "per_lessons", lessons: 6 }, bronze, "2027-01-31");
    expect(items.map((item) => [item.dueOn, item.afterLessons, item.amountCents, item.description])).toEqual([
      ["2027-01-31", null, 60_000, "Bronze 1 · instalment 1 of 4"],
      [null, 6, 60_000, "Bronze 1 · instalment 2 of 4"],
      [null, 12, 60_000, "Bronze 1 · instalment 3 of 4"],
      [null, 18, 60_000, "Bronze 1 · instalment 4 of 4"],
    ]);
  });

  it("refuses what can't be a plan, naming the field", () => {
    const fieldOf = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return Object.keys((error as { details: { fields: Record<string, string> } }).details.fields);
      }
      return [];
    };
    expect(fieldOf(() => planSchedule({ kind: "per_lessons", lessons: 20 }, bronze, "2027-01-31"))).toEqual(["paymentPlan.lessons"]);
    expect(
      fieldOf(() => planSchedule({ kind: "instalments", count: 3, every: "week" }, { ...bronze, priceCents: 0 }, "2027-01-31")),
    ).toEqual(["paymentPlan.kind"]);
    expect(
      fieldOf(() => planSchedule({ kind: "instalments", count: 3, every: "week" }, { ...bronze, priceCents: 149 }, "2027-01-31")),
    ).toEqual(["paymentPlan.count"]);
  });
});
