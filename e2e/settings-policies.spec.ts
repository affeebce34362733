import { expect, test } from "@playwright/test";
import { expectNoA11yViolations, useTheme } from "./support/axe";
import { signUpViaApi } from "./support/login";

// A studio of its own (sign-up), so changing its policies never affects other specs' bookings.
test("owner sets a late-cancel fee and a no-show policy; a missing fee is explained and the typed input kept", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/app/settings");
  const section = page.getByRole("region", { name: "Cancellations and missed lessons" });
  await expect(section.locator('[aria-busy="false"]')).toBeVisible();
  await expect(section.getByLabel("Cancellation window (hours)")).toHaveValue("24");

  const late = section.getByRole("group", { name: "When a student cancels late" });
  await late.getByRole("radio", { name: /Charge a fee instead/ }).check();
  await section.getByLabel("Cancellation window (hours)").fill("12");
  await section.getByRole("button", { name: "Save policies" }).click();
  await expect(section.getByText("Enter the fee, e.g. 20 or 20.50.")).toBeVisible();
  await expect(section.getByLabel("Cancellation window (hours)")).toHaveValue("12");

  await late.getByLabel("Late-cancel fee").fill("20");
  const noShow = section.getByRole("group", { name: "When a student doesn't show up" });
  await noShow.getByRole("radio", { name: /No charge/ }).check();
  await section.getByRole("button", { name: "Save policies" }).click();
  await expect(section.getByRole("status")).toHaveText("Policies saved.");

  const saved = await (await page.request.get("/api/studio/policies")).json();
  expect(saved.policies).toMatchObject({
    cancellationWindowHours: 12,
    lateCancelPolicy: "fee",
    lateCancelFeeCents: 2000,
    noShowPolicy: "none",
  });

  await page.reload();
  await expect(section.locator('[aria-busy="false"]')).toBeVisible();
  await expect(late.getByRole("radio", { name: /Charge a fee instead/ })).toBeChecked();
  await expect(late.getByLabel("Late-cancel fee")).toHaveValue("20.00");
  await expectNoA11yViolations(page);
});

test("the policy section passes axe in dark mode", async ({ page }) => {
  await useTheme(page, "dark");
  await signUpViaApi(page);
  await page.goto("/app/settings");
  const section = page.getByRole("region", { name: "Cancellations and missed lessons" });
  await expect(section.locator('[aria-busy="false"]')).toBeVisible();
  await section
    .getByRole("group", { name: "When a student doesn't show up" })
    .getByRole("radio", { name: /Charge a fee instead/ })
    .check();
  await expectNoA11yViolations(page);
});
