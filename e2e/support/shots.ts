import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";

/** Screenshots for a person to look at are taken only when the run asks for them (SHOTS=1). */
export const SHOTS = process.env.SHOTS === "1";

/**
 * A screenshot function writing to `dir`: `shoot(page, name, part?)` takes the whole page (or one part
 * of it) light and dark at each of `widths`, as `<dir>/<name>-<light|dark>-<width>.png`, and leaves the
 * page light at 1280 × 900. It does nothing unless SHOTS=1.
 */
export function shooter(dir: string, widths: readonly number[] = [1280, 390]) {
  return async function shoot(page: Page, name: string, part?: Locator) {
    if (!SHOTS) return;
    fs.mkdirSync(dir, { recursive: true });
    for (const colorScheme of ["light", "dark"] as const)
      for (const width of widths) {
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width, height: 900 });
        const file = path.join(dir, `${name}-${colorScheme}-${width}.png`);
        if (part) await part.screenshot({ path: file, animations: "disabled" });
        else await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
      }
    await page.emulateMedia({ colorScheme: "light" });
    await page.setViewportSize({ width: 1280, height: 900 });
  };
}
