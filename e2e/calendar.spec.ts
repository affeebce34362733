import fs from "node:fs/promises";
import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import ical, { type VEvent } from "node-ical";
import { expectNoA11yViolations, useTheme } from "./support/axe";
import { createClass, newStudentContext, oddStart, whenLabel } from "./support/booking";
import { loginViaApi } from "./support/login";

test.beforeEach(async ({ request }) => {
  await loginViaApi(request);
});

function veventsOf(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter((item): item is VEvent => item?.type === "VEVENT");
}

async function copiedAddress(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Copy address" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Copied." })).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

test("a student copies their calendar address, a calendar app reads it without a session, and Regenerate retires it", async ({
  browser,
  request,
  baseURL,
}) => {
  const lesson = await createClass(request, oddStart(5), "Sofia Rossi");
  const { context, page } = await newStudentContext(browser, request);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  expect((await context.request.post(`/api/events/${lesson.id}/bookings`, { data: {} })).status()).toBe(201);

  await page.goto("/app/settings");
  await expect(page.getByRole("heading", { name: "Calendar" })).toBeVisible();
  await expect(page.getByText("Google Calendar refreshes subscribed calendars only every 12–24 hours")).toBeVisible();
  const address = await copiedAddress(page);
  expect(address).toMatch(/\/api\/calendar\/[\w-]{43}\.ics$/);
  await expect(page.getByRole("textbox", { name: "Your calendar address" })).toHaveValue(address);
  await expect(page.getByRole("link", { name: "Add to Apple Calendar" })).toHaveAttribute("href", address.replace(/^https?:/, "webcal:"));
  await expect(page.getByRole("link", { name: "Add to Google Calendar" })).toHaveAttribute(
    "href",
    /^https:\/\/calendar\.google\.com\/calendar\/r\?cid=webcal/,
  );

  // A calendar app: no cookies, no token, only the address.
  const app = await playwrightRequest.newContext();
  const feed = await app.get(address);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  const event = veventsOf(await feed.text()).find((candidate) => candidate.uid.startsWith(lesson.id));
  expect(event?.summary).toBe("Group Class with Sofia");
  expect(event?.start.toISOString()).toBe(lesson.startsAt.toISOString());
  expect((await app.get(address, { headers: { "If-None-Match": feed.headers()["etag"] } })).status()).toBe(304);

  await page.getByRole("button", { name: "Regenerate address" }).click();
  const dialog = page.getByRole("dialog", { name: "Regenerate your calendar address?" });
  await dialog.getByRole("button", { name: "Regenerate address" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("textbox", { name: "Your calendar address" })).not.toHaveValue(address);
  expect((await app.get(address)).status()).toBe(404);
  await app.dispose();
  await context.close();
});

test("'Add to calendar' on a booked lesson downloads its .ics", async ({ browser, request }) => {
  const lesson = await createClass(request, oddStart(6), "Daniel Park");
  const { context, page } = await newStudentContext(browser, request);
  expect((await context.request.post(`/api/events/${lesson.id}/bookings`, { data: {} })).status()).toBe(201);
  await page.goto("/app/schedule");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: `Add to calendar: Group Class, ${whenLabel(lesson.startsAt, lesson.endsAt)}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^group-class-\d{4}-\d{2}-\d{2}\.ics$/);
  const [event] = veventsOf(await fs.readFile(await file.path(), "utf8"));
  expect(event.uid.startsWith(lesson.id)).toBe(true);
  expect(event.start.toISOString()).toBe(lesson.startsAt.toISOString());
  await context.close();
});

for (const theme of ["light", "dark"] as const) {
  test(`Settings → Calendar passes axe in ${theme}, for a student and for the owner's whole-studio, per-instructor and per-room feeds`, async ({
    browser,
    request,
    page,
  }) => {
    const { context, page: studentPage } = await newStudentContext(browser, request);
    await useTheme(studentPage, theme);
    await studentPage.goto("/app/settings#settings-calendar");
    await expect(studentPage.getByRole("textbox", { name: "Your calendar address" })).toBeVisible();
    await expectNoA11yViolations(studentPage);
    await context.close();

    await loginViaApi(page);
    await useTheme(page, theme);
    await page.goto("/app/settings#settings-calendar");
    const studio = page.getByRole("region", { name: "Whole studio — every lesson, class and rental" });
    await expect(studio.getByRole("textbox", { name: "Whole studio calendar address" })).toHaveValue(/\/api\/calendar\/[\w-]{43}\.ics$/);
    await page.getByText("Each instructor's and room's calendar").click();
    await expect(page.getByRole("textbox", { name: "Main Ballroom: calendar address" })).toBeVisible();
    await expectNoA11yViolations(page);
  });
}
