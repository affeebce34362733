// The benches' one definition of a percentile: nearest rank, the smallest sample with at least that
// share of all samples at or below it. p95 of 20 samples is the 19th; `sorted[floor(n × 0.95)]`,
// which the benches used before, is the 20th, the slowest — a single pause read as the p95.

/** The nearest-rank `q` quantile (0 < q ≤ 1) of `samples`; their order doesn't matter. */
export function quantile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** Median and p95, as every bench prints them. */
export function medianAndP95(samples: readonly number[]): { median: number; p95: number } {
  return { median: quantile(samples, 0.5), p95: quantile(samples, 0.95) };
}
