import { createServer, type Server } from "node:http";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoA11yViolations, useTheme } from "./support/axe";
import { holdScripts } from "./support/hold-scripts";
import { addDays, instantToLocal, weekdayOf } from "@/lib/dates/wall-time";
import { createClass, newInstructorContext, oddStart, STUDIO_ZONE, whenLabel } from "./support/booking";
import { loginViaApi, uniqueEmail } from "./support/login";
import { startMailCapture } from "./support/mail-capture";

// One SMTP server for the file: its tests run in one worker, in order.
test.describe.configure({ mode: "serial" });

const port = Number(process.env.E2E_PORT || 3100);
const ALLOWED_PORT = port + 2000;
const REFUSED_PORT = port + 2001;

let mail: Awaited<ReturnType<typeof startMailCapture>>;
test.beforeAll(async () => {
  mail = await startMailCapture();
});
test.afterAll(async () => mail.close());

/** Turns the demo studio's page on at a fresh address, the widget allowed on `origins`, showing `instructors`. */
async function openPage(owner: APIRequestContext, origins: string[] = [], instructors: string[] = []) {
  const slug = `promenade-${Date.now().toString(36)}`;
  const response = await owner.patch("/api/studio/public-page", {
    data: { enabled: true, slug, widgetOrigins: origins, showInstructors: instructors },
  });
  expect(response.status(), await response.text()).toBe(200);
  return slug;
}

/** "Tue, Nov 24 7:05 PM": how the public timetable names a class's time in its booking link. */
function publicWhen(date: Date): string {
  const day = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: STUDIO_ZONE }).format(date);
  const time = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: STUDIO_ZONE }).format(date);
  return `${day} ${time}`.replace(/\s/g, " ");
}

/** The "Confirm your first lesson" e-mail's link, as a path on this server. */
async function confirmationPath(email: string): Promise<string> {
  const message = await mail.waitFor(email, /^Confirm your first lesson at /);
  expect(message.text).toContain("Nothing is booked until you confirm it.");
  return new URL(/https?:\/\/\S+\/trial\/confirm\/[A-Za-z0-9_-]+/.exec(message.text ?? "")![0]).pathname;
}

test("a visitor asks for a first class, confirms it from the e-mail, sets a password and sees the class in their next lessons", async ({
  browser,
  request,
}) => {
  await loginViaApi(request);
  const slug = await openPage(request);
  const groupClass = await createClass(request, oddStart(3), "James Chen", { capacity: 12 });

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/s/${slug}?ref=e2e-flyer`);
  await expect(page.getByRole("heading", { level: 1, name: "Promenade Ballroom" })).toBeVisible();
  await page.getByRole("link", { name: `Book Group Class on ${publicWhen(groupClass.startsAt)}` }).click();
  const email = uniqueEmail("visitor");
  await page.getByLabel("Name", { exact: true }).fill("Vera Visitor");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Book my first lesson" }).click();
  await expect(page.getByRole("status")).toContainText(`Check your e-mail: follow the link we sent to ${email} to confirm your lesson.`);

  // Nothing is booked by the form: the reader of the address confirms it.
  await page.goto(await confirmationPath(email));
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your first lesson" })).toBeVisible();
  await expect(page.getByText("Group Class")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Confirm my lesson" }).click();
  await expect(page.getByRole("status")).toContainText("You're booked.");
  // The link works once.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "This first lesson is already confirmed" })).toBeVisible();

  const invitation = await mail.waitFor(email, /set your password$/);
  expect(invitation.text).toContain("Your place in Group Class is booked.");
  const link = new URL(/https?:\/\/\S+\/invite\/[A-Za-z0-9_-]+/.exec(invitation.text ?? "")![0]);
  await page.goto(link.pathname);
  await page.getByLabel("Your name").fill("Vera Visitor");
  await page.getByLabel("Password", { exact: true }).fill("a-visitor-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/app\/schedule$/);
  const lessons = page.getByRole("region", { name: "Next lessons" });
  await expect(
    lessons.getByRole("button", { name: `Cancel Group Class, ${whenLabel(groupClass.startsAt, groupClass.endsAt)}` }),
  ).toBeVisible();
  await context.close();
});

/** "Tuesday, Dec 1": how the first-lesson day picker names a studio date ("Tue, Dec 1" as the confirmation does). */
function dayOption(date: string, weekday: "long" | "short" = "long"): string {
  return new Intl.DateTimeFormat("en-US", { weekday, month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** Chooses the private lesson, as a person does: reaching for the field (which loads the form's script) first. */
async function choosePrivateLesson(page: Page) {
  const lesson = page.getByLabel("Your first lesson");
  await lesson.focus();
  await lesson.selectOption({ label: "Private Lesson (45 min) — choose a day and time" });
}

test("a visitor books a first private lesson: a Tuesday from the day picker, then an evening time with the instructor", async ({
  browser,
  request,
}) => {
  await loginViaApi(request);
  // An instructor of the spec's own, free Tuesdays 10:00–21:00, who agreed to be on the page.
  const teacher = await newInstructorContext(browser, request);
  const agreed = await teacher.context.request.put("/api/me/public-page", { data: { showOnPublicPage: true } });
  expect(agreed.status(), await agreed.text()).toBe(200);
  await teacher.context.close();
  const hours = await request.put(`/api/instructors/${teacher.instructor.id}/availability`, {
    data: { slots: [{ weekday: 2, startTime: "10:00", endTime: "21:00" }] },
  });
  expect(hours.status(), await hours.text()).toBe(200);
  const slug = await openPage(request, [], [teacher.instructor.id]);
  const today = instantToLocal(new Date(), STUDIO_ZONE).date;
  const tuesdays = Array.from({ length: 41 }, (_, index) => addDays(today, index + 1)).filter((date) => weekdayOf(date) === 2);
  const tuesday = tuesdays[0];

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/s/${slug}`);
  await choosePrivateLesson(page);
  // Only the days with a free time, six weeks of them: here, her Tuesdays.
  const day = page.getByLabel("Day", { exact: true });
  // The days arrive with the lesson's free times: wait for them rather than read the empty list.
  const offered = async () => (await day.locator("option").allTextContents()).slice(1).filter((label) => label !== dayOption(today));
  await expect.poll(offered).toEqual(tuesdays.map((date) => dayOption(date)));
  await day.selectOption({ label: dayOption(tuesday) });
  const times = page.getByRole("group", { name: `With ${teacher.instructor.name}` });
  await expect(times.getByRole("radio")).toHaveCount(42); // 10:00 AM to 8:15 PM, every quarter hour
  await expectNoA11yViolations(page);
  await times.getByRole("radio", { name: "7:00 PM" }).check();
  const email = uniqueEmail("private-visitor");
  await page.getByLabel("Name", { exact: true }).fill("Paula Private");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Phone (optional)").fill("(212) 555-0134");
  await page.getByRole("button", { name: "Book my first lesson" }).click();
  await expect(page.getByRole("status")).toContainText(`Check your e-mail: follow the link we sent to ${email} to confirm your lesson.`);

  await page.goto(await confirmationPath(email));
  await expect(page.getByText(`Private Lesson with ${teacher.instructor.name}`)).toBeVisible();
  await expect(page.getByText(`${dayOption(tuesday, "short")}, 7:00 PM`)).toBeVisible();
  await page.getByRole("button", { name: "Confirm my lesson" }).click();
  await expect(page.getByRole("status")).toContainText("You're booked.");

  // Booked: the next visitor (in dark) isn't offered 7:00 PM, nor a time overlapping it, that Tuesday.
  await useTheme(page, "dark");
  await page.goto(`/s/${slug}`);
  await choosePrivateLesson(page);
  await page.getByLabel("Day", { exact: true }).selectOption({ label: dayOption(tuesday) });
  await expect(times.getByRole("radio", { name: "7:45 PM" })).toBeVisible();
  for (const taken of ["6:30 PM", "7:00 PM", "7:30 PM"]) await expect(times.getByRole("radio", { name: taken })).toHaveCount(0);
  await expect(times.getByRole("radio", { name: "6:15 PM" })).toBeVisible();
  await expectNoA11yViolations(page);
  await context.close();
});

test("a visitor who books before the page's script has run is asked to confirm once it runs, with what they typed", async ({
  browser,
  request,
}) => {
  await loginViaApi(request);
  const slug = await openPage(request);
  const groupClass = await createClass(request, oddStart(4), "James Chen", { capacity: 12 });

  const context = await browser.newContext();
  const page = await context.newPage();
  const release = await holdScripts(page);
  await page.goto(`/s/${slug}`, { waitUntil: "commit" });
  await page.getByRole("link", { name: `Book Group Class on ${publicWhen(groupClass.startsAt)}` }).click();
  const email = uniqueEmail("early");
  await page.getByLabel("Name", { exact: true }).fill("Early Visitor");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Book my first lesson" }).click();
  // Held: sent by the browser, it would load the page again with the e-mail in its address.
  await expect(page.locator("form[data-submit-early]")).toHaveCount(1);
  expect(page.url()).not.toContain("email");
  release();
  await expect(page.getByRole("status")).toContainText(`follow the link we sent to ${email}`);
  // Confirmed from the e-mail (the page in dark, scanned too): booked with what they typed.
  await useTheme(page, "dark");
  await page.goto(await confirmationPath(email));
  await expect(page.getByText("Early Visitor")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Confirm my lesson" }).click();
  await expect(page.getByRole("status")).toContainText("You're booked.");
  const invitation = await mail.waitFor(email, /set your password$/);
  expect(invitation.text).toContain("Your place in Group Class is booked.");
  await context.close();
});

test("the widget shows inside a page on an allowed origin and is refused on another", async ({ browser, request }) => {
  await loginViaApi(request);
  const slug = await openPage(request, [`http://127.0.0.1:${ALLOWED_PORT}`]);
  const widgetUrl = `http://127.0.0.1:${port}/s/${slug}/widget`;
  const html = `<!doctype html><html lang="en"><title>Our studio site</title><h1>Our studio site</h1><iframe title="Class timetable" src="${widgetUrl}" style="width:100%;height:400px"></iframe></html>`;
  const servers: Server[] = [ALLOWED_PORT, REFUSED_PORT].map((listenPort) =>
    createServer((_request, response) => response.writeHead(200, { "content-type": "text/html" }).end(html)).listen(
      listenPort,
      "127.0.0.1",
    ),
  );
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`http://127.0.0.1:${ALLOWED_PORT}/`);
    const frame = page.frameLocator('iframe[title="Class timetable"]');
    await expect(frame.getByRole("heading", { level: 1, name: "Promenade Ballroom" })).toBeVisible();
    await expect(frame.getByRole("link", { name: /^Book / }).first()).toBeVisible();

    const refused = await (await browser.newContext()).newPage();
    const blocked = refused.waitForEvent("console", (message) => /frame-ancestors/.test(message.text()));
    await refused.goto(`http://127.0.0.1:${REFUSED_PORT}/`);
    await blocked;
    await expect(refused.getByRole("heading", { name: "Our studio site" })).toBeVisible();
    await expect(refused.frameLocator('iframe[title="Class timetable"]').getByRole("heading", { name: "Promenade Ballroom" })).toHaveCount(
      0,
    );
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
});

test("the rest of the app stays unframeable", async ({ request }) => {
  const page = await request.get("/pricing");
  expect(page.headers()["x-frame-options"]).toBe("DENY");
  expect(page.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
});

for (const theme of ["light", "dark"] as const) {
  test(`the public page and Settings → Public page pass axe in ${theme}`, async ({ browser, request }) => {
    await loginViaApi(request);
    const slug = await openPage(request, [`http://127.0.0.1:${ALLOWED_PORT}`]);
    const visitor = await (await browser.newContext()).newPage();
    await useTheme(visitor, theme);
    await visitor.goto(`/s/${slug}`);
    await expect(visitor.getByRole("heading", { name: "Timetable" })).toBeVisible();
    await expectNoA11yViolations(visitor);
    // Where Stripe Checkout sends a visitor back after paying for a first lesson.
    await visitor.goto(`/s/${slug}/trial?checkout=paid`);
    await expect(visitor.getByRole("heading", { name: "Thank you, you're booked" })).toBeVisible();
    await expectNoA11yViolations(visitor);
    await visitor.goto(`/s/${slug}/trial?checkout=cancelled`);
    await expect(visitor.getByRole("heading", { name: "Payment cancelled" })).toBeVisible();
    await visitor.getByRole("link", { name: /^Back to / }).click();
    await expect(visitor.getByRole("heading", { name: "Timetable" })).toBeVisible();

    const ownerContext = await browser.newContext();
    await loginViaApi(ownerContext);
    const owner = await ownerContext.newPage();
    await useTheme(owner, theme);
    await owner.goto("/app/settings#settings-public-page");
    const section = owner.getByRole("region", { name: "Public page" });
    await expect(section.getByLabel("Address", { exact: true })).toHaveValue(slug);
    await expect(section.getByRole("button", { name: "Copy the script snippet" })).toBeVisible();
    await expectNoA11yViolations(owner);
  });
}
