import { expect, test, type Page } from "@playwright/test";
// Aliased: called in a loop, and it is no React hook despite its name.
import { expectNoA11yViolations, useTheme as emulateTheme } from "./support/axe";
import { clock, createClass, moveToStartedToday, newInstructorContext, newStudentContext, oddStart } from "./support/booking";
import { loginViaApi } from "./support/login";

// This spec is about the installed app: its service worker runs (the rest of the suite blocks it).
test.use({ serviceWorkers: "allow" });

const PHONE = { width: 390, height: 844 };

/**
 * Past the two weeks a student's home offers for booking: a spec booking "the first class listed"
 * in parallel never picks this one just before it is moved to a minute ago.
 */
const BEYOND_BOOKING_TABS = 20;

/** Whether this device keeps an agenda: the offline store exists and names whose it is. */
function keptAgendaOwner(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === "promenade-offline")) return null;
    return new Promise<string | null>((resolve) => {
      const open = indexedDB.open("promenade-offline");
      open.onerror = () => resolve(null);
      open.onsuccess = () => {
        const db = open.result;
        const read = db.transaction("agenda").objectStore("agenda").get("current");
        read.onsuccess = () => {
          db.close();
          resolve((read.result as string | undefined) ?? null);
        };
        read.onerror = () => resolve(null);
      };
    });
  });
}

function precachedOfflinePage(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) if (new URL(request.url).pathname === "/offline") return true;
    return false;
  });
}

test("an instructor takes attendance offline on a phone; back online, the server has it once", async ({ browser, request }) => {
  test.setTimeout(90_000);
  await loginViaApi(request);
  const { context, page, instructor } = await newInstructorContext(browser, request, { viewport: PHONE });
  const lesson = await createClass(request, oddStart(BEYOND_BOOKING_TABS), instructor.name);
  const { context: studentContext, student } = await newStudentContext(browser, request);
  const booked = await studentContext.request.post(`/api/events/${lesson.id}/bookings`, { data: {} });
  expect(booked.status(), await booked.text()).toBe(201);
  const { booking } = (await booked.json()) as { booking: { id: string } };
  const started = await moveToStartedToday(request, lesson.id, instructor.name);
  const cardName = new RegExp(`^Group Class, ${clock(started)}`);

  // Online: the agenda (the instructor's home) is read, kept on the phone, and the service worker is ready.
  await page.goto("/app/schedule");
  await expect(page.getByRole("listitem", { name: cardName })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 }).toBe(true);
  // The offline page is precached (under its revision, so matched by path).
  await expect.poll(() => precachedOfflinePage(page), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => keptAgendaOwner(page)).not.toBeNull();

  // Offline, the agenda reopened is the offline page showing the week kept on the phone, as of when it was read.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: /^Your agenda as of \d{1,2}:\d{2} [AP]M\. Attendance you take is kept on this device\.$/ }),
  ).toBeVisible();
  const card = page.getByRole("listitem", { name: cardName });
  const attendance = card.getByRole("group", { name: `Attendance for ${student.name}` });
  await attendance.getByRole("button", { name: "Attended" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${student.name}: Attended — kept on this device` })).toBeVisible();
  await expect(attendance.getByRole("button", { name: "Attended" })).toHaveAttribute("aria-pressed", "true");
  await expect(card.getByText("waiting to send")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "1 mark waiting to send." })).toBeVisible();
  // Still offline, in both themes: the kept agenda with its waiting mark reads well to everyone.
  for (const theme of ["light", "dark"] as const) {
    await emulateTheme(page, theme);
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: "1 mark waiting to send." })).toBeVisible();
    await expect(card.getByText("waiting to send")).toBeVisible();
    await expectNoA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath(`offline-agenda-${theme}.png`), fullPage: true });
  }

  // Back online: the page sends the kept tap by itself.
  const sent = page.waitForRequest((candidate) => candidate.url().endsWith("/api/attendance/batch"));
  await context.setOffline(false);
  const batch = (await sent).postDataJSON() as { items: { clientId: string; bookingId: string; status: string }[] };
  expect(batch.items).toEqual([expect.objectContaining({ bookingId: booking.id, status: "attended" })]);
  await expect(page.getByRole("status").filter({ hasText: "Everything you marked here has been sent." })).toBeVisible();
  await expect(card.getByText("waiting to send")).toHaveCount(0);

  // The server has it: the place is attended. Sent again (a lost answer, a second tab), it counts once.
  const places = await request.get(`/api/events/${lesson.id}/bookings`);
  const { bookings } = (await places.json()) as { bookings: { id: string; status: string }[] };
  expect(bookings.filter((place) => place.id === booking.id).map((place) => place.status)).toEqual(["attended"]);
  const again = await context.request.post("/api/attendance/batch", { data: batch });
  expect(again.status(), await again.text()).toBe(200);
  expect(await again.json()).toEqual({ results: [{ clientId: batch.items[0].clientId, result: "duplicate" }] });

  // The agenda online shows it too, nothing left waiting.
  await page.goto("/app/schedule");
  await expect(
    page
      .getByRole("listitem", { name: cardName })
      .getByRole("group", { name: `Attendance for ${student.name}` })
      .getByRole("button", { name: "Attended" }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("waiting to send")).toHaveCount(0);
  await context.close();
  await studentContext.close();
});

test("a lesson the studio cancels while the instructor is offline is reported, not overwritten", async ({ browser, request }) => {
  test.setTimeout(90_000);
  await loginViaApi(request);
  const { context, page, instructor } = await newInstructorContext(browser, request, { viewport: PHONE });
  const lesson = await createClass(request, oddStart(BEYOND_BOOKING_TABS + 1), instructor.name);
  const { context: studentContext, student } = await newStudentContext(browser, request);
  const booked = await studentContext.request.post(`/api/events/${lesson.id}/bookings`, { data: {} });
  expect(booked.status(), await booked.text()).toBe(201);
  const started = await moveToStartedToday(request, lesson.id, instructor.name);
  const card = page.getByRole("listitem", { name: new RegExp(`^Group Class, ${clock(started)}`) });

  await page.goto("/app/schedule");
  await expect(card).toBeVisible();
  await expect.poll(() => keptAgendaOwner(page)).not.toBeNull();

  // The connection drops on the agenda itself: the tap can't get through and is kept on the phone.
  await context.setOffline(true);
  await card
    .getByRole("group", { name: `Attendance for ${student.name}` })
    .getByRole("button", { name: "No-show" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: `${student.name}: No-show — kept on this device` })).toBeVisible();
  await expect(card.getByText("waiting to send")).toBeVisible();

  // Meanwhile the studio cancels the lesson.
  const cancelled = await request.delete(`/api/events/${lesson.id}?scope=one`);
  expect(cancelled.status(), await cancelled.text()).toBeLessThan(300);

  await context.setOffline(false);
  const alert = page.getByRole("alert").filter({ hasText: "A mark wasn't saved" });
  await expect(alert).toContainText(`${student.name}, Group Class: Lesson cancelled by the studio — your mark wasn't saved.`);
  // The agenda re-reads: the cancelled lesson is gone from it, the report stays until dismissed.
  await expect(card).toHaveCount(0);
  await alert.getByRole("button", { name: "Dismiss" }).click();
  await expect(alert).toHaveCount(0);
  await context.close();
  await studentContext.close();
});
