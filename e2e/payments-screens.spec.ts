import { expect, test } from "@playwright/test";
import { expectNoA11yViolations, useTheme } from "./support/axe";
import { inviteStudent, newStudentContext } from "./support/booking";
import { loginViaApi } from "./support/login";
import { createGroupPackage } from "./support/payments";

test.beforeEach(async ({ request }) => {
  await loginViaApi(request);
});

for (const theme of ["light", "dark"] as const) {
  test(`the owner's Payments screen and a receipt pass axe in ${theme}`, async ({ page, request }) => {
    const student = await inviteStudent(request);
    const paid = await request.post("/api/payments", {
      data: { studentId: student.id, amountCents: 4_500, method: "check", note: "Check 1042" },
    });
    expect(paid.status(), await paid.text()).toBe(201);
    const { payment } = (await paid.json()) as { payment: { id: string } };

    await useTheme(page, theme);
    await loginViaApi(page);
    await page.goto("/app/payments");
    await expect(page.getByRole("link", { name: new RegExp(`^Receipt for \\$45\\.00 from ${student.name}`) })).toBeVisible();
    await expect(page.locator('[aria-busy="false"]').first()).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Record payment" }).click();
    await expect(page.getByRole("dialog", { name: "Record payment" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press("Escape");

    await page.goto(`/app/payments/receipts/${payment.id}`);
    await expect(page.getByRole("article", { name: "Receipt" })).toContainText("Check 1042");
    await expectNoA11yViolations(page);
    // Printed, the receipt stands alone: no sidebar, no buttons.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("article", { name: "Receipt" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Studio" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  });

  test(`the student's Payments screen passes axe in ${theme}`, async ({ browser, request }) => {
    const pass = await createGroupPackage(request, { units: 5, priceCents: 9_500 });
    const { context, page, student } = await newStudentContext(browser, request);
    const sold = await request.post(`/api/students/${student.id}/packages`, {
      data: { packageId: pass.id, payment: { method: "cash", amountCents: 5_000 } },
    });
    expect(sold.status(), await sold.text()).toBe(201);

    await useTheme(page, theme);
    await page.goto("/app/payments");
    await expect(page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Payments" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByText("You owe $45.00")).toBeVisible();
    await expect(page.getByRole("list", { name: "Lesson packages" })).toContainText("5 of 5 left · expires");
    await expectNoA11yViolations(page);

    // Their own receipt opens for them.
    await page.getByRole("link", { name: new RegExp(`^Receipt for Payment for ${pass.name}`) }).click();
    await expect(page.getByRole("article", { name: "Receipt" })).toContainText(student.name);
    await expect(page.getByRole("article", { name: "Receipt" }).getByRole("row", { name: /Total/ })).toContainText("$50.00");
    await context.close();
  });
}

test("the owner manages packages and service prices with validation", async ({ page }) => {
  await loginViaApi(page);
  await page.goto("/app/payments");
  await page.getByRole("button", { name: "New package" }).click();
  const dialog = page.getByRole("dialog", { name: "New package" });
  await dialog.getByRole("button", { name: "Create package" }).click();
  await expect(dialog.getByText("Give the package a name, e.g. 10 Private Lessons.")).toBeVisible();
  await expect(dialog.getByText("Choose at least one service the package pays for.")).toBeVisible();
  const name = `Practice Card ${Date.now().toString(36)}`;
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Lessons").fill("5");
  await dialog.getByLabel("Price").fill("-5");
  await dialog.getByLabel("Group Class").check();
  await dialog.getByRole("button", { name: "Create package" }).click();
  await expect(dialog.getByText("Enter an amount above zero.")).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveValue(name);
  // The server's own limits come back beside the field, with what was typed still there.
  await dialog.getByLabel("Price").fill("1000000.01");
  await dialog.getByRole("button", { name: "Create package" }).click();
  await expect(dialog.getByText("The price is too large.")).toBeVisible();
  await expect(dialog.getByLabel("Price")).toHaveValue("1000000.01");
  await dialog.getByLabel("Price").fill("99.5");
  await dialog.getByRole("button", { name: "Create package" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("region", { name: "Packages" }).getByRole("listitem").filter({ hasText: name })).toContainText(
    "5 lessons · $99.50 · 180 days · Group Class",
  );

  // The demo studio is on Pro, which includes data export: the period's payments download as CSV.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);

  await page.goto("/app/settings");
  const services = page.getByRole("region", { name: "Services" });
  await expect(services.getByRole("listitem").filter({ hasText: "Group Class" }).first()).toContainText("Group class · 60 min · $25.00");
  await services.getByRole("button", { name: "Edit Practice Party" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Practice Party" });
  await edit.getByLabel("Price").fill("fifteen");
  await edit.getByRole("button", { name: "Save service" }).click();
  // Said beside the field (its description), as every field's message is, the typed text kept.
  await expect(edit.getByLabel("Price")).toHaveAccessibleDescription(/Enter an amount like 95 or 95\.50\./);
  await expect(edit.getByLabel("Price")).toHaveValue("fifteen");
});

test("the owner voids an unpaid package charge from the student's account", async ({ page, request }) => {
  const pass = await createGroupPackage(request, { units: 4, priceCents: 8_000 });
  const student = await inviteStudent(request);
  const sold = await request.post(`/api/students/${student.id}/packages`, { data: { packageId: pass.id } });
  expect(sold.status(), await sold.text()).toBe(201);

  await loginViaApi(page);
  await page.goto(`/app/payments/students/${student.id}`);
  await expect(page.getByText("Owes $80.00")).toBeVisible();
  await expect(page.locator('[aria-busy="false"]').first()).toBeVisible();
  await expectNoA11yViolations(page);
  const history = page.getByRole("list", { name: "Account history, newest first" });
  await history.getByRole("button", { name: new RegExp(`^Void ${pass.name}`) }).click();
  const dialog = page.getByRole("dialog", { name: "Void this charge?" });
  await dialog.getByRole("button", { name: "Void charge" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("All settled")).toBeVisible();
  await expect(history.getByRole("listitem").first()).toContainText("Voided");
  await expect(history.getByRole("listitem").filter({ hasText: /^Charge/ })).toContainText("$80.00");
});
