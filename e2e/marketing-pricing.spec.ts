import { expect, test, type Page } from "@playwright/test";

/** The price a person sees on a plan card (the other interval's price is in the page but hidden). */
const expectPrice = (page: Page, plan: string, dollars: number) =>
  expect(page.getByTestId(`price-${plan}`)).toHaveText(new RegExp(`^\\$${dollars}\\s*/month$`), { useInnerText: true });

/** A question of the FAQ: a native disclosure (`<details>`), its question the heading in its summary. */
const faqEntry = (page: Page, question: string) =>
  page.locator("details", { has: page.getByRole("heading", { name: question, exact: true }) });

// A cell is a ✓ or — for the eye, "Included" or "Not included" for screen readers.
const YES = /^\W*Included$/;
const NO = /^\W*Not included$/;

test.describe("pricing", () => {
  test("the switch flips every price between monthly and annual", async ({ page }) => {
    await page.goto("/pricing");
    const annual = page.getByRole("switch", { name: /Annual/ });
    await expect(annual).not.toBeChecked();
    await expect(page.getByText("Save 20%")).toBeVisible();
    await expectPrice(page, "basic", 9);
    await expectPrice(page, "pro", 19);
    await expectPrice(page, "premium", 29);

    await annual.click();
    await expect(annual).toBeChecked();
    await expectPrice(page, "basic", 7);
    await expectPrice(page, "pro", 15);
    await expectPrice(page, "premium", 25);
    await expect(page.getByText("Billed annually ($180 a year)")).toBeVisible();

    await annual.focus();
    await page.keyboard.press("Space");
    await expectPrice(page, "pro", 19);
  });

  test("the home page's pricing section flips the same way", async ({ page }) => {
    await page.goto("/#pricing");
    await page.getByRole("switch", { name: /Annual/ }).click();
    await expectPrice(page, "basic", 7);
    await expectPrice(page, "premium", 25);
  });

  test("plan cards, Pro featured, and the comparison table", async ({ page }) => {
    await page.goto("/pricing");
    for (const plan of ["Basic", "Pro", "Premium"])
      await expect(page.getByRole("heading", { level: 2, name: plan, exact: true })).toBeVisible();
    const pro = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Pro", exact: true }) });
    await expect(pro.getByText("Most Popular")).toBeVisible();
    await expect(pro.getByText("Video lessons")).toBeVisible();

    const table = page.getByRole("table", { name: "Features included in each plan" });
    for (const group of ["Scheduling", "Analytics", "Social & Marketing", "Support"]) {
      await expect(table.getByRole("columnheader", { name: group })).toBeVisible();
    }
    const waitlist = table.getByRole("row", { name: /^Waitlist/ });
    await expect(waitlist.getByRole("cell")).toHaveText([NO, YES, YES]);
    const manager = table.getByRole("row", { name: /^Dedicated account manager/ });
    await expect(manager.getByRole("cell")).toHaveText([NO, NO, YES]);
  });

  test("the FAQ keeps at most one answer open and closes it on a second click", async ({ page }) => {
    await page.goto("/pricing");
    const first = faqEntry(page, "Can I change my plan at any time?");
    const second = faqEntry(page, "Is there a money-back guarantee?");
    await expect(page.locator("details", { has: page.getByRole("heading", { name: /\?$/ }) })).toHaveCount(5);

    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(page.getByText(/Upgrades take effect immediately/)).toBeVisible();

    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open");
    await expect(page.getByText(/Upgrades take effect immediately/)).toBeHidden();
    await expect(page.getByText("Yes. Every paid plan comes with a 14-day money-back guarantee.")).toBeVisible();

    await second.locator("summary").click();
    await expect(second).not.toHaveAttribute("open");
    await expect(page.getByText("Yes. Every paid plan comes with a 14-day money-back guarantee.")).toBeHidden();

    // The keyboard opens a question too (Enter on its summary).
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
  });

  test("the call to action leads to sign-up and to sales", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.getByRole("link", { name: "Sign Up Now" })).toHaveAttribute("href", "/signup");
    await page.getByRole("link", { name: "Contact Sales" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
