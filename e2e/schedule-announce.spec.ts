import { expect, test, type Request } from "@playwright/test";
import { loginViaApi } from "./support/login";
import { openNextWeek, pointAt } from "./support/schedule";

// Tall enough to show the whole day (7 AM to midnight) without scrolling the grid.
test.use({ viewport: { width: 1400, height: 1150 } });

test.beforeEach(async ({ page }) => {
  await loginViaApi(page);
});

test("a drag's clash is announced politely, once per change, and cleared when the clash clears", async ({ page }) => {
  await openNextWeek(page);
  // New events in James Chen's week are his: a drag across Monday evening meets his Bronze Waltz (7–8 PM).
  await page.getByRole("combobox", { name: "Instructor" }).selectOption({ label: "James Chen" });
  await expect(page.locator('[aria-busy="false"]')).toHaveCount(1);
  const announcer = page.getByTestId("clash-announcer");
  await expect(announcer).toHaveAttribute("aria-live", "polite");
  await expect(announcer).toHaveText("");
  // Count what a screen reader would hear: every change of the region's text.
  await announcer.evaluate((region) => {
    const changes: string[] = [];
    new MutationObserver(() => changes.push(region.textContent ?? "")).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });
    (window as unknown as { clashChanges: string[] }).clashChanges = changes;
  });
  const sent: Request[] = [];
  const record = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith("/api/events") && request.method() !== "GET") sent.push(request);
  };
  page.on("request", record);

  const monday = page.getByRole("group", { name: /^Mon \d+$/ });
  const from = await pointAt(page, monday, 18 * 60 + 5);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  const free = await pointAt(page, monday, 18 * 60 + 40);
  await page.mouse.move(free.x, free.y, { steps: 4 });
  await expect(page.getByTestId("drag-ghost")).not.toHaveAttribute("data-conflict", "true");
  await expect(announcer).toHaveText("");
  // Over the class, and on through it: the ghost changes on every move, the announcement once.
  for (const minute of [19 * 60 + 20, 19 * 60 + 35, 19 * 60 + 50]) {
    const over = await pointAt(page, monday, minute);
    await page.mouse.move(over.x, over.y, { steps: 3 });
    await expect(announcer).toHaveText("James C. teaches Bronze Waltz 7–8 PM");
  }
  await page.mouse.move(free.x, free.y, { steps: 4 });
  await expect(announcer).toHaveText("");
  await page.keyboard.press("Escape");
  await page.mouse.up();
  await expect(page.getByTestId("drag-ghost")).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { clashChanges: string[] }).clashChanges)).toEqual([
    "James C. teaches Bronze Waltz 7–8 PM",
    "",
  ]);
  expect(sent).toEqual([]);
  page.off("request", record);
});

test("owners reach today's overview from the schedule's header, on a phone from its sheet", async ({ page, browser }) => {
  await page.goto("/app/schedule");
  await page.getByRole("link", { name: "Today's overview" }).click();
  await expect(page).toHaveURL(/\/app\/today$/);
  await expect(page.getByRole("heading", { level: 2, name: "Who is teaching" })).toBeVisible();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const phone = await context.newPage();
  await loginViaApi(phone);
  await phone.goto("/app/schedule");
  const grid = phone.getByRole("region", { name: "Calendar" });
  await expect(grid).toBeVisible();
  expect((await grid.boundingBox())!.height / 844).toBeGreaterThanOrEqual(0.75);
  await phone.getByRole("button", { name: "View and filters" }).click();
  await phone.getByRole("dialog", { name: "View and filters" }).getByRole("link", { name: "Today's overview" }).click();
  await expect(phone).toHaveURL(/\/app\/today$/);
  await context.close();
});
