import { expect, test, type Page } from "@playwright/test";

// A string only the player module contains (its easing), to recognise its chunk among the scripts.
const PLAYER_MARK = "cubic-bezier(.45,0,.25,1)";

function watchScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => ""));
  });
  return async () => (await Promise.all(bodies)).some((body) => body.includes(PLAYER_MARK));
}

const footAnimations = (page: Page) =>
  page.evaluate(
    () =>
      document.getAnimations().filter((animation) => (animation.effect as KeyframeEffect | null)?.target?.hasAttribute("data-foot")).length,
  );

test.describe("hero animation, loaded on demand", () => {
  test("fetches the player after the page is interactive and dances", async ({ page }) => {
    const playerLoaded = watchScripts(page);
    await page.goto("/");
    await expect.poll(() => footAnimations(page)).toBeGreaterThan(0);
    expect(await playerLoaded()).toBe(true);
  });

  test("loads and plays nothing with reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const playerLoaded = watchScripts(page);
    await page.goto("/");
    await expect(page.getByTestId("hero-animation")).toBeVisible();
    // Two idle periods after load: without reduced motion the player would be imported by then.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    expect(await footAnimations(page)).toBe(0);
    expect(await playerLoaded()).toBe(false);
  });

  test("keeps its box: no layout shift on the home page", async ({ page }) => {
    await page.goto("/");
    await expect.poll(() => footAnimations(page)).toBeGreaterThan(0);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
        }),
    );
    expect(shift).toBe(0);
  });
});
