import { expect, test } from "@playwright/test";

test.describe("site navigation", () => {
  test("the header links to every public page, Login / Sign Up and Dashboard", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Home", "Features", "Pricing", "Demo/Gallery", "Contact", "Dashboard"]) {
      await expect(main.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "Login / Sign Up" })).toHaveAttribute("href", "/login");
    await main.getByRole("link", { name: "Pricing" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Plans that grow with your studio" })).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the menu opens, navigates, and closes", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
      const toggle = page.getByRole("button", { name: "Open menu" });
      await toggle.click();
      const menu = page.getByRole("navigation", { name: "Mobile" });
      for (const label of ["Home", "Features", "Pricing", "Demo/Gallery", "Contact", "Dashboard", "Login / Sign Up"]) {
        await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
      }
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();

      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Features" }).click();
      await expect(page).toHaveURL(/\/features$/);
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
      await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    });

    test("the menu marks the page shown, and a tap on it just closes the menu", async ({ page }) => {
      await page.goto("/pricing");
      await page.getByRole("button", { name: "Open menu" }).click();
      const current = page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Pricing" });
      await expect(current).toHaveAttribute("aria-current", "page");
      await current.click();
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    });

    test("no page scrolls sideways at 360 px", async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      for (const path of ["/", "/features", "/pricing", "/gallery", "/contact", "/privacy-policy", "/terms-of-service"]) {
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  });
});
