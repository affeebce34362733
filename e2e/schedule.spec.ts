import { expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./support/axe";
import { loginViaApi } from "./support/login";
import { clock, createClass } from "./support/booking";
import { holdScripts } from "./support/hold-scripts";
import { drag, nextWeekday, openNextWeek, pointAt } from "./support/schedule";

// Tall enough to show the whole day (7 AM to midnight) without scrolling the grid.
test.use({ viewport: { width: 1400, height: 1150 } });

test.beforeEach(async ({ page }) => {
  await loginViaApi(page);
});

test("drag across empty time creates an event, then it can be moved and resized", async ({ page }) => {
  await openNextWeek(page);
  const tuesday = page.getByRole("group", { name: /^Tue \d+$/ });
  await drag(page, await pointAt(page, tuesday, 9 * 60 + 5), await pointAt(page, tuesday, 10 * 60));

  const dialog = page.getByRole("dialog", { name: "New event" });
  await expect(dialog.getByLabel("Starts")).toHaveValue("09:00");
  await expect(dialog.getByLabel("Ends")).toHaveValue("10:00");
  await dialog.getByLabel("Service").selectOption({ label: "Group Class · 60 min" });
  await dialog.getByLabel("Instructor").selectOption({ label: "Maria Lopez" });
  await dialog.getByLabel("Room", { exact: true }).selectOption({ label: "Studio C" });
  await dialog.getByRole("button", { name: "Create event" }).click();
  await expect(dialog).toBeHidden();
  const created = page.getByRole("button", { name: /^Group Class 9:00 AM–10:00 AM Maria Lopez · Studio C/ });
  await expect(created).toBeVisible();

  // Move: grab the middle of the event and drop it an hour later.
  await drag(page, await pointAt(page, tuesday, 9 * 60 + 30), await pointAt(page, tuesday, 10 * 60 + 30));
  const moved = page.getByRole("button", { name: /^Group Class 10:00 AM–11:00 AM Maria Lopez/ });
  await expect(moved).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Group Class moved.");
  // The message sits below the day headers, never over them.
  const header = (await page.getByText(/^Tue \d+$/).boundingBox())!;
  expect((await page.getByRole("status").boundingBox())!.y).toBeGreaterThan(header.y + header.height);

  // Resize: drag the lower edge (its last 8 px) from 11:00 to 11:30.
  await drag(page, await pointAt(page, tuesday, 11 * 60 - 4), await pointAt(page, tuesday, 11 * 60 + 30));
  await expect(page.getByRole("button", { name: /^Group Class 10:00 AM–11:30 AM/ })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Group Class resized.");

  // The change is the server's, not just the screen's.
  await page.reload();
  await page.getByRole("button", { name: "Next week" }).click();
  await expect(page.getByRole("button", { name: /^Group Class 10:00 AM–11:30 AM/ })).toBeVisible();
});

test("a click on a short lesson opens it, on its lower edge too: only a drag there resizes", async ({ page }) => {
  // A quarter-hour class is drawn at the least height, so its resize handle is most of its lower half.
  const { startsAt } = await createClass(page.request, nextWeekday(3, "12:05"), "Sofia Rossi", {}, 15);
  await openNextWeek(page);
  const block = page.getByRole("button", { name: new RegExp(`^Group Class ${clock(startsAt)}–.* Sofia Rossi`) });
  const box = (await block.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height - 3);
  const details = page.getByRole("dialog", { name: "Group Class" });
  await expect(details).toContainText("Sofia Rossi");
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
  await expect(block).toHaveAccessibleName(
    new RegExp(`^Group Class ${clock(startsAt)}–${clock(new Date(startsAt.getTime() + 15 * 60_000))}`),
  );
});

test("a refused move rolls back and shows the server's conflict message", async ({ page }) => {
  await openNextWeek(page);
  // A class on Wednesday morning, when nobody teaches.
  const wednesday = page.getByRole("group", { name: /^Wed \d+$/ });
  await drag(page, await pointAt(page, wednesday, 9 * 60), await pointAt(page, wednesday, 10 * 60));
  const dialog = page.getByRole("dialog", { name: "New event" });
  await dialog.getByLabel("Service").selectOption({ label: "Group Class · 60 min" });
  await dialog.getByLabel("Instructor").selectOption({ label: "James Chen" });
  await dialog.getByRole("button", { name: "Create event" }).click();
  const lesson = page.getByRole("button", { name: /^Group Class 9:00 AM–10:00 AM James Chen/ });
  await expect(lesson).toBeVisible();

  // James Chen teaches Bronze Waltz on Mondays 7–8 PM: drop the class onto it.
  const monday = page.getByRole("group", { name: /^Mon \d+$/ });
  await drag(page, await pointAt(page, wednesday, 9 * 60 + 30), await pointAt(page, monday, 19 * 60 + 30));
  await expect(page.getByRole("alert").filter({ hasText: "James Chen already teaches Bronze Waltz 7:00–8:00 PM." })).toBeVisible();
  await expect(lesson).toBeVisible();
});

test("moving one occurrence of a weekly class can apply to this and following", async ({ page }) => {
  await openNextWeek(page);
  const friday = page.getByRole("group", { name: /^Fri \d+$/ });
  await drag(page, await pointAt(page, friday, 9 * 60), await pointAt(page, friday, 10 * 60));
  const dialog = page.getByRole("dialog", { name: "New event" });
  await dialog.getByLabel("Service").selectOption({ label: "Bronze Waltz · 60 min" });
  await dialog.getByLabel("Instructor").selectOption({ label: "Elena Petrova" });
  await dialog.getByLabel("Repeat weekly").check();
  await dialog.getByRole("button", { name: "Create event" }).click();
  await expect(page.getByRole("button", { name: /^Bronze Waltz 9:00 AM–10:00 AM Elena Petrova/ })).toBeVisible();

  // Next week's occurrence moves to 11:00, "this and following".
  await page.getByRole("button", { name: "Next week" }).click();
  const nextFriday = page.getByRole("group", { name: /^Fri \d+$/ });
  // Drag what is on screen: wait for next week's occurrence to load first.
  await expect(nextFriday.getByRole("button", { name: /^Bronze Waltz 9:00 AM–10:00 AM Elena Petrova/ })).toBeVisible();
  await drag(page, await pointAt(page, nextFriday, 9 * 60 + 30), await pointAt(page, nextFriday, 11 * 60 + 30));
  const scope = page.getByRole("dialog", { name: "Move a repeating event" });
  await scope.getByLabel(/This and following events/).check();
  await scope.getByRole("button", { name: "Move", exact: true }).click();
  await expect(page.getByRole("button", { name: /^Bronze Waltz 11:00 AM–12:00 PM Elena Petrova/ })).toBeVisible();

  await page.getByRole("button", { name: "Next week" }).click();
  await expect(page.getByRole("button", { name: /^Bronze Waltz 11:00 AM–12:00 PM Elena Petrova/ })).toBeVisible();
  await page.getByRole("button", { name: "Previous week" }).click();
  await page.getByRole("button", { name: "Previous week" }).click();
  await expect(page.getByRole("button", { name: /^Bronze Waltz 9:00 AM–10:00 AM Elena Petrova/ })).toBeVisible();
});

test("keyboard only: create from the New event button, open an event with Enter", async ({ page }) => {
  await openNextWeek(page);
  await page.getByRole("button", { name: "New event" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "New event" });
  await dialog.getByLabel("Service").selectOption({ label: "Room Rental · 60 min" });
  await dialog.getByLabel("Room", { exact: true }).selectOption({ label: "Studio B" });
  const date = dialog.getByLabel("Date", { exact: true });
  // The form opens on the shown week's date; move it to that week's Saturday.
  const [month, day, year] = (await date.inputValue()).split("/").map(Number);
  const shown = new Date(Date.UTC(year, month - 1, day));
  shown.setUTCDate(shown.getUTCDate() + 6 - shown.getUTCDay());
  await date.fill(
    `${String(shown.getUTCMonth() + 1).padStart(2, "0")}/${String(shown.getUTCDate()).padStart(2, "0")}/${shown.getUTCFullYear()}`,
  );
  await date.press("Tab");
  await dialog.getByLabel("Starts").fill("07:30");
  await dialog.getByLabel("Ends").fill("08:30");
  await dialog.getByLabel("Ends").press("Enter");
  await expect(dialog).toBeHidden();
  const rental = page.getByRole("button", { name: /^Room Rental 7:30 AM–8:30 AM Studio B/ });
  await rental.focus();
  await page.keyboard.press("Enter");
  const details = page.getByRole("dialog", { name: "Room Rental" });
  await expect(details).toContainText("Studio B");
  await expect(details).toContainText("0 of 4");
});

test("day view by room shows a column per room", async ({ page }) => {
  await openNextWeek(page);
  await page.getByRole("button", { name: "Day", exact: true }).click();
  await page.getByRole("button", { name: "By room" }).click();
  for (const room of ["Main Ballroom", "Studio B", "Studio C", "No room"]) {
    await expect(page.getByRole("group", { name: new RegExp(`^${room}`) })).toBeVisible();
  }
  // Saturdays at 10:00 AM: Salsa Basics in the Main Ballroom.
  while (!/^Saturday/.test((await page.getByRole("heading", { level: 2 }).textContent()) ?? "")) {
    await page.getByRole("button", { name: "Next day" }).click();
  }
  await expect(
    page.getByRole("group", { name: /^Main Ballroom/ }).getByRole("button", { name: /^Salsa Basics 10:00 AM–11:00 AM/ }),
  ).toBeVisible();
});

test("the date picker takes mm/dd/yyyy, and refuses dates before the minimum", async ({ page }) => {
  await page.goto("/app/schedule");
  const jump = page.getByRole("textbox", { name: "Go to date" });
  await jump.fill("13/45/2026");
  await jump.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Enter a date as mm/dd/yyyy." })).toBeVisible();
  await jump.fill("06/13/2027");
  await jump.press("Enter");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Jun 13 – 19, 2027");
  await page.getByRole("button", { name: "Open calendar for Go to date" }).click();
  await expect(page.locator(".rdp-weekday").first()).toHaveText(/^Su/);

  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "New event" }).click();
  const dialog = page.getByRole("dialog", { name: "New event" });
  await dialog.getByLabel("Repeat weekly").check();
  const until = dialog.getByLabel("Until", { exact: true });
  await until.fill("06/01/2027");
  await until.press("Tab");
  await expect(dialog.getByText(/^Choose a date on or after 06\/1\d\/2027\.$/)).toBeVisible();
});

test("students see the studio calendar, a tap from their home, without editing tools", async ({ page, context }) => {
  await context.clearCookies();
  await loginViaApi(page, { email: "student@promenade.test", password: "promenade" });
  await page.goto("/app/schedule?view=calendar");
  await expect(page.getByRole("button", { name: "Today" })).toBeVisible();
  await expect(page.getByRole("button", { name: "New event" })).toHaveCount(0);
});

for (const theme of ["light", "dark"] as const) {
  test(`the schedule passes axe in ${theme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto("/app/schedule");
    await expect(page.getByRole("button", { name: "Today" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "New event" }).click();
    await expect(page.getByRole("dialog", { name: "New event" })).toBeVisible();
    await expectNoA11yViolations(page);
  });
}

test("on a phone the schedule opens in day view", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await loginViaApi(page);
  await page.goto("/app/schedule");
  await page.getByRole("button", { name: "View and filters" }).click();
  await expect(page.getByRole("button", { name: "Day", exact: true })).toHaveAttribute("aria-pressed", "true");
  await context.close();
});

test("on a phone, tap-and-hold then drag moves an event", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 1100 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await loginViaApi(page);
  await page.goto("/app/schedule");
  await page.getByRole("button", { name: "Next day" }).click(); // phones open in day view
  await page.getByRole("button", { name: "View and filters" }).click(); // phones keep the view and filters in a sheet
  await page.getByRole("button", { name: "By room" }).click(); // Studio C's column fits on a phone's screen
  await page.getByRole("button", { name: "Show schedule" }).click();
  // A rental of our own, early in the morning when the day is free.
  await page.getByRole("button", { name: "New event" }).click();
  const dialog = page.getByRole("dialog", { name: "New event" });
  await dialog.getByLabel("Service").selectOption({ label: "Room Rental · 60 min" });
  await dialog.getByLabel("Room", { exact: true }).selectOption({ label: "Studio C" });
  await dialog.getByLabel("Starts").fill("07:00");
  await dialog.getByLabel("Ends").fill("08:00");
  await dialog.getByRole("button", { name: "Create event" }).click();
  const rental = page.getByRole("button", { name: /^Room Rental 7:00 AM–8:00 AM Studio C/ });
  await expect(rental).toBeVisible();

  const box = (await rental.boundingBox())!;
  const x = Math.round(box.x + box.width / 2);
  const y = Math.round(box.y + 10);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  // The hold turns the touch into a drag (instead of a scroll) once the grid says so.
  await expect(page.locator("[data-drag-active]")).toHaveAttribute("data-drag-active", "true");
  for (let step = 1; step <= 10; step++) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y: y + step * 8 }] }); // 80 px = 100 minutes
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await expect(page.getByRole("button", { name: /^Room Rental 8:45 AM–9:45 AM Studio C/ })).toBeVisible();
  await context.close();
});

test("an instructor chosen before the page's script has run still filters the week", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/app/schedule", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Instructor").selectOption({ label: "Maria Lopez" });
  release();

  const calendar = page.getByRole("region", { name: "Calendar" });
  await expect(calendar.getByRole("button", { name: / Maria Lopez / }).first()).toBeVisible();
  await expect(calendar.getByRole("button", { name: / James Chen / })).toHaveCount(0);
  await expect(page.getByLabel("Instructor")).toHaveValue(/.+/);
});
