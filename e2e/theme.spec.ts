import { expect, test } from "@playwright/test";

const html = (page: import("@playwright/test").Page) => page.locator("html");

test.describe("theme: saved choice, else the system's, before the first paint", () => {
  test("follows the system preference when nothing is saved", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "light" });
    await page.reload();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
  });

  test("the toggle flips the theme, saves it, and the choice survives a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/pricing");
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    await page.reload();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await page.getByRole("button", { name: "Toggle dark mode" }).click();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  });

  test("when the system's scheme changes under an open page, the colours switch at once, none fading", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/pricing");
    await page.waitForLoadState("networkidle");
    // Counted as they start: a fading colour is a CSS transition.
    await page.evaluate(() => {
      (window as unknown as { fades: number }).fades = 0;
      document.addEventListener("transitionrun", () => (window as unknown as { fades: number }).fades++, true);
    });
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(html(page)).toHaveClass(/\bdark\b/);
    // Two frames on: a transition would have started (and been counted) by then.
    const fades = await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return (window as unknown as { fades: number }).fades;
    });
    expect(fades).toBe(0);
  });

  test("a saved choice wins over the system preference, before the first paint", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "light"));
    await page.emulateMedia({ colorScheme: "dark" });
    // Read the class as soon as the document is parsed, before any React code runs.
    await page.goto("/", { waitUntil: "commit" });
    await page.waitForFunction(() => document.body !== null);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    await expect(html(page)).toHaveClass(/\blight\b/);
  });
});
