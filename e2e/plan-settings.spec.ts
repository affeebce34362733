import { expect, test, type Page } from "@playwright/test";
import { expectNoA11yViolations, useTheme } from "./support/axe";
import { signUpViaApi } from "./support/login";

// Every test signs up its own studio: the demo studio stays on Pro for the other specs.

async function openPlan(page: Page) {
  await page.goto("/app/settings");
  const section = page.getByRole("region", { name: "Plan" });
  await expect(section.getByTestId("current-plan")).toBeVisible();
  return section;
}

async function choose(page: Page, button: string, dialogTitle: string) {
  await page.getByRole("region", { name: "Plan" }).getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog", { name: dialogTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("an owner leaves the trial for Basic, upgrades to Pro with a prorated amount, then downgrades and cancels", async ({ page }) => {
  await signUpViaApi(page);
  const section = await openPlan(page);
  const sidebar = page.locator("#app-sidebar");
  await expect(section.getByTestId("current-plan")).toContainText(/Pro — trial ends \w{3} \d{1,2}/);
  await expect(sidebar.getByText("Trial", { exact: true })).toBeAttached();

  let dialog = await choose(page, "Choose Basic", "Start Basic");
  await expect(dialog.getByTestId("change-amount")).toHaveText("$9");
  await dialog.getByRole("button", { name: "Start Basic" }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole("status").filter({ hasText: "You're on Basic now." })).toBeVisible();
  await expect(section.getByTestId("current-plan")).toContainText("Billed monthly · Next billing date");
  await expect(sidebar.getByTestId("plan-name")).toHaveText("Basic");

  // The same day: the rest of the period is (nearly) all of it, so about the $10 difference.
  dialog = await choose(page, "Upgrade to Pro", "Upgrade to Pro");
  await expect(dialog.getByTestId("change-amount")).toHaveText(/^\$(10|9\.9\d)$/);
  await dialog.getByRole("button", { name: "Confirm upgrade" }).click();
  await expect(section.getByRole("status").filter({ hasText: "You're on Pro now." })).toBeVisible();
  await expect(sidebar.getByTestId("plan-name")).toHaveText("Pro");

  dialog = await choose(page, "Switch to Basic", "Switch to Basic");
  await expect(dialog).toContainText("nothing is charged now");
  await dialog.getByRole("button", { name: /^Switch on / }).click();
  await expect(section.getByTestId("current-plan")).toContainText(/Changes to Basic on \w{3} \d{1,2}/);
  await expect(sidebar.getByTestId("plan-name")).toHaveText("Pro");

  dialog = await choose(page, "Keep Pro", "Keep Pro");
  await dialog.getByRole("button", { name: "Keep Pro" }).click();
  await expect(section.getByTestId("current-plan")).not.toContainText("Changes to Basic");

  dialog = await choose(page, "Cancel plan", "Cancel your plan");
  await expect(dialog).toContainText("Your studio moves to Free on");
  await dialog.getByRole("button", { name: "Cancel plan" }).click();
  await expect(section.getByTestId("current-plan")).toContainText(/Cancelled: moves to Free on \w{3} \d{1,2}/);
  await expect(section.getByRole("button", { name: "Cancel plan" })).toHaveCount(0);

  // Still there after a reload: the server kept the scheduled change.
  await page.reload();
  await expect(page.getByTestId("current-plan")).toContainText("Cancelled: moves to Free on");
});

test("annual billing: the switch shows yearly prices and an annual upgrade starts a year", async ({ page }) => {
  await signUpViaApi(page);
  const section = await openPlan(page);
  await section.getByRole("switch", { name: "Annual billing" }).click();
  const premium = section.getByRole("listitem", { name: "Premium" });
  await expect(premium).toContainText("Billed annually ($300 a year)");
  const dialog = await choose(page, "Choose Premium", "Start Premium");
  await expect(dialog.getByTestId("change-amount")).toHaveText("$300");
  await dialog.getByRole("button", { name: "Start Premium" }).click();
  await expect(section.getByTestId("current-plan")).toContainText("Billed annually");
  await expect(premium.getByRole("button", { name: "Current plan" })).toBeDisabled();
});

for (const theme of ["light", "dark"] as const) {
  test(`the plan section and its dialog pass axe (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await signUpViaApi(page);
    await openPlan(page);
    await expectNoA11yViolations(page);
    await choose(page, "Choose Pro", "Start Pro");
    await expectNoA11yViolations(page);
  });
}
