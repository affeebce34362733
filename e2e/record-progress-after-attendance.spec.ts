import { expect, test } from "@playwright/test";
// Aliased: called in a loop, and it is no React hook despite its name.
import { expectNoA11yViolations, useTheme as emulateTheme } from "./support/axe";
import { clock, createClass, moveToStartedToday, newInstructorContext, newStudentContext, oddStart } from "./support/booking";
import { loginViaApi } from "./support/login";

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

// Three people and several screens: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test("an instructor marks a student present on the agenda, then records progress from the button beside them", async ({
  browser,
  request,
}) => {
  await loginViaApi(request);
  const { context: studentContext, student } = await newStudentContext(browser, request);
  const { context, page, instructor } = await newInstructorContext(browser, request, PHONE);
  const lesson = await createClass(request, oddStart(12), "Elena Petrova");
  const booked = await request.post(`/api/events/${lesson.id}/bookings`, { data: { studentId: student.id } });
  expect(booked.status(), await booked.text()).toBe(201);
  const started = await moveToStartedToday(request, lesson.id, instructor.name);

  await page.goto("/app/schedule");
  const card = page.getByRole("listitem", { name: new RegExp(`^Group Class, ${clock(started)}`) });
  const record = card.getByRole("button", { name: `Record progress for ${student.name}` });
  // Booked, not yet marked: Record progress waits under History.
  await expect(record).toBeHidden();

  await card
    .getByRole("group", { name: `Attendance for ${student.name}` })
    .getByRole("button", { name: "Attended" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: `${student.name}: Attended.` })).toBeVisible();
  // Attended: the next step is in plain sight, without opening History.
  await expect(record).toBeVisible();
  for (const theme of ["light", "dark"] as const) {
    await emulateTheme(page, theme);
    await page.reload();
    await expect(record).toBeVisible();
    await expectNoA11yViolations(page);
  }

  await record.click();
  const dialog = page.getByRole("dialog", { name: `Record progress: ${student.name}` });
  await expect(dialog.getByLabel("Dance")).toHaveValue(/.+/);
  await dialog.getByRole("button", { name: "Note & video" }).click();
  await dialog.getByLabel("Note", { exact: true }).fill("Strong frame today; next time, rise and fall on the turns.");
  await dialog.getByRole("button", { name: "Save note" }).click();
  await expect(dialog.getByRole("status")).toContainText("Note saved.");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The note is the student's latest, there after a reload.
  await page.reload();
  await card.getByText(`History of ${student.name}`).click();
  await expect(card.getByText("Strong frame today; next time, rise and fall on the turns.")).toBeVisible();
  const progress = await request.get(`/api/students/${student.id}/progress`);
  const { notes } = (await progress.json()) as { notes: { body: string; author: string | null }[] };
  expect(notes[0]).toMatchObject({ body: "Strong frame today; next time, rise and fall on the turns.", author: instructor.name });
  await context.close();
  await studentContext.close();
});
