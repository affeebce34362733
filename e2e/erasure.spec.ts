import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoA11yViolations, useTheme } from "./support/axe";
import { newStudentContext } from "./support/booking";
import { loginViaApi } from "./support/login";

test.beforeEach(async ({ request }) => {
  await loginViaApi(request);
});

async function ownerPage(browser: Browser, theme: "light" | "dark" = "light"): Promise<Page> {
  const context = await browser.newContext();
  await loginViaApi(context);
  const page = await context.newPage();
  await page.emulateMedia({ colorScheme: theme });
  return page;
}

async function askToBeErased(page: Page, message: string) {
  await page.goto("/app/settings");
  const section = page.getByRole("heading", { name: "Erase my data" }).locator("..");
  await section.getByLabel("Message to the studio (optional)").fill(message);
  await section.getByRole("button", { name: "Ask the studio to erase my data" }).click();
  await expect(section.getByRole("status")).toContainText("You asked on");
}

test("a student asks to be erased; the owner sees it and erases them once the name is typed", async ({ browser, request }) => {
  const { context, page, student } = await newStudentContext(browser, request);
  await askToBeErased(page, "I'm moving to Lisbon.");

  const owner = await ownerPage(browser);
  await owner.goto("/app/students");
  const banner = owner.getByRole("region", { name: /to have their personal data erased/ });
  await banner.getByRole("link", { name: student.name }).click();
  const notice = owner.getByRole("region", { name: /Asked to be erased on/ });
  await expect(notice).toContainText("I'm moving to Lisbon.");
  await notice.getByRole("button", { name: "Erase…" }).click();
  const dialog = owner.getByRole("dialog", { name: `Erase ${student.name}'s personal data?` });
  const confirm = dialog.getByRole("button", { name: "Erase personal data" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${student.name} to confirm`).fill(student.name.slice(0, 3));
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${student.name} to confirm`).fill(student.name.toLowerCase());
  await confirm.click();
  await expect(owner.getByRole("heading", { level: 1, name: /^Former student #\d+$/ })).toBeVisible();
  await expect(owner.getByText(/Personal data erased on/)).toBeVisible();
  await expect(owner.getByRole("button", { name: "Erase personal data…" })).toHaveCount(0);
  await expect(owner.getByRole("link", { name: "Account" })).toBeVisible();

  // The student's account left the studio: the next page they open asks them to log in.
  await page.goto("/app/schedule");
  await expect(page).toHaveURL(/\/login/);
  await owner.context().close();
  await context.close();
});

for (const theme of ["light", "dark"] as const) {
  test(`the owner declines a request with a reason; the screens pass axe in ${theme}`, async ({ browser, request }) => {
    const { context, page, student } = await newStudentContext(browser, request);
    await useTheme(page, theme);
    await askToBeErased(page, "Please remove my photos too.");
    await expectNoA11yViolations(page);

    const owner = await ownerPage(browser, theme);
    await owner.goto("/app/students");
    await expectNoA11yViolations(owner);
    await owner
      .getByRole("region", { name: /to have their personal data erased/ })
      .getByRole("link", { name: student.name })
      .click();
    const notice = owner.getByRole("region", { name: /Asked to be erased on/ });
    await expect(notice).toBeVisible();
    await expectNoA11yViolations(owner);
    await notice.getByRole("button", { name: "Decline…" }).click();
    const dialog = owner.getByRole("dialog", { name: `Decline ${student.name}'s request?` });
    await dialog.getByLabel("Reason (optional)").fill("Your account still has an unpaid balance.");
    await expectNoA11yViolations(owner);
    await dialog.getByRole("button", { name: "Decline request" }).click();
    await expect(notice).toHaveCount(0);

    await page.reload();
    await expect(page.getByText(/The studio declined your request on/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Ask the studio to erase my data" })).toBeVisible();
    await owner.context().close();
    await context.close();
  });
}
