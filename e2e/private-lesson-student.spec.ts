import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectNoA11yViolations } from "./support/axe";
import { instructorId, serviceId, uniqueName } from "./support/booking";
import { loginViaApi } from "./support/login";
import { drag, nextWeekday, openNextWeek, pointAt } from "./support/schedule";

// The front desk's core move in a ballroom studio: a private lesson for a named student, booked as
// it is dragged onto the calendar — and a student booked into a private lesson that is still open.
test.use({ viewport: { width: 1400, height: 1150 } });

async function newStudent(owner: APIRequestContext, first: string) {
  const name = uniqueName(first);
  const response = await owner.post("/api/students", { data: { name } });
  expect(response.status()).toBe(201);
  return name;
}

test("the owner drags a private lesson for a named student and sees it booked", async ({ page }) => {
  await loginViaApi(page);
  const student = await newStudent(page.request, "Priya");
  await openNextWeek(page);
  const saturday = page.getByRole("group", { name: /^Sat \d+$/ });
  await drag(page, await pointAt(page, saturday, 7 * 60 + 5), await pointAt(page, saturday, 7 * 60 + 45));

  const dialog = page.getByRole("dialog", { name: "New event" });
  await dialog.getByLabel("Service").selectOption({ label: "Private Lesson · 45 min" });
  await dialog.getByLabel("Instructor").selectOption({ label: "Daniel Park" });
  await dialog.getByRole("searchbox", { name: "Student (optional)" }).fill(student);
  await dialog.getByRole("button", { name: new RegExp(`^${student}`) }).click();
  await expect(dialog.getByRole("list", { name: "Booked with the lesson" })).toContainText(`${student} · student`);
  await expectNoA11yViolations(page);
  await dialog.getByRole("button", { name: "Create event" }).click();
  await expect(dialog).toBeHidden();

  // The calendar names who a private lesson is with.
  const lesson = page.getByRole("button", { name: new RegExp(`^Private Lesson with ${student} 7:00 AM–7:45 AM Daniel Park`) });
  await expect(lesson).toBeVisible();
  await lesson.click();
  const details = page.getByRole("dialog", { name: "Private Lesson" });
  await expect(details.getByRole("heading", { name: "Who booked (1)" })).toBeVisible();
  await expect(details.getByText(student, { exact: true })).toBeVisible();
  // Its one place is taken: nobody else is offered.
  await expect(details.getByRole("searchbox", { name: "Book a student" })).toHaveCount(0);
});

test("staff book a student into an open private lesson from its details", async ({ page }) => {
  await loginViaApi(page);
  const student = await newStudent(page.request, "Tomas");
  const startsAt = nextWeekday(6, "08:30");
  const created = await page.request.post("/api/events", {
    data: {
      serviceId: await serviceId(page.request, "Private Lesson"),
      instructorId: await instructorId(page.request, "Daniel Park"),
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 45 * 60_000).toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  await openNextWeek(page);
  await page.getByRole("button", { name: /^Private Lesson 8:30 AM–9:15 AM.*Daniel Park/ }).click();
  const details = page.getByRole("dialog", { name: "Private Lesson" });
  await expect(details.getByText("Nobody has booked yet.")).toBeVisible();
  await details.getByRole("searchbox", { name: "Book a student" }).fill(student);
  await details.getByRole("button", { name: new RegExp(`^${student}`) }).click();
  // A private lesson has no lead or follow to choose.
  await expect(details.getByLabel("Dances as")).toHaveCount(0);
  await details.getByRole("button", { name: `Book ${student}` }).click();
  await expect(details.getByRole("status")).toHaveText(`${student} booked.`);
  await expect(details.getByRole("heading", { name: "Who booked (1)" })).toBeVisible();
});
