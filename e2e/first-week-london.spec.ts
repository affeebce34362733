import { expect, test, type Page } from "@playwright/test";
import { addDays, instantToLocal, weekdayOf } from "@/lib/dates/wall-time";
import { uniqueEmail } from "./support/login";
import { startMailCapture } from "./support/mail-capture";
import { drag, pointAt } from "./support/schedule";
import { shooter } from "./support/shots";

// A ballroom studio's first week, in London, from an empty account: the owner drags a private lesson
// for a named student, the student sees it, a visitor books a first private lesson on a Tuesday
// evening with a UK number, and the instructor's and owner's notices arrive from the studio, with its
// Reply-To and links to the port this server runs on. The studio writes dates and times as Britain
// does (its locale, from the owner's browser at sign-up): 27/11/2026 and 18:00.
const ZONE = "Europe/London";
const PORT = Number(process.env.E2E_PORT || 3100);
const VIEWPORT = { width: 1400, height: 1150 };
const PASSWORD = "foxtrot-evenings-4";
const shoot = shooter("/tmp/shots/london");

/** The link in an e-mail's text that starts with the site's address, as a path on this server. */
function linkIn(text: string | undefined, path: RegExp): URL {
  const match = new RegExp(`https?://[^\\s/]+${path.source}`).exec(text ?? "");
  expect(match, `a link matching ${path} in:\n${text}`).not.toBeNull();
  return new URL(match![0]);
}

/** "Tuesday 1 Dec": how the first-lesson day picker names a studio date, as the studio writes it. */
const dayOption = (date: string) =>
  new Intl.DateTimeFormat("en-GB", { weekday: "long", month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );

async function acceptInvitation(page: Page, link: URL, name: string) {
  await page.goto(link.pathname);
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL("/app/schedule");
}

test("a London studio's first week: a private lesson dragged for a named student, a first lesson from the page, the notices", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const mail = await startMailCapture();
  const ownerContext = await browser.newContext({ timezoneId: ZONE, locale: "en-GB", viewport: VIEWPORT });
  const page = await ownerContext.newPage();
  const owner = page.request;

  // Sign-up, from empty, in London (pounds from the browser's locale).
  const ownerEmail = uniqueEmail("harriet");
  await page.goto("/signup");
  await page.getByLabel("Your name").fill("Harriet Foxtrot");
  await page.getByLabel("Email").fill(ownerEmail);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Studio name (optional)").fill("Thames Ballroom");
  await page.getByLabel("Time zone").fill(ZONE);
  await expect(page.getByLabel("Currency")).toHaveValue("GBP");
  await page.getByRole("radio", { name: /Start empty/ }).check();
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page).toHaveURL("/app/schedule");
  await expect(page.getByText("18:00", { exact: true })).toBeVisible();

  // Settings → Studio shows the formats the browser suggested, each choice with its own example.
  await page.goto("/app/settings");
  const formats = page.getByRole("region", { name: "Studio", exact: true }).getByLabel("Date and time formats");
  await expect(formats).toHaveValue("en-GB");
  await expect(formats.locator("option:checked")).toHaveText("English (United Kingdom): 27/11/2026 · 18:00");
  await shoot(page, "settings-studio", page.getByRole("region", { name: "Studio", exact: true }));

  // The week's makings (each screen has its own spec): a room, a private lesson, the studio's contact e-mail.
  const contactEmail = uniqueEmail("hello-thames");
  const studio = await owner.patch("/api/studio", { data: { contact: { email: contactEmail } } });
  expect(studio.status(), await studio.text()).toBe(200);
  expect((await owner.post("/api/rooms", { data: { name: "Main Ballroom" } })).status()).toBe(201);
  const service = await owner.post("/api/services", {
    data: { name: "Private Lesson", kind: "private", durationMinutes: 45, priceCents: 6000 },
  });
  expect(service.status(), await service.text()).toBe(201);

  // An instructor, invited by e-mail: the link carries this server's port.
  const instructorEmail = uniqueEmail("oliver");
  const created = await owner.post("/api/instructors", { data: { name: "Oliver Quickstep", email: instructorEmail } });
  expect(created.status(), await created.text()).toBe(201);
  const instructorId = ((await created.json()) as { instructor: { id: string } }).instructor.id;
  expect(
    (await owner.post("/api/invites", { data: { email: instructorEmail, role: "instructor", personId: instructorId } })).status(),
  ).toBe(201);
  const instructorInvite = await mail.waitFor(instructorEmail, / invites you to Promenade$/);
  const instructorLink = linkIn(instructorInvite.text, /\/invite\/[A-Za-z0-9_-]+/);
  expect(instructorLink.port).toBe(String(PORT));
  const instructorContext = await browser.newContext({ timezoneId: ZONE });
  await acceptInvitation(await instructorContext.newPage(), instructorLink, "Oliver Quickstep");
  // Free Monday to Saturday, 10:00–21:00; he agrees to be on the studio's page.
  const hours = await owner.put(`/api/instructors/${instructorId}/availability`, {
    data: { slots: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: "10:00", endTime: "21:00" })) },
  });
  expect(hours.status(), await hours.text()).toBe(200);
  expect((await instructorContext.request.put("/api/me/public-page", { data: { showOnPublicPage: true } })).status()).toBe(200);

  // A student with a UK mobile number, invited.
  const studentEmail = uniqueEmail("amelia");
  const student = await owner.post("/api/students", { data: { name: "Amelia Rumba", email: studentEmail, phone: "07700 900456" } });
  expect(student.status(), await student.text()).toBe(201);
  const studentId = ((await student.json()) as { student: { id: string } }).student.id;
  expect((await owner.post("/api/invites", { data: { email: studentEmail, role: "student", personId: studentId } })).status()).toBe(201);
  const studentContext = await browser.newContext({ timezoneId: ZONE });
  const studentPage = await studentContext.newPage();
  await acceptInvitation(
    studentPage,
    linkIn((await mail.waitFor(studentEmail, / invites you to Promenade$/)).text, /\/invite\/[A-Za-z0-9_-]+/),
    "Amelia Rumba",
  );

  // The owner drags Wednesday 18:00–18:45 next week and books Amelia into it.
  await page.goto("/app/schedule");
  await page.getByRole("button", { name: "Next week" }).click();
  await expect(page.locator('[aria-busy="false"]')).toHaveCount(1);
  const wednesday = page.getByRole("group", { name: /^Wed \d+$/ });
  await drag(page, await pointAt(page, wednesday, 18 * 60 + 5), await pointAt(page, wednesday, 18 * 60 + 45));
  const dialog = page.getByRole("dialog", { name: "New event" });
  await expect(dialog).toContainText(`Times are in ${ZONE}.`);
  // Its date field (and the toolbar's) reads day first: next week's Wednesday as dd/mm/yyyy.
  const [year, month, day] = addDays(instantToLocal(new Date(), ZONE).date, 10 - weekdayOf(instantToLocal(new Date(), ZONE).date)).split(
    "-",
  );
  await expect(dialog.getByLabel("Date", { exact: true })).toHaveValue(`${day}/${month}/${year}`);
  await dialog.getByLabel("Service").selectOption({ label: "Private Lesson · 45 min" });
  await dialog.getByLabel("Instructor").selectOption({ label: "Oliver Quickstep" });
  await dialog.getByRole("searchbox", { name: "Student (optional)" }).fill("Amelia");
  await dialog.getByRole("button", { name: /^Amelia Rumba/ }).click();
  await dialog.getByRole("button", { name: "Create event" }).click();
  await expect(dialog).toBeHidden();
  const lesson = page.getByRole("button", { name: /^Private Lesson with Amelia Rumba 18:00–18:45 Oliver Quickstep/ });
  await lesson.click();
  const details = page.getByRole("dialog", { name: "Private Lesson" });
  await expect(details.getByRole("heading", { name: "Who booked (1)" })).toBeVisible();
  // "Wednesday, 2 December 2026, 18:00–18:45": the day before the month.
  await expect(details).toContainText(/Wednesday, \d{1,2} [A-Z][a-z]+ \d{4}, 18:00–18:45/);
  await shoot(page, "lesson-details", details);
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
  await shoot(page, "schedule");

  // Amelia sees it among her lessons.
  await studentPage.reload();
  await expect(studentPage.getByRole("region", { name: "Next lessons" })).toContainText("Private Lesson");

  // Oliver hears of it, from the studio, with its Reply-To and a link to this server.
  const notice = await mail.waitFor(instructorEmail, /Private Lesson with Amelia Rumba/);
  expect(notice.from?.value[0].name).toBe("Thames Ballroom");
  expect(notice.replyTo?.value[0].address).toBe(contactEmail);
  expect(notice.text).toMatch(/Wed \d{1,2} [A-Z][a-z]{2}, 18:00 GMT/);
  expect(linkIn(notice.text, /\/app\/schedule/).port).toBe(String(PORT));

  // The studio's page, on; a visitor books a first private lesson on a Tuesday evening with a UK number.
  const slug = `thames-${Date.now().toString(36)}`;
  const opened = await owner.patch("/api/studio/public-page", { data: { enabled: true, slug, showInstructors: [instructorId] } });
  expect(opened.status(), await opened.text()).toBe(200);
  const today = instantToLocal(new Date(), ZONE).date;
  const tuesday = Array.from({ length: 14 }, (_, index) => addDays(today, index + 1)).find((date) => weekdayOf(date) === 2)!;
  const visitorContext = await browser.newContext({ timezoneId: ZONE, locale: "en-GB" });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/s/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: "Thames Ballroom" })).toBeVisible();
  const firstLesson = visitor.getByLabel("Your first lesson");
  await firstLesson.focus();
  await firstLesson.selectOption({ label: "Private Lesson (45 min) — choose a day and time" });
  await visitor.getByLabel("Day", { exact: true }).selectOption({ label: dayOption(tuesday) });
  await visitor.getByRole("group", { name: "With Oliver Quickstep" }).getByRole("radio", { name: "19:00" }).check();
  const visitorEmail = uniqueEmail("george");
  await visitor.getByLabel("Name", { exact: true }).fill("George Tango");
  await visitor.getByLabel("E-mail", { exact: true }).fill(visitorEmail);
  await visitor.getByLabel("Phone (optional)").fill("07911 123456");
  await visitor.getByRole("button", { name: "Book my first lesson" }).click();
  await expect(visitor.getByRole("status")).toContainText(`follow the link we sent to ${visitorEmail}`);
  const confirmation = await mail.waitFor(visitorEmail, /^Confirm your first lesson at Thames Ballroom/);
  expect(confirmation.replyTo?.value[0].address).toBe(contactEmail);
  const confirmLink = linkIn(confirmation.text, /\/s\/[a-z0-9-]+\/trial\/confirm\/[A-Za-z0-9_-]+/);
  expect(confirmLink.port).toBe(String(PORT));
  await visitor.goto(confirmLink.pathname);
  await visitor.getByRole("button", { name: "Confirm my lesson" }).click();
  await expect(visitor.getByRole("status")).toContainText("You're booked.");

  // The owner hears of the first lesson, from the studio, Reply-To its contact e-mail.
  const request = await mail.waitFor(ownerEmail, /^New first lesson: George Tango/);
  expect(request.text).toMatch(/Tue \d{1,2} [A-Z][a-z]{2}, 19:00 GMT/);
  expect(request.replyTo?.value[0].address).toBe(contactEmail);
  expect(linkIn(request.text, /\/app\/schedule/).port).toBe(String(PORT));

  // On the owner's schedule, Tuesday's 7 PM private lesson is George's.
  await page.goto("/app/schedule");
  if (tuesday >= addDays(today, 7 - weekdayOf(today))) await page.getByRole("button", { name: "Next week" }).click();
  await expect(page.getByRole("button", { name: /^Private Lesson with George Tango 19:00–19:45 Oliver Quickstep/ })).toBeVisible();

  await Promise.all([visitorContext.close(), studentContext.close(), instructorContext.close(), ownerContext.close()]);
});
