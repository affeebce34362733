import { expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./support/axe";
import { newStudentContext } from "./support/booking";
import { loginViaApi } from "./support/login";
import { openBookingTab } from "./support/student-home";

test.beforeEach(async ({ request }) => {
  await loginViaApi(request);
});

test("a student rents a practice room from its free times", async ({ browser, request }) => {
  const { context, page } = await newStudentContext(browser, request);
  await page.goto("/app/schedule");
  const rooms = await openBookingTab(page, "Practice room");
  // Three days ahead: away from today's passing hours and other specs' late-night classes.
  for (let step = 0; step < 3; step += 1) {
    await rooms.getByRole("button", { name: "Next day of free rooms" }).click();
  }
  await expect(rooms.locator('[aria-busy="false"]')).toHaveCount(1);
  await expectNoA11yViolations(page);
  const studioB = rooms.getByRole("listitem", { name: "Studio B" });
  const times = studioB.getByRole("list", { name: "Free times in Studio B" }).getByRole("button");
  const last = times.last();
  const label = (await last.getAttribute("aria-label"))!;
  const time = label.replace("Book Studio B at ", "");
  await last.click();

  const dialog = page.getByRole("dialog", { name: "Book Studio B for practice?" });
  await expect(dialog).toContainText("Room Rental · 60 min");
  await dialog.getByRole("button", { name: "Book room" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Studio B booked for practice" })).toContainText(time);
  const mine = page.getByRole("region", { name: "Next lessons" }).getByRole("listitem").filter({ hasText: "Room Rental" });
  await expect(mine).toContainText("Studio B");
  await expect(mine).toContainText(time);
  // The time is no longer offered.
  await expect(studioB.getByRole("button", { name: label })).toHaveCount(0);
  await context.close();
});
