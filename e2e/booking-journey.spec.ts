import { expect, test } from "@playwright/test";
import {
  clock,
  createClass,
  inviteStudent,
  moveToStartedToday,
  newInstructorContext,
  oddStart,
  signRequiredDocuments,
  STUDENT_PASSWORD,
  whenLabel,
} from "./support/booking";
import { loginViaApi } from "./support/login";
import { openBookingTab } from "./support/student-home";

// The booking journey: invite → accept → book a class and a private lesson → the instructor posts attendance.
test("an invited student joins, books a class and a private lesson, and the instructor posts attendance", async ({ browser, request }) => {
  await loginViaApi(request);
  const invited = await inviteStudent(request);
  const groupClass = await createClass(request, oddStart(3), "James Chen", { capacity: 7 });

  // The link is opened in a browser that has never signed in.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(invited.path);
  await expect(page.getByRole("heading", { name: "Join Promenade Ballroom" })).toBeVisible();
  // The name the studio typed is there to start from.
  await expect(page.getByLabel("Your name")).toHaveValue(invited.name);
  await page.getByLabel("Password", { exact: true }).fill(STUDENT_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/app\/schedule$/);
  await expect(page.getByRole("heading", { name: "Next lessons" })).toBeVisible();

  // The shell shows a student only what they can use.
  const nav = page.getByRole("navigation", { name: "Studio" });
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/app/schedule");
  await expect(nav.getByRole("link", { name: "Payments" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Students" })).toHaveCount(0);
  // The studio's liability waiver, signed as a first booking asks (e2e/waivers.spec.ts walks that through).
  await signRequiredDocuments(context.request, invited.name);

  // A group class.
  const when = whenLabel(groupClass.startsAt, groupClass.endsAt);
  await openBookingTab(page, "Group classes");
  await page.getByRole("button", { name: `Book: Group Class, ${when}, with James Chen` }).click();
  await expect(page.getByRole("status")).toContainText("Booked: Group Class.");
  await expect(page.getByRole("button", { name: `Cancel Group Class, ${when}` })).toBeVisible();

  // A private lesson from Maria Lopez's free times: the first day that has any.
  const privateLessons = await openBookingTab(page, "Private lesson");
  await privateLessons.getByLabel("Instructor").selectOption({ label: "Maria Lopez" });
  const times = privateLessons.getByRole("list", { name: "Free times with Maria Lopez" });
  const noTime = privateLessons.getByText("Maria Lopez has no free time this day.");
  for (let day = 0; day < 10; day += 1) {
    await expect(times.or(noTime)).toBeVisible();
    if (await times.isVisible()) break;
    await privateLessons.getByRole("button", { name: "Next day of free times" }).click();
  }
  await times.getByRole("button").last().click();
  const confirm = page.getByRole("dialog", { name: "Book this private lesson?" });
  await confirm.getByRole("button", { name: "Book lesson" }).click();
  await expect(page.getByRole("status")).toContainText("Private lesson with Maria Lopez booked");
  await expect(page.getByRole("button", { name: /^Cancel Private Lesson, / })).toBeVisible();
  await context.close();

  // A class that began a minute ago, with the new student and one more booked; its instructor
  // finds it in the week (a tap from their agenda), shown by instructor.
  const other = await inviteStudent(request);
  const {
    context: staff,
    page: staffPage,
    instructor,
  } = await newInstructorContext(browser, request, {
    viewport: { width: 1400, height: 1150 },
  });
  const lesson = await createClass(request, oddStart(9), "Elena Petrova");
  for (const student of [invited, other]) {
    const booked = await request.post(`/api/events/${lesson.id}/bookings`, { data: { studentId: student.id } });
    expect(booked.status(), await booked.text()).toBe(201);
  }
  const started = await moveToStartedToday(request, lesson.id, instructor.name);

  await staffPage.goto("/app/schedule?view=calendar");
  await staffPage.getByLabel("Instructor").selectOption({ label: instructor.name });
  await staffPage.getByRole("button", { name: new RegExp(`^Group Class ${clock(started)}–.* ${instructor.name} `) }).click();
  const details = staffPage.getByRole("dialog", { name: "Group Class" });
  await expect(details.getByText(invited.name, { exact: true })).toBeVisible();
  await details.getByRole("button", { name: "Mark all present" }).click();
  await expect(details.getByRole("status")).toHaveText("2 marked present.");
  await details
    .getByRole("group", { name: `Attendance for ${other.name}` })
    .getByRole("button", { name: "No-show" })
    .click();
  await expect(details.getByRole("status")).toHaveText(`${other.name}: No-show.`);
  await expect(
    details.getByRole("group", { name: `Attendance for ${invited.name}` }).getByRole("button", { name: "Attended" }),
  ).toHaveAttribute("aria-pressed", "true");
  await staff.close();
});
