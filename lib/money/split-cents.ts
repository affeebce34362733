/**
 * Splits `totalCents` into `count` whole-cent instalments that add up exactly: equal parts, the
 * cents left over on the first ones ($100 in 3: $33.34, $33.33, $33.33).
 */
export function splitCents(totalCents: number, count: number): number[] {
  const base = Math.floor(totalCents / count);
  const rest = totalCents - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < rest ? 1 : 0));
}
