/** WCAG 2 contrast: buttons in the brand colour carry white text, which needs at least 4.5:1 (AA, normal text). */
export const MIN_CONTRAST_WITH_WHITE = 4.5;

/** The dark text Promenade writes on light colours (the light theme's foreground). */
export const DARK_TEXT = "#1f1720";

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of `#rrggbb` (0 black to 1 white). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio between two `#rrggbb` colours (1 to 21). */
export function contrastBetween(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** The contrast ratio of white text on `#rrggbb` (1 to 21). */
export function contrastWithWhite(hex: string): number {
  return contrastBetween("#ffffff", hex);
}

/** The text colour to write on `#rrggbb`: white or Promenade's dark text, whichever reads better on it. */
export function readableTextOn(hex: string): "#ffffff" | typeof DARK_TEXT {
  return contrastWithWhite(hex) >= contrastBetween(DARK_TEXT, hex) ? "#ffffff" : DARK_TEXT;
}

/** "2.9:1", rounded down so a colour just under the bar never reads as if it met it. */
export function formatContrast(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}
