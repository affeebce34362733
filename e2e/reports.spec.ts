import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectNoA11yViolations, useTheme } from "./support/axe";
import { holdScripts } from "./support/hold-scripts";
import { loginViaApi, signUpViaApi } from "./support/login";

const TABS: [string, string][] = [
  ["Summary", "Cash received by method"],
  ["Attendance", "Attendance by instructor"],
  ["Revenue", "Revenue by month"],
  ["Payroll", "Pay by instructor"],
  ["Utilisation", "Instructors: booked ÷ available hours"],
  ["Retention", "Monthly cohorts: still dancing after 1, 3 and 6 months"],
];

const reportsNav = (page: Page) => page.getByRole("navigation", { name: "Reports" });

test.describe("the owner's reports", () => {
  test.beforeEach(async ({ page }) => {
    await loginViaApi(page);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`every tab opens with its tables and passes axe in ${theme}`, async ({ page }) => {
      // Seven tabs, each rendered on the server and scanned: on a loaded two-core machine that outlasts 30 s.
      test.slow();
      await useTheme(page, theme);
      await page.goto("/app/reports");
      await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
      for (const [tab, table] of TABS) {
        await reportsNav(page).getByRole("link", { name: tab, exact: true }).click();
        await expect(reportsNav(page).getByRole("link", { name: tab, exact: true })).toHaveAttribute("aria-current", "page");
        await expect(page.getByRole("heading", { name: table })).toBeVisible();
        await expectNoA11yViolations(page);
      }
      // The demo studio is on Pro: custom reports show the plan that unlocks them.
      await reportsNav(page).getByRole("link", { name: "Custom Premium plan only" }).click();
      await expect(page.getByRole("heading", { name: "Available on Premium" })).toBeVisible();
      await expectNoA11yViolations(page);
    });
  }

  test("a range typed quickly keeps both dates: the second doesn't pair with the page's old first", async ({ page }) => {
    await page.goto("/app/reports?tab=revenue&from=2026-03-01&to=2026-03-31");
    await expect(page.getByLabel("Dates: from")).toHaveValue("03/01/2026");
    // No wait between the two: the first date's navigation is still on its way when the second is entered.
    await page.getByLabel("Dates: from").fill("01/01/2026");
    await page.getByLabel("Dates: from").press("Tab");
    await page.getByLabel("Dates: to").fill("06/30/2026");
    await page.getByLabel("Dates: to").press("Enter");
    await expect(page).toHaveURL(/from=2026-01-01&to=2026-06-30/);
    await expect(page.getByText("Thu, Jan 1, 2026 – Tue, Jun 30, 2026")).toBeVisible();
    await expect(page.getByLabel("Dates: from")).toHaveValue("01/01/2026");
  });

  test("the summary fits a laptop screen without scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/app/reports");
    await expect(page.getByRole("heading", { name: "Cash received by method" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("a period chosen before the page's script has run is still applied", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/app/reports", { waitUntil: "domcontentloaded" });
    await page.getByLabel("Period", { exact: true }).selectOption("last-month");
    release();
    await expect(page).toHaveURL(/period=last-month/);
    await expect(page.getByLabel("Period", { exact: true })).toHaveValue("last-month");
  });

  test("changes the period in the URL, compares it, exports a CSV and prints the tables alone", async ({ page }) => {
    await page.goto("/app/reports?tab=revenue");
    await page.getByLabel("Period", { exact: true }).selectOption("last-month");
    await expect(page).toHaveURL(/period=last-month/);
    await expect(page.getByText(/, compared with /)).toBeVisible();
    await page.getByLabel("Period", { exact: true }).selectOption("custom");
    // Each date is applied on Enter (the URL changes); the second waits for the first.
    await page.getByLabel("Dates: from").fill("01/01/2026");
    await page.getByLabel("Dates: from").press("Enter");
    await expect(page).toHaveURL(/from=2026-01-01/);
    await page.getByLabel("Dates: to").fill("06/30/2026");
    await page.getByLabel("Dates: to").press("Enter");
    await expect(page).toHaveURL(/from=2026-01-01&to=2026-06-30/);
    await expect(page.getByText("Thu, Jan 1, 2026 – Tue, Jun 30, 2026")).toBeVisible();
    await expect(page.getByRole("table", { name: "Revenue by month" }).getByRole("row")).toHaveCount(7);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("revenue-2026-01-01-to-2026-06-30.csv");
    const csv = fs
      .readFileSync(await file.path(), "utf8")
      .trim()
      .split("\n");
    expect(csv[0]).toBe("Month,Received (USD),Refunded (USD),Net (USD),Charged (USD)");
    expect(csv).toHaveLength(7);

    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("table", { name: "Revenue by month" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Studio" })).toBeHidden();
    await expect(reportsNav(page)).toBeHidden();
    await expect(page.getByRole("link", { name: "Export CSV" })).toBeHidden();
  });

  test("the payroll rule is set on the Payroll tab", async ({ page }) => {
    await page.goto("/app/reports?tab=payroll&period=this-year");
    const rule = page.getByRole("switch", { name: "Pay instructors for no-shows and late cancels" });
    const wasOn = (await rule.getAttribute("aria-checked")) === "true";
    await rule.click();
    await page.getByRole("button", { name: "Save rules" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: wasOn ? "late cancels are not paid;" : "late cancels are paid;" }),
    ).toBeVisible();
    await expect(page.getByText(wasOn ? "Not paid (studio rule)" : "Paid (studio rule)")).toBeVisible();
    // Put it back for the other tests.
    await rule.click();
    await page.getByRole("button", { name: "Save rules" }).click();
    await expect(page.getByText(wasOn ? "Paid (studio rule)" : "Not paid (studio rule)")).toBeVisible();
  });
});

test("an instructor sees only their own attendance and pay", async ({ page, request }) => {
  await loginViaApi(page, { email: "instructor@promenade.test", password: "promenade" });
  await page.goto("/app/reports");
  await expect(reportsNav(page).getByRole("link")).toHaveText(["Attendance", "Payroll"]);
  await expect(page.getByRole("heading", { name: "Pay by instructor" })).toBeVisible();
  const rows = page.getByRole("table", { name: "Pay by instructor" }).getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("Maria Lopez");
  await expect(page.getByRole("switch")).toHaveCount(0);
  // The system's scheme changes under the open page (the theme script follows it).
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
    await expectNoA11yViolations(page);
  }

  await loginViaApi(request);
  const { instructors } = (await (await request.get("/api/instructors")).json()) as { instructors: { id: string; name: string }[] };
  const james = instructors.find((instructor) => instructor.name === "James Chen")!;
  const other = await page.request.get(`/api/reports/payroll?instructorId=${james.id}`);
  expect(other.status()).toBe(403);
  expect((await page.request.get("/api/reports/revenue")).status()).toBe(403);
});

test("on Basic the summary and attendance open, and every other tab names the plan that unlocks it", async ({ page }) => {
  await signUpViaApi(page, { studioName: "Basic Steps" });
  const changed = await page.request.put("/api/subscription", { data: { plan: "basic", interval: "month" } });
  expect(changed.ok(), await changed.text()).toBe(true);
  await page.goto("/app/reports");
  await expect(page.getByText("Nothing recorded in this period or the one before.")).toBeVisible();
  await reportsNav(page).getByRole("link", { name: "Revenue Pro plan only" }).click();
  await expect(page.getByRole("heading", { name: "Available on Pro" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Revenue by month" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveCount(0);
  await reportsNav(page).getByRole("link", { name: "Custom Premium plan only" }).click();
  await expect(page.getByRole("heading", { name: "Available on Premium" })).toBeVisible();
});

test("a Premium owner builds, saves, opens and deletes a custom report", async ({ page }) => {
  await signUpViaApi(page, { studioName: "Custom Steps" });
  const upgraded = await page.request.put("/api/subscription", { data: { plan: "premium", interval: "month" } });
  expect(upgraded.ok(), await upgraded.text()).toBe(true);
  await page.goto("/app/reports?tab=custom");
  await expect(page.getByText("None yet: build one and save it by name.")).toBeVisible();
  const form = page.getByRole("form", { name: "New custom report" });
  await form.getByRole("button", { name: "Save report" }).click();
  await expect(form.getByText("Give the report a name.")).toBeVisible();
  await form.getByLabel("Name").fill("Revenue by month");
  await form.getByLabel("Measure").selectOption("revenue");
  await form.getByLabel("Group by").selectOption("month");
  await form.getByLabel("Chart").selectOption("line");
  await form.getByRole("button", { name: "Save report" }).click();
  await expect(page).toHaveURL(/report=/);
  // The report's own heading (its table below carries the same name).
  await expect(page.getByRole("heading", { name: "Revenue by month", level: 2 }).first()).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Saved reports" }).getByRole("link", { name: "Revenue by month" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectNoA11yViolations(page);

  // Lessons carry a dance (their own or their service's): grouping by it saves and runs like any other.
  await form.getByLabel("Name").fill("Lessons by dance");
  await form.getByLabel("Measure").selectOption("lessons");
  await form.getByLabel("Group by").selectOption("dance");
  await form.getByRole("button", { name: "Save report" }).click();
  await expect(page.getByRole("heading", { name: "Lessons by dance", level: 2 }).first()).toBeVisible();
  await expect(page.getByText("Lessons taught by dance · Line chart")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Saved reports" }).getByRole("link", { name: "Lessons by dance" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  const saved = page.getByRole("navigation", { name: "Saved reports" });
  for (const name of ["Lessons by dance", "Revenue by month"]) {
    await saved.getByRole("link", { name }).click();
    await expect(saved.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
    page.once("dialog", (dialog) => dialog.accept());
    await page.getByRole("button", { name: "Delete report" }).click();
    await expect(saved.getByRole("link", { name })).toHaveCount(0);
  }
  await expect(page.getByText("None yet: build one and save it by name.")).toBeVisible();
});
