import { expect, test, type Page } from "@playwright/test";
import { expectNoA11yViolations, useTheme } from "./support/axe";
import { holdScripts } from "./support/hold-scripts";
import { signUpViaApi, uniqueEmail } from "./support/login";
import { invitationPath } from "./support/mail-capture";
import { drag, openNextWeek, pointAt } from "./support/schedule";

// Tall enough to show the whole day on the schedule without scrolling the grid.
const VIEWPORT = { width: 1400, height: 1150 };

const checklistOf = (page: Page) => page.getByRole("region", { name: /^(Set up your studio|Your studio is set up)$/ });
const step = (page: Page, label: string) => checklistOf(page).getByRole("listitem").filter({ hasText: label });

test("a brand-new studio goes from an empty account to a first group class booked by an invited student, only through the UI", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The owner's browser is in Chicago with a Canadian locale; they choose Denver for the studio.
  const ownerContext = await browser.newContext({ timezoneId: "America/Chicago", locale: "en-CA", viewport: VIEWPORT });
  const page = await ownerContext.newPage();
  await page.goto("/signup");
  await expect(page.getByLabel("Time zone")).toHaveValue("America/Chicago");
  await expect(page.getByLabel("Currency")).toHaveValue("CAD");
  await page.getByLabel("Your name").fill("Rosa Quickstep");
  await page.getByLabel("Email").fill(uniqueEmail("rosa"));
  await page.getByLabel("Password", { exact: true }).fill("waltz-nights-2");
  await page.getByLabel("Studio name (optional)").fill("Mile High Ballroom");
  // Filled until it reads back: once in CI the fill landed beside the browser's zone ("America/ChicagoAmerica/Denver").
  await expect(async () => {
    await page.getByLabel("Time zone").fill("America/Denver");
    await expect(page.getByLabel("Time zone")).toHaveValue("America/Denver", { timeout: 1_000 });
  }).toPass();
  await page.getByRole("radio", { name: /Start empty/ }).check();
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page).toHaveURL("/app/schedule");

  // The calendar uses the zone chosen at sign-up, not the browser's.
  await expect(page.getByText("Times are shown in the studio's time zone, America/Denver.")).toBeVisible();
  await expect(checklistOf(page)).toContainText("0 of 7 done");
  await expect(step(page, "Add a room")).toContainText("to do");

  // A room, from the checklist's link.
  await step(page, "Add a room").getByRole("link", { name: "Add a room" }).click();
  await expect(page).toHaveURL("/app/settings#settings-rooms");
  const rooms = page.getByRole("region", { name: "Rooms" });
  await rooms.getByRole("button", { name: "Add room" }).click();
  const roomDialog = page.getByRole("dialog", { name: "Add a room" });
  await roomDialog.getByLabel("Name").fill("Main Ballroom");
  await roomDialog.getByLabel("Capacity (people)").fill("30");
  await roomDialog.getByRole("button", { name: "Add room" }).click();
  await expect(roomDialog).toBeHidden();
  await expect(rooms.getByRole("listitem").filter({ hasText: "Main Ballroom" })).toContainText("Up to 30 people");

  // A group class service, priced in the studio's currency.
  const services = page.getByRole("region", { name: "Services" });
  await services.getByRole("button", { name: "Add service" }).click();
  const serviceDialog = page.getByRole("dialog", { name: "Add a service" });
  await serviceDialog.getByLabel("Name").fill("Waltz Basics");
  await serviceDialog.getByLabel("Kind").selectOption({ label: "Group class" });
  await serviceDialog.getByLabel("Duration (minutes)").fill("60");
  await serviceDialog.getByLabel("Price").fill("20");
  await serviceDialog.getByLabel("Default capacity").fill("12");
  // The dance it teaches, for reports (American and International Waltz are two dances).
  await serviceDialog.getByLabel("Dance", { exact: true }).selectOption({ label: "Waltz (American Smooth)" });
  await serviceDialog.getByRole("button", { name: "Add service" }).click();
  await expect(serviceDialog).toBeHidden();
  await expect(services.getByRole("listitem").filter({ hasText: "Waltz Basics" })).toContainText(
    "Group class · 60 min · CA$20.00 · 12 places · Waltz (American Smooth)",
  );

  // Business hours: the usual week, and Sundays 12:00–18:00 too.
  const studio = page.getByRole("region", { name: "Studio", exact: true });
  await expect(studio.getByLabel("Time zone")).toHaveValue("America/Denver");
  await studio.getByRole("checkbox", { name: "Sunday" }).check();
  await studio.getByLabel("Sunday closes at").fill("18:00");
  await studio.getByRole("button", { name: "Save studio" }).click();
  await expect(studio.getByRole("status").filter({ hasText: "Studio saved." })).toBeVisible();

  // An instructor, invited.
  await page.goto("/app/instructors");
  await page.getByRole("button", { name: "New instructor" }).click();
  const teacher = page.getByRole("dialog", { name: "New instructor" });
  await teacher.getByLabel("Name").fill("Maria Lopez");
  const mariaEmail = uniqueEmail("maria");
  await teacher.getByLabel("E-mail").fill(mariaEmail);
  await teacher.getByRole("button", { name: "Create instructor" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Maria Lopez" })).toBeVisible();
  await page.getByRole("button", { name: "Invite to Promenade" }).click();
  await page.getByRole("dialog", { name: "Invite to Promenade" }).getByRole("button", { name: "E-mail the invitation" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Invitation e-mailed to ${mariaEmail}.` })).toBeVisible();
  await page.keyboard.press("Escape");

  // A student, invited: the link goes to them by e-mail.
  await page.goto("/app/students");
  await page.getByRole("button", { name: "New student" }).click();
  const pupil = page.getByRole("dialog", { name: "New student" });
  await pupil.getByLabel("Name").fill("Sam Carter");
  const samEmail = uniqueEmail("sam");
  await pupil.getByLabel("E-mail").fill(samEmail);
  await pupil.getByRole("button", { name: "Create student" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sam Carter" })).toBeVisible();
  await page.getByRole("button", { name: "Invite to Promenade" }).click();
  const invite = page.getByRole("dialog", { name: "Invite to Promenade" });
  await invite.getByRole("button", { name: "E-mail the invitation" }).click();
  await expect(invite.getByRole("status")).toContainText(`Invitation e-mailed to ${samEmail}.`);
  const link = await invitationPath(samEmail);

  // The student opens it in their own browser (in Tokyo) and sets a password.
  const studentContext = await browser.newContext({ timezoneId: "Asia/Tokyo" });
  const student = await studentContext.newPage();
  await student.goto(link);
  await student.getByLabel("Your name").fill("Sam Carter");
  await student.getByLabel("Password", { exact: true }).fill("rumba-steps-3");
  await student.getByRole("button", { name: "Create account" }).click();
  await expect(student).toHaveURL("/app/schedule");

  // Back on the schedule, five steps are ticked; the owner drags out Tuesday 7–8 PM next week.
  await openNextWeek(page);
  await expect(checklistOf(page)).toContainText("5 of 7 done");
  for (const label of ["Add a room", "Add services", "Set business hours", "Invite an instructor", "Invite a student"]) {
    await expect(step(page, label)).toContainText("done");
  }
  await expect(step(page, "Create the first class")).toContainText("to do");
  const tuesday = page.getByRole("group", { name: /^Tue \d+$/ });
  await drag(page, await pointAt(page, tuesday, 19 * 60 + 5), await pointAt(page, tuesday, 20 * 60));
  const dialog = page.getByRole("dialog", { name: "New event" });
  await expect(dialog).toContainText("Times are in America/Denver.");
  await dialog.getByLabel("Service").selectOption({ label: "Waltz Basics · 60 min" });
  // The lesson teaches its service's dance unless another is chosen.
  await expect(dialog.getByLabel("Dance", { exact: true }).locator("option:checked")).toHaveText("Waltz (American Smooth), as its service");
  await dialog.getByLabel("Instructor").selectOption({ label: "Maria Lopez" });
  await dialog.getByLabel("Room", { exact: true }).selectOption({ label: "Main Ballroom" });
  await dialog.getByRole("button", { name: "Create event" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: /^Waltz Basics 7:00 p\.m\.–8:00 p\.m\. Maria Lopez · Main Ballroom/ })).toBeVisible();
  // The step ticks without a reload.
  await expect(checklistOf(page)).toContainText("6 of 7 done");
  await expect(step(page, "Create the first class")).toContainText("done");

  // The student books it; they see it at the studio's 7:00 p.m. (written as Canada does), not Tokyo's clock.
  await student.reload();
  const book = student.getByRole("button", { name: /^Book: Waltz Basics, .* · 7:00 p\.m\.–8:00 p\.m\., with / });
  await book.click();
  await expect(student.getByRole("status")).toContainText("Booked: Waltz Basics.");

  await page.reload();
  await expect(checklistOf(page)).toContainText("7 of 7 done");
  await expect(page.getByRole("heading", { name: "Your studio is set up" })).toBeVisible();
  await page.getByRole("button", { name: "Dismiss" }).click();
  await expect(checklistOf(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole("button", { name: "Today" })).toBeVisible();
  await expect(checklistOf(page)).toBeHidden();

  await studentContext.close();
  await ownerContext.close();
});

test("a room used by lessons can't be deleted: the count is said, and archiving keeps it on them", async ({ page }) => {
  await signUpViaApi(page);
  const room = await (await page.request.post("/api/rooms", { data: { name: "Studio B" } })).json();
  const service = await (
    await page.request.post("/api/services", { data: { name: "Practice", kind: "practice", durationMinutes: 60, priceCents: 0 } })
  ).json();
  for (const day of [2, 3]) {
    const startsAt = new Date(Date.now() + day * 86_400_000);
    const response = await page.request.post("/api/events", {
      data: {
        serviceId: service.service.id,
        roomId: room.room.id,
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 3600_000).toISOString(),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await page.goto("/app/settings#settings-rooms");
  const rooms = page.getByRole("region", { name: "Rooms" });
  await rooms.getByRole("button", { name: "Delete Studio B" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Studio B?" });
  await confirm.getByRole("button", { name: "Delete room" }).click();
  await expect(confirm.getByRole("alert")).toHaveText("Studio B is used by 2 events; archive it instead.");
  await confirm.getByRole("button", { name: "Keep it" }).click();
  await rooms.getByRole("button", { name: "Archive Studio B" }).click();
  await expect(rooms.getByRole("listitem").filter({ hasText: "Studio B" })).toContainText("Archived");
  await expect(rooms.getByRole("button", { name: "Unarchive Studio B" })).toBeVisible();
});

test("Settings → Studio explains a time zone change before saving, and keeps typed input on a refusal", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/app/settings");
  const studio = page.getByRole("region", { name: "Studio", exact: true });
  // Typed again until the page has hydrated: the explanation under the field comes from the live form.
  await expect(async () => {
    await studio.getByLabel("Time zone").fill("America/Chicago");
    await expect(studio.getByRole("status")).toContainText("Lessons keep their times in New York; they will show as 8:00 AM in Chicago", {
      timeout: 2_000,
    });
  }).toPass();
  await studio.getByLabel("Time zone").fill("Mars/Olympus_Mons");
  await studio.getByRole("checkbox", { name: "Monday" }).check();
  await studio.getByLabel("Monday opens at").fill("20:00");
  await studio.getByLabel("Monday closes at").fill("09:00");
  await studio.getByRole("button", { name: "Save studio" }).click();
  await expect(studio.getByText("Choose a time zone from the list, e.g. America/New_York.")).toBeVisible();
  await expect(studio.getByText("Monday: Closing time must be after opening time.")).toBeVisible();
  await expect(studio.getByLabel("Time zone")).toHaveValue("Mars/Olympus_Mons");
});

test("Settings shows its values before the page's script has run, and what was saved then is saved once it runs", async ({ page }) => {
  await signUpViaApi(page, { studioName: "Slow Phone Ballroom", starter: "ballroom" });
  const release = await holdScripts(page);
  await page.goto("/app/settings", { waitUntil: "commit" });
  const studio = page.getByRole("region", { name: "Studio", exact: true });
  await expect(studio.getByLabel("Studio name", { exact: true })).toHaveValue("Slow Phone Ballroom");
  await expect(studio.getByLabel("Monday opens at")).toHaveValue("12:00");
  await studio.getByLabel("Studio name", { exact: true }).fill("Early Bird Ballroom");
  await studio.getByRole("button", { name: "Save studio" }).click();
  // Held: sent by the browser, it would load the page again with the fields in its address.
  await expect(studio.locator("form[data-submit-early]")).toHaveCount(1);
  expect(page.url()).toMatch(/\/app\/settings$/);
  // A form whose first field is a radio is sent once live too.
  const payment = page.getByRole("region", { name: "Payment at booking" });
  await payment.getByRole("button", { name: "Save", exact: true }).click();
  await expect(payment.locator("form[data-submit-early]")).toHaveCount(1);
  release();
  await expect(studio.getByRole("status")).toContainText("Studio saved.");
  await expect(payment.getByRole("status")).toContainText("Saved.");
  const saved = (await (await page.request.get("/api/studio")).json()) as { studio: { name: string } };
  expect(saved.studio.name).toBe("Early Bird Ballroom");
});

for (const theme of ["light", "dark"] as const) {
  test(`the new Settings sections and the checklist pass axe in ${theme}`, async ({ page }) => {
    await signUpViaApi(page);
    await useTheme(page, theme);
    await page.goto("/app/schedule");
    await expect(checklistOf(page)).toBeVisible();
    await expectNoA11yViolations(page);
    await page.request.post("/api/rooms", { data: { name: "Main Ballroom" } });
    await page.request.post("/api/services", {
      data: { name: "Coaching", kind: "private", durationMinutes: 45, priceCents: 9500, bookableOnline: false },
    });
    await page.goto("/app/settings");
    await expect(page.getByRole("region", { name: "Services" })).toContainText("Staff only");
    await expectNoA11yViolations(page);
    await page.getByRole("region", { name: "Services" }).getByRole("button", { name: "Edit Coaching" }).click();
    await expect(page.getByRole("dialog", { name: "Edit Coaching" })).toBeVisible();
    await expectNoA11yViolations(page);
  });
}
