import { expect, test } from "@playwright/test";
import { expectNoA11yViolations, useTheme as setTheme } from "./support/axe";
import { uniqueName } from "./support/booking";
import { loginViaApi } from "./support/login";

/**
 * An owner sells a first package at the desk, credits it to Maria on the student's page, and sees the
 * sale in Reports → Sales: the funnel, the staff credited, the CSV — in light and dark.
 */
test("an owner credits a sale and reads the funnel in Reports → Sales", async ({ page }) => {
  test.slow();
  await loginViaApi(page);
  const name = uniqueName("Funnel");
  const created = await page.request.post("/api/students", { data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const { student } = (await created.json()) as { student: { id: string } };
  const listed = (await (await page.request.get("/api/packages")).json()) as {
    packages: { id: string; name: string; active: boolean; introOffer?: boolean }[];
  };
  const pkg = listed.packages.find((candidate) => candidate.active && !candidate.introOffer)!;
  const sold = await page.request.post(`/api/students/${student.id}/packages`, { data: { packageId: pkg.id } });
  expect(sold.status(), await sold.text()).toBe(201);

  await page.goto(`/app/students/${student.id}`);
  const panel = page.getByRole("region", { name: "Sales and credit" });
  await expect(panel.getByText(pkg.name)).toBeVisible();
  await expect(panel.getByText("Original", { exact: true })).toBeVisible();
  await panel.getByRole("button", { name: `Edit the category and credit of ${pkg.name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Sale: ${pkg.name}` });
  // Nobody was credited (the owner has no instructor record and the student no lessons yet): credit Maria.
  await dialog.getByRole("button", { name: "Add a person" }).click();
  await dialog.getByLabel("Instructor").selectOption({ label: "Maria Lopez" });
  await dialog.getByLabel("Share (%)").fill("100");
  await dialog.getByRole("button", { name: "Save sale" }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText("Maria Lopez 100%")).toBeVisible();

  for (const theme of ["light", "dark"] as const) {
    await setTheme(page, theme);
    await page.goto("/app/reports?tab=sales&period=this-month");
    await expect(page.getByRole("navigation", { name: "Reports" }).getByRole("link", { name: "Sales", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const funnel = page.getByRole("list", { name: "The funnel, step by step" });
    await expect(funnel.getByRole("listitem")).toHaveCount(5);
    await expect(funnel.getByRole("listitem").filter({ hasText: "Originals" })).toBeVisible();
    const staff = page.getByRole("region", { name: "By staff" });
    await expect(staff.getByRole("rowheader", { name: "Maria Lopez" })).toBeVisible();
    await expect(page.getByRole("region", { name: "By source" })).toBeVisible();
    await expectNoA11yViolations(page);
  }
  const csv = await page.request.get(
    await page
      .getByRole("link", { name: /CSV/ })
      .first()
      .getAttribute("href")
      .then((href) => href!),
  );
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain("Originals");
});
