import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectNoA11yViolations } from "./support/axe";
import { createClass, inviteStudent, oddStart, STUDENT_PASSWORD, whenLabel } from "./support/booking";
import { loginViaApi } from "./support/login";
import { openBookingTab } from "./support/student-home";

/** With SHOTS=1 the waiver screens are shot here, light and dark, laptop and phone width. */
const SHOTS_DIR = process.env.SHOTS === "1" ? "/tmp/shots/waivers" : null;

/** axe in light and dark; at laptop and phone width nothing spills sideways (and a shot with SHOTS=1). */
async function check(page: Page, name: string) {
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await expectNoA11yViolations(page);
    for (const [width, size] of [
      [1280, "desktop"],
      [390, "phone"],
    ] as const) {
      await page.setViewportSize({ width, height: size === "phone" ? 844 : 900 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name} fits ${width} px` })
        .toBeLessThanOrEqual(width);
      if (!SHOTS_DIR) continue;
      fs.mkdirSync(SHOTS_DIR, { recursive: true });
      await page.screenshot({ path: `${SHOTS_DIR}/${name}-${size}-${theme}.png`, animations: "disabled" });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a new student is refused on their first booking, follows the link, signs the waiver and books", async ({ browser, page }) => {
  // Each screen is checked in two themes at two widths.
  test.setTimeout(180_000);
  await loginViaApi(page.request);
  const invited = await inviteStudent(page.request);
  const lesson = await createClass(page.request, oddStart(5), "James Chen");
  const when = whenLabel(lesson.startsAt, lesson.endsAt);

  const context = await browser.newContext();
  const accepted = await context.request.post(`/api${invited.path.replace("/invite/", "/invites/")}/accept`, {
    data: { name: invited.name, password: STUDENT_PASSWORD },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const student = await context.newPage();

  // The first booking is refused, with the way to sign.
  await student.goto("/app/schedule");
  await openBookingTab(student, "Group classes");
  const book = student.getByRole("button", { name: `Book: Group Class, ${when}, with James Chen` });
  await book.click();
  const refusal = student.getByRole("alert").filter({ hasText: "Please sign Liability waiver before booking." });
  await expect(refusal).toContainText("Please sign Liability waiver before booking.");
  await check(student, "refused");
  await refusal.getByRole("link", { name: "Sign Liability waiver" }).click();

  // The signing page: the text, their name as the studio has it, the agreement.
  await expect(student).toHaveURL(/\/app\/documents\/[0-9a-f-]{36}\?next=%2Fapp%2Fschedule$/);
  await expect(student.getByRole("heading", { name: "Liability waiver" })).toBeVisible();
  await expect(student.getByRole("region", { name: "Liability waiver" })).toContainText("Release of liability");
  await check(student, "sign");
  const sign = student.getByRole("button", { name: "Sign Liability waiver" });
  await student.getByLabel("Your full name").fill("Someone Else");
  await sign.click();
  await expect(student.getByText("Tick the box to agree to the document.")).toBeVisible();
  await student.getByRole("checkbox", { name: /I have read Liability waiver and agree to it/ }).check();
  await sign.click();
  await expect(student.getByText(`Type your full name as the studio has it: ${invited.name}.`).first()).toBeVisible();
  await student.getByLabel("Your full name").fill(` ${invited.name.toUpperCase()} `);
  await sign.click();

  // Back where they were: the booking goes through.
  await expect(student).toHaveURL(/\/app\/schedule$/);
  await openBookingTab(student, "Group classes");
  await book.click();
  await expect(student.getByRole("status")).toContainText("Booked: Group Class.");

  // Their documents, and the signed copy with its details and a Print button.
  await student.goto("/app/documents");
  const documents = student.getByRole("list", { name: "Documents" });
  await expect(documents).toContainText("You signed version 1 on");
  await check(student, "documents");
  await documents.getByRole("link", { name: "Signed copy of Liability waiver" }).click();
  await expect(student.getByRole("heading", { name: "Liability waiver" })).toBeVisible();
  await expect(student.getByRole("article")).toContainText(invited.name.toUpperCase());
  await expect(student.getByRole("article")).toContainText(/SHA-256 of the text\s*[0-9a-f]{64}/);
  await expect(student.getByRole("button", { name: "Print" })).toBeVisible();
  await check(student, "signed-copy");
  await context.close();

  // The owner sees the signature among the waiver's, and who hasn't signed.
  await page.goto("/app/settings#settings-waivers");
  const waivers = page.getByRole("region", { name: "Waivers" });
  await expect(waivers.getByRole("list", { name: "Waivers" })).toContainText("Required before booking");
  await check(page, "settings-waivers");
  await waivers.getByRole("button", { name: "Signatures of Liability waiver" }).click();
  const dialog = page.getByRole("dialog", { name: "Liability waiver: signatures" });
  await expect(dialog.getByRole("list", { name: "Signatures" })).toContainText(invited.name);
  await expect(dialog.getByRole("list", { name: "Not signed" }).getByRole("listitem").first()).toBeVisible();
  await check(page, "signatures-dialog");
  await page.keyboard.press("Escape");
  await waivers.getByRole("button", { name: "Edit Liability waiver" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Liability waiver" });
  await expect(edit.getByText("Version 1. A change to the text publishes a new version.")).toBeVisible();
  await check(page, "edit-dialog");
});
