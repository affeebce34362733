import { expect, test, type Request } from "@playwright/test";
import { expectNoA11yViolations } from "./support/axe";
import { loginViaApi } from "./support/login";
import { drag, openNextWeek, pointAt } from "./support/schedule";

// Tall enough to show the whole day (7 AM to midnight) without scrolling the grid.
test.use({ viewport: { width: 1400, height: 1150 } });

test.beforeEach(async ({ page }) => {
  await loginViaApi(page);
});

test("dragging over a busy slot shows the clash on the ghost before anything is sent", async ({ page }) => {
  await openNextWeek(page);
  // A class late on Thursday morning, when nobody teaches.
  const thursday = page.getByRole("group", { name: /^Thu \d+$/ });
  await drag(page, await pointAt(page, thursday, 11 * 60), await pointAt(page, thursday, 12 * 60));
  const dialog = page.getByRole("dialog", { name: "New event" });
  await dialog.getByLabel("Service").selectOption({ label: "Group Class · 60 min" });
  await dialog.getByLabel("Instructor").selectOption({ label: "James Chen" });
  await dialog.getByRole("button", { name: "Create event" }).click();
  await expect(page.getByRole("button", { name: /^Group Class 11:00 AM–12:00 PM James Chen/ })).toBeVisible();

  const sent: Request[] = [];
  const record = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith("/api/events")) sent.push(request);
  };
  page.on("request", record);
  // James Chen teaches Bronze Waltz on Mondays 7–8 PM: hold the class over it without letting go.
  const monday = page.getByRole("group", { name: /^Mon \d+$/ });
  const from = await pointAt(page, thursday, 11 * 60 + 30);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y + 6, { steps: 2 });
  const ghost = page.getByTestId("drag-ghost");
  await expect(ghost).not.toHaveAttribute("data-conflict", "true");
  const over = await pointAt(page, monday, 19 * 60 + 30);
  await page.mouse.move(over.x, over.y, { steps: 8 });
  await expect(ghost).toHaveAttribute("data-conflict", "true");
  await expect(ghost).toContainText("James C. teaches Bronze Waltz 7–8 PM");
  // Back to where it was and let go: the check was the page's own, so nothing went to the server.
  await page.mouse.move(from.x, from.y, { steps: 8 });
  await expect(ghost).not.toHaveAttribute("data-conflict", "true");
  await page.mouse.up();
  await expect(ghost).toBeHidden();
  expect(sent.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
  page.off("request", record);
});

test("a private lesson's block names its student and instructor", async ({ page }) => {
  await openNextWeek(page);
  const friday = page.getByRole("group", { name: /^Fri \d+$/ });
  await drag(page, await pointAt(page, friday, 8 * 60), await pointAt(page, friday, 8 * 60 + 45));
  const dialog = page.getByRole("dialog", { name: "New event" });
  await dialog.getByLabel("Service").selectOption({ label: "Private Lesson · 45 min" });
  await dialog.getByLabel("Instructor").selectOption({ label: "Maria Lopez" });
  const created = page.waitForResponse((response) => response.url().endsWith("/api/events") && response.request().method() === "POST");
  await dialog.getByRole("button", { name: "Create event" }).click();
  const { event } = (await (await created).json()) as { event: { id: string } };
  await expect(page.getByRole("status")).toContainText("Private Lesson created.");

  const { students } = (await (await page.request.get("/api/students?search=Sam%20Carter")).json()) as {
    students: { id: string; name: string }[];
  };
  const sam = students.find((student) => student.name === "Sam Carter")!;
  expect((await page.request.post(`/api/events/${event.id}/bookings`, { data: { studentId: sam.id } })).ok()).toBe(true);

  await page.reload();
  await page.getByRole("button", { name: "Next week" }).click();
  const block = page.getByRole("button", { name: /^Private Lesson with Sam Carter 8:00 AM–8:45 AM Maria Lopez/ });
  await expect(block).toBeVisible();
  await expect(block).toContainText("Sam Carter · Maria L.");
  await expect(block).toHaveAttribute("title", /Private Lesson with Sam Carter/);
});

test("on a phone the grid keeps at least three quarters of the screen, filters wait in a sheet", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await loginViaApi(page);
  await page.goto("/app/schedule");
  const grid = page.getByRole("region", { name: "Calendar" });
  await expect(grid).toBeVisible();
  const box = (await grid.boundingBox())!;
  expect(box.height / 844).toBeGreaterThanOrEqual(0.75);
  await expect(page.getByRole("combobox", { name: "Instructor" })).toBeHidden();
  await page.getByRole("button", { name: "View and filters" }).click();
  const sheet = page.getByRole("dialog", { name: "View and filters" });
  await expect(sheet.getByRole("button", { name: "Day", exact: true })).toHaveAttribute("aria-pressed", "true");
  await sheet.getByLabel("Instructor").selectOption({ label: "Maria Lopez" });
  await sheet.getByRole("button", { name: "Show schedule" }).click();
  await expect(page.getByRole("group", { name: "Maria Lopez" })).toBeVisible();
  await expect(page.getByRole("group", { name: "James Chen" })).toHaveCount(0);
  await context.close();
});

for (const theme of ["light", "dark"] as const) {
  test(`the week view with named blocks passes axe in ${theme} mode, on a phone too`, async ({ page, browser }) => {
    await page.emulateMedia({ colorScheme: theme });
    await openNextWeek(page);
    await expect(page.locator("[data-event-id]").first()).toBeVisible();
    await expectNoA11yViolations(page);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: theme, isMobile: true, hasTouch: true });
    const phone = await context.newPage();
    await loginViaApi(phone);
    await phone.goto("/app/schedule");
    await expect(phone.getByRole("region", { name: "Calendar" })).toBeVisible();
    await expectNoA11yViolations(phone);
    await phone.getByRole("button", { name: "View and filters" }).click();
    await expect(phone.getByRole("dialog", { name: "View and filters" })).toBeVisible();
    await expectNoA11yViolations(phone);
    await context.close();
  });
}
