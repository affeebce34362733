import { expect, test } from "@playwright/test";
import { DEMO_OWNER, loginViaApi } from "./support/login";

// Settings rendered on the server (in its zone) and hydrated in a browser in another zone: the e-mail
// log's times are written in the studio's zone on both sides, so React finds the same text.
test.use({ timezoneId: "Asia/Tokyo" });

test("Settings hydrates without an error in a browser whose time zone isn't the server's", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await loginViaApi(page.context().request);
  // A message in the log, whatever else the suite has sent.
  const reset = await page.context().request.post("/api/auth/password-reset", { data: { email: DEMO_OWNER.email } });
  expect(reset.status()).toBe(202);
  const log = page.getByRole("region", { name: "E-mail log" });
  await expect(async () => {
    await page.goto("/app/settings");
    await expect(log.locator("summary", { hasText: "Reset your Promenade password" }).first()).toBeVisible({
      timeout: 1_000,
    });
  }).toPass();
  await log.locator("summary", { hasText: "Reset your Promenade password" }).first().click();
  // The time names the studio's zone (New York), not the browser's (Tokyo).
  await expect(log.locator("dd", { hasText: /\b(EST|EDT)\b/ }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(errors.filter((text) => /418|hydrat/i.test(text))).toEqual([]);
});
