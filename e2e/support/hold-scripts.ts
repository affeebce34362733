import type { Page } from "@playwright/test";

/**
 * A slow phone: the page's scripts are held back (its server-rendered HTML is on screen and can be
 * used) until the returned function lets them through.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
