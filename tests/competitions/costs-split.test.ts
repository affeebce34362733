import { describe, expect, it } from "vitest";
import { markupOf, splitByWeights } from "@/lib/competitions/costs";

describe("shared costs split to the cent", () => {
  it("adds up exactly, the cents left going to the largest remainders, ties to the earlier", () => {
    expect(splitByWeights(10_000, [1, 1, 1])).toEqual([3_334, 3_333, 3_333]);
    expect(splitByWeights(10_000, [10, 4, 4])).toEqual([5_556, 2_222, 2_222]);
    expect(splitByWeights(100, [1, 1, 1, 1, 1, 1])).toEqual([17, 17, 17, 17, 16, 16]);
    expect(splitByWeights(7, [0, 3, 1])).toEqual([0, 5, 2]);
    for (const [total, weights] of [
      [99_999, [3, 7, 11, 13]],
      [1, [5, 5]],
      [123_457, [1, 2, 3, 4, 5, 6, 7]],
    ] as const)
      expect(splitByWeights(total, [...weights]).reduce((a, b) => a + b, 0)).toBe(total);
  });

  it("splits evenly when nobody has a heat", () => {
    expect(splitByWeights(1_000, [0, 0, 0])).toEqual([334, 333, 333]);
  });

  it("rounds the markup half up to the cent", () => {
    expect(markupOf(28_585, 10)).toBe(2_859);
    expect(markupOf(13_583, 10)).toBe(1_358);
    expect(markupOf(0, 25)).toBe(0);
  });
});
