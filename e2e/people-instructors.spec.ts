import { expect, test } from "@playwright/test";
import { expectNoA11yViolations, useTheme } from "./support/axe";
import { loginViaApi, uniqueEmail } from "./support/login";
import { invitationPath } from "./support/mail-capture";

test.beforeEach(async ({ page }) => {
  await loginViaApi(page);
});

test("owner creates an instructor, adds two rates and sees the history, sets availability, invites them", async ({ page }) => {
  const name = `Ines Rumba ${Date.now().toString(36)}`;
  await page.goto("/app/instructors");
  await page.getByRole("button", { name: "New instructor" }).click();
  const dialog = page.getByRole("dialog", { name: "New instructor" });
  await dialog.getByLabel("Name").fill(name);
  const email = uniqueEmail("ines");
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByLabel("Phone").fill("555-0100");
  await dialog.getByLabel("Bio").fill("Latin champion.");
  await dialog.getByRole("checkbox", { name: "Latin" }).check();
  await dialog.getByRole("checkbox", { name: "Rumba" }).check();
  await dialog.getByRole("button", { name: "Create instructor" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Latin · Rumba")).toBeVisible();
  await expect(page.getByText("555-0100")).toBeVisible();

  // Two rates from two dates: the earlier one stays in the history.
  const rates = page.getByRole("region", { name: "Pay rates" });
  await rates.getByLabel("Per private lesson ($)").fill("60");
  await rates.getByLabel("Per class ($)").fill("35");
  await rates.getByLabel("Effective from", { exact: true }).fill("01/01/2026");
  await rates.getByLabel("Effective from", { exact: true }).press("Enter");
  await rates.getByRole("button", { name: "Add rate" }).click();
  await expect(rates.getByRole("row", { name: "01/01/2026 $60.00 $35.00" })).toBeVisible();
  await rates.getByLabel("Per private lesson ($)").fill("72.50");
  await rates.getByLabel("Per class ($)").fill("40");
  await rates.getByLabel("Effective from", { exact: true }).fill("12/01/2026");
  await rates.getByLabel("Effective from", { exact: true }).press("Enter");
  await rates.getByRole("button", { name: "Add rate" }).click();
  await expect(rates.getByRole("row")).toHaveCount(3);
  await expect(rates.getByRole("row").nth(1)).toHaveText(/12\/01\/2026\s*\$72\.50\s*\$40\.00/);
  await expect(rates.getByRole("row").nth(2)).toHaveText(/01\/01\/2026\s*\$60\.00\s*\$35\.00/);

  // Weekly hours and a day off, saved together and still there after a reload.
  const hours = page.getByRole("region", { name: "Weekly availability" });
  await hours.getByRole("button", { name: "Add time range" }).click();
  await hours.getByLabel("Weekday 1").selectOption({ label: "Tuesday" });
  await hours.getByLabel("From 1").fill("14:00");
  await hours.getByLabel("Until 1").fill("20:00");
  // A new row takes the next day no row covers, with the last row's hours (not Monday 10:00 again).
  await hours.getByRole("button", { name: "Add time range" }).click();
  await expect(hours.getByLabel("Weekday 2")).toHaveValue("3");
  await expect(hours.getByLabel("From 2")).toHaveValue("14:00");
  // One action gives Monday to Friday the first row's hours.
  await expect(hours.getByText("Monday to Friday, 2:00 PM–8:00 PM")).toBeVisible();
  await hours.getByRole("button", { name: "Same hours on weekdays" }).click();
  await expect(hours.getByLabel(/^Weekday \d$/)).toHaveCount(5);
  for (const [index, weekday] of ["1", "2", "3", "4", "5"].entries()) {
    await expect(hours.getByLabel(`Weekday ${index + 1}`)).toHaveValue(weekday);
    await expect(hours.getByLabel(`From ${index + 1}`)).toHaveValue("14:00");
    await expect(hours.getByLabel(`Until ${index + 1}`)).toHaveValue("20:00");
  }
  await hours.getByRole("button", { name: "Add day off" }).click();
  await hours.getByLabel("Date 1", { exact: true }).fill("12/24/2026");
  await hours.getByLabel("Date 1", { exact: true }).press("Enter");
  await hours.getByLabel("Reason").fill("Holiday");
  await hours.getByRole("button", { name: "Save availability" }).click();
  await expect(hours.getByRole("status")).toHaveText("Availability saved.");
  await page.reload();
  await expect(hours.getByLabel("Weekday 1")).toHaveValue("1");
  await expect(hours.getByLabel("Weekday 5")).toHaveValue("5");
  await expect(hours.getByLabel("From 5")).toHaveValue("14:00");
  await expect(hours.getByLabel("Date 1", { exact: true })).toHaveValue("12/24/2026");
  await expect(hours.getByLabel("Reason")).toHaveValue("Holiday");

  // The invitation link, valid 7 days, e-mailed to them: the only place it is shown.
  await page.getByRole("button", { name: "Invite to Promenade" }).click();
  const invite = page.getByRole("dialog", { name: "Invite to Promenade" });
  await invite.getByRole("button", { name: "E-mail the invitation" }).click();
  await expect(invite.getByRole("status")).toContainText(`Invitation e-mailed to ${email}. The link works once, for 7 days`);
  expect(await invitationPath(email)).toMatch(/^\/invite\/[A-Za-z0-9_-]{20,}$/);

  // No lessons yet: Delete is allowed.
  page.once("dialog", (confirm) => confirm.accept());
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/app\/instructors$/);
  await expect(page.getByRole("link", { name })).toHaveCount(0);
});

test("an instructor with lessons can't be deleted: the API's message is shown; search and filter find them", async ({ page }) => {
  await page.goto("/app/instructors");
  await page.getByLabel("Search instructors").fill("maria");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/search=maria/);
  await expect(page.getByRole("list", { name: "Instructors" }).getByRole("listitem")).toHaveCount(1);
  await page.getByRole("link", { name: "Maria Lopez" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Maria Lopez" })).toBeVisible();
  await expect(page.getByText("Hours taught this month")).toBeVisible();
  page.once("dialog", (confirm) => confirm.accept());
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This instructor has lessons on record. Deactivate them instead" })).toBeVisible();

  await page.goto("/app/instructors?active=false&search=maria");
  await expect(page.getByText("No instructors match")).toBeVisible();
});

for (const theme of ["light", "dark"] as const) {
  test(`instructor list and detail pass axe in ${theme}`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto("/app/instructors");
    await expect(page.getByRole("link", { name: "Maria Lopez" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("link", { name: "Maria Lopez" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Maria Lopez" })).toBeVisible();
    await expectNoA11yViolations(page);
  });
}
