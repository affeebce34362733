import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoA11yViolations, useTheme } from "./support/axe";
import { clock, createClass, moveToStartedToday, newInstructorContext, newStudentContext, oddStart } from "./support/booking";
import { loginViaApi } from "./support/login";

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

// Journeys across three people and several screens (and axe on each): more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

/** A class of `instructor`'s that began a minute ago, with `studentId` booked. */
async function startedLessonWith(owner: APIRequestContext, studentId: string, instructor: string) {
  const lesson = await createClass(owner, oddStart(9), "Elena Petrova");
  const booked = await owner.post(`/api/events/${lesson.id}/bookings`, { data: { studentId } });
  expect(booked.status(), await booked.text()).toBe(201);
  return { id: lesson.id, started: await moveToStartedToday(owner, lesson.id, instructor) };
}

/** On a phone, the instructor finds the lesson in their day (the calendar, a tap from their agenda) and opens Record progress for the student. */
async function openRecordProgress(page: Page, instructor: string, started: Date, studentName: string) {
  await page.goto("/app/schedule?view=calendar");
  // Phones open in day view (e2e/schedule.spec.ts checks it) with the view and filters in a sheet.
  await page.getByRole("button", { name: "View and filters" }).click();
  const sheet = page.getByRole("dialog", { name: "View and filters" });
  await sheet.getByLabel("Instructor").selectOption({ label: instructor });
  await sheet.getByRole("button", { name: "Show schedule" }).click();
  await expect(sheet).toBeHidden();
  await page.getByRole("button", { name: new RegExp(`^Group Class ${clock(started)}–.* ${instructor} `) }).click();
  const details = page.getByRole("dialog", { name: "Group Class" });
  await details.getByRole("button", { name: `Record progress for ${studentName}` }).click();
  const dialog = page.getByRole("dialog", { name: `Record progress: ${studentName}` });
  await expect(dialog.getByLabel("Dance")).toBeVisible();
  return dialog;
}

test("an instructor records figures and a check-out from a lesson on a phone; the student sees the ladder and logs practice", async ({
  browser,
  request,
}) => {
  await loginViaApi(request);
  const { context: studentContext, page: studentPage, student } = await newStudentContext(browser, request);
  const { context: staff, page: phone, instructor } = await newInstructorContext(browser, request, PHONE);
  const lesson = await startedLessonWith(request, student.id, instructor.name);

  // Before: no ladder yet, nothing practised this week.
  await studentPage.goto("/app/progress");
  await expect(studentPage.getByRole("heading", { name: "Progress", level: 1 })).toBeVisible();
  await expect(studentPage.getByText("No check-outs or figures yet.")).toBeVisible();

  // The instructor, on their phone, from the lesson in their day view.
  const dialog = await openRecordProgress(phone, instructor.name, lesson.started, student.name);
  await expect(dialog.getByLabel("Dance")).toHaveValue(/.+/);
  await dialog.getByLabel("Dance").selectOption({ label: "Waltz (American Smooth)" });
  await expect(dialog.getByText("0/16 Bronze figures checked")).toBeVisible();
  for (const figure of ["Box Step", "Progressive Basic", "Left Box Turn"]) {
    const group = dialog.getByRole("group", { name: figure, exact: true });
    await group.getByRole("button", { name: "Checked" }).click();
    await expect(group.getByRole("button", { name: "Checked" })).toHaveAttribute("aria-pressed", "true");
  }
  await dialog.getByRole("group", { name: "Right Box Turn", exact: true }).getByRole("button", { name: "Learning" }).click();
  await expect(dialog.getByText("3/16 Bronze figures checked")).toBeVisible();
  await phone.screenshot({ path: "/tmp/progress-e2e-figures-phone.png" });

  await dialog.getByRole("button", { name: "Check-out" }).click();
  await expect(dialog.getByLabel("Level")).toHaveValue("bronze-1");
  await dialog.getByLabel("Marks (optional)").fill("84/100");
  await dialog.getByRole("button", { name: "Save check-out" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Passed. Waltz (American Smooth) is now Bronze 1.");
  await expect(dialog.getByLabel("Level")).toHaveValue("bronze-2");

  await dialog.getByRole("button", { name: "Note & video" }).click();
  await dialog.getByLabel("Note", { exact: true }).fill("Lovely box turns. Keep the frame wide.");
  await dialog.getByLabel("Video link (optional)").fill("https://videos.example.com/box-turn");
  await dialog.getByRole("button", { name: "Save note" }).click();
  await expect(dialog.getByRole("status")).toContainText("Note saved.");
  await phone.screenshot({ path: "/tmp/progress-e2e-note-phone.png" });
  await staff.close();

  // The student's ladder moved, with the figures and the note.
  await studentPage.reload();
  const levels = studentPage.getByRole("region", { name: "Levels by dance" });
  await expect(levels.getByText("Waltz (American Smooth): Bronze 1, step 2 of 14 on the ladder.")).toBeAttached();
  await expect(levels.getByText("3/16")).toBeVisible();
  await expect(studentPage.getByRole("region", { name: "Check-outs and medal tests" }).getByText("Passed")).toBeVisible();
  await expect(studentPage.getByRole("link", { name: /Watch the video/ })).toHaveAttribute("href", "https://videos.example.com/box-turn");

  // Practice: this week's bar and the chart's table grow by what was logged.
  const table = studentPage.getByRole("table", { name: /Hours per week/ });
  await expect(table.getByRole("row").last()).toContainText("0 min");
  const practice = studentPage.getByRole("form", { name: "Log practice" });
  await practice.getByLabel("Minutes").fill("45");
  await practice.getByText("Dances practised (optional)").click();
  await practice.getByRole("checkbox", { name: "Waltz (American Smooth)", exact: true }).check();
  await practice.getByRole("button", { name: "Log practice" }).click();
  await expect(practice.getByRole("status")).toHaveText("Practice logged.");
  await expect(table.getByRole("row").last().getByRole("cell").first()).toHaveText("45 min");
  await expect(studentPage.getByText("45 min practice", { exact: false })).toBeVisible();
  await expect(studentPage.getByRole("region", { name: "Practice log" }).getByRole("listitem").filter({ hasText: "45 min" })).toContainText(
    "Waltz (American Smooth)",
  );
  await studentPage.screenshot({ path: "/tmp/progress-e2e-student.png", fullPage: true });

  // A future day (a week ahead: inside the two-year range every date field accepts) is refused by the
  // practice rule beside its field, and nothing is logged.
  const weekAhead = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await practice.getByLabel("Date").fill(weekAhead);
  await practice.getByRole("button", { name: "Log practice" }).click();
  await expect(practice.getByText("Practice can't be logged for a day that hasn't happened yet.").first()).toBeVisible();
  await studentContext.close();
});

for (const theme of ["light", "dark"] as const) {
  test(`progress screens pass axe in the ${theme} theme`, async ({ browser, request }) => {
    await loginViaApi(request);
    const { context: studentContext, page: studentPage, student } = await newStudentContext(browser, request);
    await useTheme(studentPage, theme);
    await studentPage.goto("/app/progress");
    await expect(studentPage.getByRole("region", { name: "Hours per week" })).toBeVisible();
    await expectNoA11yViolations(studentPage);
    await studentContext.close();

    // The demo student's full year, the owner's views and the syllabus.
    const demo = await browser.newContext();
    const page = await demo.newPage();
    await useTheme(page, theme);
    await loginViaApi(page, { email: "student@promenade.test", password: "promenade" });
    await page.goto("/app/progress");
    await expect(page.getByRole("region", { name: "Levels by dance" }).getByRole("listitem").first()).toBeVisible();
    await expectNoA11yViolations(page);
    await loginViaApi(page);
    for (const path of ["/app/progress", "/app/progress/syllabus", `/app/students/${student.id}`]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoA11yViolations(page);
    }
    await demo.close();

    // The Record progress sheet on a phone.
    const { context: staff, page: phone, instructor } = await newInstructorContext(browser, request, PHONE);
    const lesson = await startedLessonWith(request, student.id, instructor.name);
    await useTheme(phone, theme);
    const dialog = await openRecordProgress(phone, instructor.name, lesson.started, student.name);
    await expect(dialog.getByText(/Bronze figures checked/)).toBeVisible();
    await expectNoA11yViolations(phone);
    await phone.screenshot({ path: `/tmp/progress-e2e-dialog-${theme}.png` });
    await staff.close();
  });
}
