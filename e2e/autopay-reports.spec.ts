import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { instantToLocal } from "@/lib/dates/wall-time";
import { expectNoA11yViolations } from "./support/axe";
import { STUDIO_ZONE } from "./support/booking";
import { signUpViaApi } from "./support/login";

// With SHOTS=1 the changed screens are shot light and dark, on a laptop and at phone width.
const SHOTS = process.env.SHOTS === "1";
const SHOTS_DIR = "/tmp/shots/d";

async function post(request: APIRequestContext, url: string, data: unknown) {
  const response = await request.post(url, { data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return response.json();
}

/** Shoots `region` (a locator's page area) in both colour schemes at both widths (SHOTS=1 only). */
async function shoot(
  page: Page,
  url: string,
  name: string,
  region: (page: Page) => ReturnType<Page["locator"]>,
  prepare: (page: Page) => Promise<void> = async () => {},
) {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  for (const [width, height, size] of [
    [1280, 900, "desktop"],
    [390, 844, "phone"],
  ] as const) {
    for (const theme of ["light", "dark"] as const) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(url);
      await prepare(page);
      await region(page).scrollIntoViewIfNeeded();
      await region(page).screenshot({ path: path.join(SHOTS_DIR, `${name}-${size}-${theme}.png`), animations: "disabled" });
    }
  }
}

test.describe("autopay in the owner's reports and settings", () => {
  test("members, MRR and automatic payments show once a student is enrolled; the notice days are set in Settings", async ({ page }) => {
    test.slow();
    await signUpViaApi(page, { studioName: "Tango Terrace" });
    const { student } = await post(page.request, "/api/students", { name: "Rosa Member" });
    const { plan } = await post(page.request, "/api/membership-plans", {
      name: "Weekly classes",
      priceCents: 2_500,
      period: "week",
      unlimitedClasses: true,
    });
    // Today in the studio's zone (New York for a new studio), not UTC's: in New York's evening UTC's date
    // is tomorrow there, and a membership starting tomorrow is neither counted nor charged today.
    const today = instantToLocal(new Date(), STUDIO_ZONE).date;
    await post(page.request, `/api/students/${student.id}/memberships`, { planId: plan.id, startsOn: today });

    // Summary: the Members figures, a weekly $25 being $108.33 a month.
    await page.goto("/app/reports");
    const members = page.getByRole("region", { name: "Members" });
    await expect(members.getByText("Active members")).toBeVisible();
    await expect(members.getByText("$108.33")).toBeVisible();
    await expectNoA11yViolations(page);
    await shoot(page, "/app/reports", "summary-members", (at) => at.getByRole("region", { name: "Members" }));

    // Revenue: the enrolment's first week went on the account (no card on file), the next ones are upcoming.
    await page.goto("/app/reports?tab=revenue");
    const autopay = page.getByRole("region", { name: "Automatic payments", exact: true });
    await expect(autopay.getByRole("heading", { name: "Automatic payments by outcome" })).toBeVisible();
    await expect(autopay.getByRole("row", { name: "Charged to account (no card) 1 $25.00" })).toBeVisible();
    await expectNoA11yViolations(page);
    await shoot(page, "/app/reports?tab=revenue", "revenue-autopay", (at) =>
      at.getByRole("region", { name: "Automatic payments", exact: true }),
    );

    // Settings: the notice days, refused beyond 14 with what was typed kept, then saved.
    await page.goto("/app/settings");
    const field = page.getByLabel("Tell students before an automatic payment (days)");
    await expect(field).toHaveValue("3");
    await field.fill("20");
    await page.getByRole("button", { name: "Save policies" }).click();
    await expect(page.getByText("At most 14 days.")).toBeVisible();
    await expect(field).toHaveValue("20");
    await expectNoA11yViolations(page);
    await shoot(
      page,
      "/app/settings",
      "settings-notice-days-refused",
      (at) => at.getByLabel("Tell students before an automatic payment (days)").locator("xpath=ancestor::div[h3][1]"),
      async (at) => {
        await at.getByLabel("Tell students before an automatic payment (days)").fill("20");
        await at.getByRole("button", { name: "Save policies" }).click();
        await expect(at.getByText("At most 14 days.")).toBeVisible();
      },
    );
    await field.fill("5");
    await page.getByRole("button", { name: "Save policies" }).click();
    await expect(page.getByText("Policies saved.")).toBeVisible();
    const saved = await (await page.request.get("/api/studio/policies")).json();
    expect(saved.policies.autopayNoticeDays).toBe(5);
  });
});
