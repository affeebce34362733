import fs from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "./axe";

/** With SHOTS=1, the screens and dialogs checked are shot here, per scheme and width. */
const SHOTS = process.env.SHOTS === "1";
const SHOTS_DIR = "/tmp/shots/f";

/**
 * Checks a screen as a person would meet it, in light and dark: `ready` waits for what it shows,
 * then axe runs, and at laptop and phone width nothing spills sideways. With SHOTS=1 each of
 * `regions` is shot too, per scheme and width.
 */
export async function inspect(page: Page, where: { url: string; name: string; regions: string[]; ready: (page: Page) => Promise<void> }) {
  if (SHOTS) fs.mkdirSync(SHOTS_DIR, { recursive: true });
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(where.url);
    await where.ready(page);
    await expectNoA11yViolations(page);
    for (const [width, size] of [
      [1280, "desktop"],
      [390, "phone"],
    ] as const) {
      await page.setViewportSize({ width, height: size === "phone" ? 844 : 900 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${where.name} fits ${width} px` })
        .toBeLessThanOrEqual(width);
      if (!SHOTS) continue;
      for (const name of where.regions) {
        const region = page.getByRole("region", { name, exact: true });
        await region.scrollIntoViewIfNeeded();
        const file = `${where.name}-${name.toLowerCase().replace(/[^a-z]+/g, "-")}-${size}-${theme}.png`;
        await region.screenshot({ path: path.join(SHOTS_DIR, file), animations: "disabled" });
      }
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * An open dialog, as `inspect` checks a screen: axe in light and dark (the theme follows the system
 * live), and at laptop and phone width the dialog fits; shot with SHOTS=1.
 */
export async function inspectOpen(page: Page, dialog: Locator, name: string) {
  if (SHOTS) fs.mkdirSync(SHOTS_DIR, { recursive: true });
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await expectNoA11yViolations(page);
    for (const [width, size] of [
      [1280, "desktop"],
      [390, "phone"],
    ] as const) {
      await page.setViewportSize({ width, height: size === "phone" ? 844 : 900 });
      await expect
        .poll(async () => (await dialog.boundingBox())?.width ?? Infinity, { message: `${name} fits ${width} px` })
        .toBeLessThanOrEqual(width);
      if (SHOTS) await dialog.screenshot({ path: path.join(SHOTS_DIR, `${name}-${size}-${theme}.png`), animations: "disabled" });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 900 });
}
