import { expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./support/axe";

const PAGES = ["/", "/features", "/pricing", "/gallery", "/contact", "/privacy-policy", "/terms-of-service", "/no-such-page"];

for (const theme of ["light", "dark"] as const) {
  test.describe(`accessibility in ${theme} mode`, () => {
    for (const path of PAGES) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: theme, reducedMotion: "reduce" });
        await page.goto(path);
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /\blight\b/);
        await expectNoA11yViolations(page);
      });
    }
  });
}

test("the pricing page stays accessible with the FAQ open and annual prices shown", async ({ page }) => {
  await page.goto("/pricing");
  await page.getByRole("switch", { name: /Annual/ }).click();
  await page.locator("summary", { has: page.getByRole("heading", { name: "Is there a free trial?" }) }).click();
  await expect(page.getByText(/no credit card is required/)).toBeVisible();
  await expectNoA11yViolations(page);
});

test("the contact form stays accessible while showing errors", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please enter your name.")).toBeVisible();
  await expectNoA11yViolations(page);
});
