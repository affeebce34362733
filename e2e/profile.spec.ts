import { expect, test } from "@playwright/test";
import { expectNoA11yViolations, useTheme } from "./support/axe";
import { newStudentContext, STUDENT_PASSWORD } from "./support/booking";
import { loginViaApi } from "./support/login";

test.beforeEach(async ({ request }) => {
  await loginViaApi(request);
});

test("a student updates their contact details and password in Settings → Profile", async ({ browser, request }) => {
  const { context, page, student } = await newStudentContext(browser, request);
  await page.goto("/app/settings");
  const profile = page.getByRole("region", { name: "Profile" });
  await expect(profile.getByLabel("E-mail")).toHaveValue(student.email);
  await expect(profile.getByText("Newcomer")).toBeVisible();
  await profile.getByLabel("Phone").fill("555-0142");
  await profile.getByLabel("Emergency contact").fill("Rosa, 555-0199");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(profile.getByRole("status")).toHaveText("Profile saved.");
  await page.reload();
  await expect(profile.getByLabel("Phone")).toHaveValue("555-0142");
  await expect(profile.getByLabel("Emergency contact")).toHaveValue("Rosa, 555-0199");

  const password = profile.getByRole("form", { name: "Change password" });
  await password.getByLabel("Current password").fill("not-my-password");
  await password.getByLabel("New password").fill("a-brand-new-one");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByRole("alert")).toHaveText("Your current password is wrong.");
  await expect(password.getByLabel("New password")).toHaveValue("a-brand-new-one");
  await password.getByLabel("Current password").fill(STUDENT_PASSWORD);
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByRole("status")).toContainText("Password changed.");
  await context.close();

  const fresh = await browser.newContext();
  await loginViaApi(fresh, { email: student.email, password: "a-brand-new-one" });
  await fresh.close();
});

for (const theme of ["light", "dark"] as const) {
  test(`Settings → Profile passes axe in ${theme}`, async ({ browser, request }) => {
    const { context, page } = await newStudentContext(browser, request);
    await useTheme(page, theme);
    await page.goto("/app/settings");
    await expect(page.getByRole("heading", { name: "Profile" })).toBeVisible();
    await expectNoA11yViolations(page);
    await context.close();
  });
}
