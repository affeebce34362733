import { expect, test, type Page } from "@playwright/test";
// Aliased: called from a plain helper, and it is no React hook despite its name.
import { expectNoA11yViolations, useTheme as emulateTheme } from "./support/axe";
import { loginViaApi, signUpViaApi } from "./support/login";

// Each test signs up its own studio: a brand-new studio's empty pipeline, then one inquiry worked from Today.

async function scanBothThemes(page: Page, path: string, heading: string) {
  for (const theme of ["light", "dark"] as const) {
    await emulateTheme(page, theme);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectNoA11yViolations(page);
  }
}

/** A day a week from now, as a date field takes it. */
function nextWeek(): string {
  return new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
}

test("an owner takes a phone call as an inquiry and works its follow-up from Today", async ({ page }) => {
  await signUpViaApi(page, { studioName: "Rumba Room" });
  await page.goto("/app/inquiries");
  await expect(page.getByRole("heading", { level: 2, name: "No inquiries yet" })).toBeVisible();

  // The call: a new inquiry, due for a follow-up today (the form's default).
  await page.getByRole("button", { name: "New inquiry" }).click();
  const dialog = page.getByRole("dialog", { name: "New inquiry" });
  await dialog.getByLabel("Name").fill("Dana Whitmore");
  await dialog.getByLabel("Phone").fill("+1 212 555 0188");
  await dialog.getByLabel("How they came").selectOption({ label: "Phone call" });
  await dialog.getByLabel("Interested in").selectOption({ label: "Wedding dance" });
  await dialog.getByLabel("Next step").fill("Call back about the wedding date");
  await dialog.getByRole("button", { name: "Save inquiry" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dana Whitmore" })).toBeVisible();
  await expect(page.getByRole("region", { name: /Stages/ }).getByText("New", { exact: true })).toBeVisible();

  // Today lists it; the owner opens it from there.
  await page.goto("/app/today");
  const panel = page.getByRole("region", { name: /Follow-ups due/ });
  await expect(panel.getByRole("heading", { name: "Follow-ups due (1)" })).toBeVisible();
  await expect(panel.getByText("Call back about the wedding date")).toBeVisible();
  await panel.getByRole("link", { name: "Dana Whitmore" }).click();

  // Lost needs a reason; the owner then books the next step instead.
  const form = page.getByRole("form", { name: "Next step" });
  await form.getByLabel("Stage").selectOption({ label: "Lost" });
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByText("Say why the inquiry was lost.")).toBeVisible();
  await form.getByLabel("Stage").selectOption({ label: "New" });
  await form.getByLabel("Follow up on").fill(nextWeek());
  await form.getByLabel("Task").fill("Send the wedding package prices");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByRole("status")).toHaveText("Inquiry saved.");

  // Today no longer lists it; the list shows the next date and task.
  await page.goto("/app/today");
  await expect(page.getByRole("region", { name: /Follow-ups due/ }).getByText("No follow-ups due today.", { exact: false })).toBeVisible();
  await page.goto("/app/inquiries?stage=new");
  await expect(page.getByRole("row", { name: /Dana Whitmore/ })).toContainText("Send the wedding package prices");
  await scanBothThemes(page, "/app/inquiries", "Inquiries");
  await page.getByRole("link", { name: "Dana Whitmore" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dana Whitmore" })).toBeVisible();
  await expectNoA11yViolations(page);
});

test("the demo owner marks a seeded follow-up done on Today, and it leaves the panel", async ({ page }) => {
  await loginViaApi(page);
  await page.goto("/app/today");
  const panel = page.getByRole("region", { name: /Follow-ups due/ });
  const done = panel.getByRole("button", { name: "Follow-up with Tomás Rivera done" });
  await expect(done).toBeVisible();
  await done.click();
  await expect(done).toBeHidden();
  await expect(panel.getByRole("link", { name: "Tomás Rivera" })).toBeHidden();
  await scanBothThemes(page, "/app/today", "Today");
});
