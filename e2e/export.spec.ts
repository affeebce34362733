import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import JSZip from "jszip";
import { readFile } from "node:fs/promises";
import { useTheme as emulateTheme } from "./support/axe";
import { DEMO_OWNER, loginViaApi } from "./support/login";

const DEMO_STUDENT = { email: "student@promenade.test", password: "promenade" };

/** WCAG A/AA on one part of the page: the section this spec is about. */
async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

test("the owner downloads the studio's zip from Settings → Export", async ({ page }) => {
  await loginViaApi(page, DEMO_OWNER);
  await page.goto("/app/settings#settings-export");
  const section = page.getByRole("region", { name: "Export" });
  await expect(section).toContainText("on every plan");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    section.getByRole("link", { name: "Download everything (.zip)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^promenade-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await JSZip.loadAsync(await readFile((await download.path())!));
  expect(Object.keys(zip.files)).toEqual(
    expect.arrayContaining(["README.txt", "students.csv", "bookings.csv", "ledger.csv", "promenade-export.json"]),
  );
  expect(await zip.files["students.csv"].async("string")).toContain("Sam Carter");
  for (const theme of ["light", "dark"] as const) {
    await emulateTheme(page, theme);
    await page.reload();
    await expectAccessible(page, 'section[aria-labelledby="settings-export"]');
  }
});

test("a student downloads their own data from their profile", async ({ page }) => {
  await loginViaApi(page, DEMO_STUDENT);
  await page.goto("/app/settings#settings-profile");
  await expect(page.getByRole("region", { name: "Export" })).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download my data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^promenade-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(data.student.record.email).toBe(DEMO_STUDENT.email);
  expect(data.student.lessons.length).toBeGreaterThan(0);
  for (const theme of ["light", "dark"] as const) {
    await emulateTheme(page, theme);
    await page.reload();
    await expectAccessible(page, 'section[aria-labelledby="settings-profile"]');
  }
});
