import { describe, expect, it } from "vitest";
import { medianAndP95, quantile } from "@/scripts/bench/stats";

describe("bench percentiles (nearest rank)", () => {
  const twenty = Array.from({ length: 20 }, (_, i) => 20 - i); // 20, 19, …, 1: order doesn't matter

  it("p95 of 20 samples is the 19th, not the slowest", () => {
    expect(quantile(twenty, 0.95)).toBe(19);
    expect(quantile(twenty, 1)).toBe(20);
  });

  it("the median is the middle sample (the lower one of an even count)", () => {
    expect(medianAndP95(twenty)).toEqual({ median: 10, p95: 19 });
    expect(medianAndP95([3, 1, 2])).toEqual({ median: 2, p95: 3 });
    expect(quantile([7], 0.95)).toBe(7);
  });
});
