import { expect, test, type Page } from "@playwright/test";
// Aliased: called from a plain helper, and it is no React hook despite its name.
import { expectNoA11yViolations, useTheme as emulateTheme } from "./support/axe";
import { clock, createClass, moveToStartedToday, newInstructorContext, newStudentContext, oddStart, whenLabel } from "./support/booking";
import { loginViaApi } from "./support/login";

const PHONE = { width: 390, height: 844 };

test.beforeEach(async ({ request }) => {
  await loginViaApi(request);
});

async function scanBothThemes(page: Page, path: string, heading: string) {
  for (const theme of ["light", "dark"] as const) {
    await emulateTheme(page, theme);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectNoA11yViolations(page);
  }
}

test("an instructor posts attendance from the agenda on a phone, and it is there after a reload", async ({ browser, request }) => {
  const { context, page, instructor } = await newInstructorContext(browser, request, { viewport: PHONE });
  const lesson = await createClass(request, oddStart(2), instructor.name);
  const { context: studentContext, student } = await newStudentContext(browser, request);
  const booked = await studentContext.request.post(`/api/events/${lesson.id}/bookings`, { data: {} });
  expect(booked.status(), await booked.text()).toBe(201);
  const started = await moveToStartedToday(request, lesson.id, instructor.name);

  // The agenda is an instructor's home.
  await page.goto("/app/schedule");
  await expect(page.getByRole("heading", { level: 2, name: /^Today/ })).toBeVisible();
  const card = page.getByRole("listitem", { name: new RegExp(`^Group Class, ${clock(started)}`) });
  const attendance = card.getByRole("group", { name: `Attendance for ${student.name}` });
  await attendance.getByRole("button", { name: "Attended" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${student.name}: Attended.` })).toBeVisible();
  await expect(attendance.getByRole("button", { name: "Attended" })).toHaveAttribute("aria-pressed", "true");

  await page.reload();
  await expect(
    page
      .getByRole("listitem", { name: new RegExp(`^Group Class, ${clock(started)}`) })
      .getByRole("group", { name: `Attendance for ${student.name}` })
      .getByRole("button", { name: "Attended" }),
  ).toHaveAttribute("aria-pressed", "true");
  // The student's history is one tap away, with Record progress beside it.
  await card.getByText(`History of ${student.name}`).click();
  await expect(card.getByRole("button", { name: `Record progress for ${student.name}` })).toBeVisible();
  await scanBothThemes(page, "/app/schedule", "Agenda");
  await context.close();
  await studentContext.close();
});

test("a student books a group class from the tab, without scrolling past their history", async ({ browser, request }) => {
  // A class of its own, days ahead: other tests in this file move the studio's classes to a minute from now.
  const lesson = await createClass(request, oddStart(4), "Sofia Rossi");
  const when = whenLabel(lesson.startsAt, lesson.endsAt);
  const { context, page } = await newStudentContext(browser, request);
  await page.setViewportSize(PHONE);
  await page.goto("/app/schedule");
  const tabs = page.getByRole("tablist", { name: "Book" });
  const history = page.getByRole("heading", { level: 2, name: "Past lessons" });
  // The booking tabs come before the history on the page.
  expect((await tabs.boundingBox())!.y).toBeLessThan((await history.boundingBox())!.y);
  await tabs.getByRole("tab", { name: "Private lesson" }).click();
  await expect(page.getByRole("tabpanel", { name: "Private lesson" })).toBeVisible();
  await tabs.getByRole("tab", { name: "Group classes" }).click();
  const panel = page.getByRole("tabpanel", { name: "Group classes" });
  // The tab lists the next few classes; the rest of the two weeks are behind "Show all".
  const showAll = panel.getByRole("button", { name: /^Show all / });
  if (await showAll.isVisible()) await showAll.click();
  await panel.getByRole("button", { name: `Book: Group Class, ${when}, with Sofia Rossi` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Booked: Group Class." })).toBeVisible();
  await expect(page.getByRole("region", { name: "Next lessons" }).getByRole("button", { name: `Cancel Group Class, ${when}` })).toHaveCount(
    1,
  );
  await context.close();
});

test("a dismissed 'place opened up' notice stays dismissed after a reload", async ({ browser, request }) => {
  const full = await createClass(request, oddStart(4), "James Chen", { capacity: 1 });
  const a = await newStudentContext(browser, request);
  const b = await newStudentContext(browser, request);
  const booked = await a.context.request.post(`/api/events/${full.id}/bookings`, { data: {} });
  expect(booked.status(), await booked.text()).toBe(201);
  await b.context.request.post(`/api/events/${full.id}/bookings`, { data: {} });
  const { booking } = (await booked.json()) as { booking: { id: string } };
  expect((await a.context.request.delete(`/api/bookings/${booking.id}`)).status()).toBe(200);

  await b.page.goto("/app/schedule");
  const notices = b.page.getByRole("list", { name: "Moved up from the waitlist" });
  await expect(notices.getByRole("status")).toContainText("a place opened up");
  const saved = b.page.waitForResponse((response) => /\/api\/me\/notices\/[^/]+\/seen$/.test(response.url()));
  await notices.getByRole("button", { name: "Dismiss the notice about Group Class" }).click();
  expect((await saved).status()).toBe(200);
  await expect(notices).toHaveCount(0);
  await b.page.reload();
  await expect(b.page.getByRole("heading", { level: 2, name: "Next lessons" })).toBeVisible();
  await expect(b.page.getByRole("list", { name: "Moved up from the waitlist" })).toHaveCount(0);
  // Another browser, with the same session but none of this one's storage, reads the same mark from the server.
  const other = await browser.newContext();
  await other.addCookies(await b.context.cookies());
  const again = await other.newPage();
  await again.goto("/app/schedule");
  await expect(again.getByRole("heading", { level: 2, name: "Next lessons" })).toBeVisible();
  await expect(again.getByRole("list", { name: "Moved up from the waitlist" })).toHaveCount(0);
  await other.close();
  await a.context.close();
  await b.context.close();
});

test("the owner's Today shows classes with their fill, who teaches and open balances", async ({ page }) => {
  await loginViaApi(page);
  await page.goto("/app/today");
  for (const name of [/^Classes/, /^Lessons and rentals/, "Who is teaching", "Open balances of today's students"])
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(page.getByRole("link", { name: "Take attendance" })).toHaveAttribute("href", "/app/agenda");
  await scanBothThemes(page, "/app/today", "Today");
});
