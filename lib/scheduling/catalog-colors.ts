/**
 * The colours new rooms and services take in turn, so "Colour by room" and "Colour by service" tell
 * them apart: distinct hues, each dark enough for white text and a tint on the calendar in both themes.
 */
export const CATALOG_PALETTE = [
  "#7a1f4b",
  "#1f5f8b",
  "#2f7a4b",
  "#8a5a12",
  "#5b3a8a",
  "#b4235a",
  "#c2410c",
  "#0f766e",
  "#4338ca",
  "#475569",
] as const;

/** The first palette colour no existing item wears; once all are worn, the one worn least (first in order on a tie). */
export function nextCatalogColor(used: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const color of used) counts.set(color.toLowerCase(), (counts.get(color.toLowerCase()) ?? 0) + 1);
  let best: string = CATALOG_PALETTE[0];
  for (const color of CATALOG_PALETTE) {
    if ((counts.get(color) ?? 0) < (counts.get(best) ?? 0)) best = color;
    if (!counts.has(color)) return color;
  }
  return best;
}
