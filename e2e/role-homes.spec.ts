import { expect, test, type Browser, type Page } from "@playwright/test";
// Aliased: called from a plain helper, and it is no React hook despite its name.
import { expectNoA11yViolations, useTheme as emulateTheme } from "./support/axe";
import { createClass, newStudentContext, oddStart } from "./support/booking";
import { DEMO_OWNER, loginViaApi } from "./support/login";
import { shooter } from "./support/shots";

// Each role's home, where sign-in lands (/app/schedule), on a phone: lib/access/home.ts.
const PHONE = { width: 390, height: 844 };
const INSTRUCTOR = { email: "instructor@promenade.test", password: "promenade" };
const STUDENT = { email: "student@promenade.test", password: "promenade" };
const shoot = shooter("/tmp/shots/home");

/** Signs in through the login form on a phone, as a person does, and returns the page where it lands. */
async function signIn(browser: Browser, credentials: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto("/login");
  // The form comes filled with the demo owner, and its script arrives once a field is reached for: a
  // fill that the swap to the live form cuts in two (e-mail fields keep no selection to carry over) adds
  // to the old text, so both fields are filled until both read what was typed.
  await page.waitForLoadState("networkidle");
  const email = page.getByLabel("Email");
  const password = page.getByLabel("Password", { exact: true });
  await expect(async () => {
    await email.fill(credentials.email);
    await password.fill(credentials.password);
    await expect(email).toHaveValue(credentials.email, { timeout: 1_000 });
    await expect(password).toHaveValue(credentials.password, { timeout: 1_000 });
  }).toPass();
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL("/app/schedule");
  return { context, page };
}

/** The phone's menu, opened: the nav's first item is the role's home. */
async function firstNavItem(page: Page) {
  await page.getByRole("button", { name: /open (the )?(navigation|menu)/i }).click();
  const first = page.getByRole("navigation", { name: "Studio" }).getByRole("link").first();
  await expect(first).toBeVisible();
  return first;
}

async function scanBothThemes(page: Page, heading: string) {
  for (const theme of ["light", "dark"] as const) {
    await emulateTheme(page, theme);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectNoA11yViolations(page);
  }
  await emulateTheme(page, "light");
}

test("the owner lands on the studio calendar, Schedule first in the nav", async ({ browser }) => {
  const { context, page } = await signIn(browser, DEMO_OWNER);
  await expect(page.getByRole("heading", { level: 1, name: "Schedule" })).toBeAttached();
  await expect(page).toHaveTitle("Schedule · Promenade");
  await expect(page.getByRole("button", { name: "Today", exact: true })).toBeVisible();
  const first = await firstNavItem(page);
  await expect(first).toHaveText("Schedule");
  await expect(first).toHaveAttribute("href", "/app/schedule");
  await page.keyboard.press("Escape");
  await shoot(page, "owner-home");
  await context.close();
});

test("the instructor lands on today's agenda, the week calendar a tap away", async ({ browser }) => {
  const { context, page } = await signIn(browser, INSTRUCTOR);
  await expect(page.getByRole("heading", { level: 1, name: "Agenda" })).toBeVisible();
  await expect(page).toHaveTitle("Agenda · Promenade");
  await expect(page.getByRole("heading", { level: 2, name: /^Today/ })).toBeVisible();
  await shoot(page, "instructor-home");
  await page.setViewportSize(PHONE);
  const first = await firstNavItem(page);
  await expect(first).toHaveText("Home");
  await expect(first).toHaveAttribute("href", "/app/schedule");
  await expect(first).toHaveAttribute("aria-current", "page");
  await page.keyboard.press("Escape");
  await scanBothThemes(page, "Agenda");

  await page.getByRole("link", { name: "Week calendar" }).click();
  await expect(page).toHaveURL("/app/schedule?view=calendar");
  await expect(page.getByRole("heading", { level: 1, name: "Studio calendar" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Today", exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL("/app/schedule");
  await expect(page.getByRole("heading", { level: 1, name: "Agenda" })).toBeVisible();
  await context.close();
});

test("the student lands on their home within three phone screens, the studio calendar a tap away", async ({ browser }) => {
  const { context, page } = await signIn(browser, STUDENT);
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Sam" })).toBeVisible();
  await expect(page).toHaveTitle("Home · Promenade");
  const sections = page.getByRole("heading", { level: 2 });
  await expect(sections).toHaveText(["Next lessons", "Book", "Past lessons"]);
  await expect(page.getByRole("tablist", { name: "Book" })).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(
    `demo student's home at 390 × 844: ${height} px tall (limit ${3 * PHONE.height}, ${(height / PHONE.height).toFixed(2)} screens)`,
  );
  expect(height).toBeLessThanOrEqual(3 * PHONE.height);
  await shoot(page, "student-home");
  await page.setViewportSize(PHONE);
  const first = await firstNavItem(page);
  await expect(first).toHaveText("Home");
  await expect(first).toHaveAttribute("href", "/app/schedule");
  await page.keyboard.press("Escape");
  await scanBothThemes(page, "Hello, Sam");

  // Past lessons: the last three, then every one a page at a time.
  const past = page.getByRole("region", { name: "Past lessons" });
  await expect(past.getByRole("listitem")).toHaveCount(3);
  await past.getByRole("button", { name: /^All past lessons \(\d+\)$/ }).click();
  await expect(past.getByRole("listitem")).toHaveCount(5);
  await expect(past.getByRole("navigation", { name: "Lesson history pages" })).toBeVisible();

  await page.getByRole("link", { name: "Studio calendar" }).click();
  await expect(page).toHaveURL("/app/schedule?view=calendar");
  await expect(page.getByRole("heading", { level: 1, name: "Studio calendar" })).toBeVisible();
  await expect(page).toHaveTitle("Studio calendar · Promenade");
  await expect(page.getByRole("button", { name: "Today", exact: true })).toBeVisible();
  // Read-only for a student: nothing to create.
  await expect(page.getByRole("button", { name: "New event" })).toHaveCount(0);
  await scanBothThemes(page, "Studio calendar");
  await shoot(page, "student-calendar");
  await page.setViewportSize(PHONE);
  await page.getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL("/app/schedule");
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Sam" })).toBeVisible();
  await context.close();
});

test("the old homes and /app send each role to its home; owners keep every instructor's agenda", async ({ browser }) => {
  for (const [credentials, heading] of [
    [STUDENT, "Hello, Sam"],
    [INSTRUCTOR, "Agenda"],
    [DEMO_OWNER, "Schedule"],
  ] as const) {
    const context = await browser.newContext({ viewport: PHONE });
    await loginViaApi(context, credentials);
    const page = await context.newPage();
    for (const path of ["/app", "/app/home"]) {
      await page.goto(path);
      await expect(page, `${credentials.email} at ${path}`).toHaveURL("/app/schedule");
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeAttached();
    }
    await page.goto("/app/agenda");
    if (credentials === DEMO_OWNER) {
      await expect(page).toHaveURL("/app/agenda");
      await expect(page.getByText("Every instructor's lessons, today and the week ahead.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Week calendar" })).toHaveCount(0);
    } else {
      await expect(page, `${credentials.email} at /app/agenda`).toHaveURL("/app/schedule");
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
    if (credentials === STUDENT) {
      await page.goto("/app/today");
      await expect(page).toHaveURL("/app/schedule");
    }
    if (credentials === INSTRUCTOR) {
      // Today's shortcuts lead an instructor to their home and to the calendar, not through a redirect.
      await page.goto("/app/today");
      await expect(page.getByRole("link", { name: "Take attendance" })).toHaveAttribute("href", "/app/schedule");
      await expect(page.getByRole("link", { name: "Open the schedule" })).toHaveAttribute("href", "/app/schedule?view=calendar");
    }
    await context.close();
  }
});

test("a student's next lessons show three, then all of them on request", async ({ browser, request }) => {
  await loginViaApi(request);
  const { context, page } = await newStudentContext(browser, request);
  for (const days of [2, 3, 4, 5]) {
    const lesson = await createClass(request, oddStart(days), "James Chen");
    const booked = await context.request.post(`/api/events/${lesson.id}/bookings`, { data: {} });
    expect(booked.status(), await booked.text()).toBe(201);
  }
  await page.setViewportSize(PHONE);
  await page.goto("/app/schedule");
  const next = page.getByRole("region", { name: "Next lessons" });
  await expect(next.getByRole("listitem")).toHaveCount(3);
  await next.getByRole("button", { name: "All upcoming lessons (4)" }).click();
  await expect(next.getByRole("listitem")).toHaveCount(4);
  await expect(next.getByRole("button", { name: /^All upcoming lessons/ })).toHaveCount(0);
  await context.close();
});
