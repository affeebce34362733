import { expect, test } from "@playwright/test";
import { expectNoA11yViolations, useTheme } from "./support/axe";
import { createClass, inviteStudent, newStudentContext, oddStart, whenLabel } from "./support/booking";
import { loginViaApi } from "./support/login";
import { openBookingTab } from "./support/student-home";

test.beforeEach(async ({ request }) => {
  await loginViaApi(request);
});

test("a full class puts the student on the waitlist with their position", async ({ browser, request }) => {
  const full = await createClass(request, oddStart(4), "Sofia Rossi", { capacity: 1 });
  const first = await inviteStudent(request);
  const taken = await request.post(`/api/events/${full.id}/bookings`, { data: { studentId: first.id } });
  expect(taken.status()).toBe(201);

  const { context, page } = await newStudentContext(browser, request);
  await page.goto("/app/schedule");
  await openBookingTab(page, "Group classes");
  const when = whenLabel(full.startsAt, full.endsAt);
  await page.getByRole("button", { name: `Join waitlist: Group Class, ${when}` }).click();
  await expect(page.getByRole("status")).toContainText("you're waitlisted, position 1");
  await expect(page.getByRole("listitem", { name: `Group Class, ${when}` })).toContainText("Waitlisted, position 1");
  await expect(page.getByRole("button", { name: `Leave waitlist Group Class, ${when}` })).toHaveText("Leave waitlist");
  await context.close();
});

test("cancelling inside the window shows the late-cancel warning before it happens", async ({ browser, request }) => {
  const soon = await createClass(request, new Date(Date.now() + 3 * 3600_000 + 7 * 60_000), "Daniel Park");
  const { context, page } = await newStudentContext(browser, request);
  const booked = await context.request.post(`/api/events/${soon.id}/bookings`, { data: {} });
  expect(booked.status(), await booked.text()).toBe(201);

  await page.goto("/app/schedule");
  await expect(page.getByText("Cancelling less than 24 hours before is a late cancellation.").first()).toBeVisible();
  await page.getByRole("button", { name: `Cancel Group Class, ${whenLabel(soon.startsAt, soon.endsAt)}` }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel Group Class?" });
  await expect(dialog.getByRole("alert")).toContainText("cancelling now is a late cancellation");
  await dialog.getByRole("button", { name: "Cancel anyway" }).click();
  await expect(page.getByRole("status")).toContainText("recorded as a late cancellation");
  await expect(page.getByRole("button", { name: `Cancel Group Class, ${whenLabel(soon.startsAt, soon.endsAt)}` })).toHaveCount(0);
  await context.close();
});

test("a used invitation link says so and offers login", async ({ browser, request }) => {
  const { context, page, student } = await newStudentContext(browser, request);
  await context.clearCookies();
  await page.goto(student.path);
  await expect(page.getByRole("heading", { name: "This invitation has already been used" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  await context.close();
});

for (const theme of ["light", "dark"] as const) {
  test(`the invite page and the student's home pass axe in ${theme}`, async ({ browser, request }) => {
    const invited = await inviteStudent(request);
    const visitor = await browser.newContext();
    const invitePage = await visitor.newPage();
    await useTheme(invitePage, theme);
    await invitePage.goto(invited.path);
    await expect(invitePage.getByRole("button", { name: "Create account" })).toBeVisible();
    await expectNoA11yViolations(invitePage);
    await visitor.close();

    const { context, page } = await newStudentContext(browser, request);
    await useTheme(page, theme);
    await page.goto("/app/schedule");
    const privateLessons = await openBookingTab(page, "Private lesson");
    await expect(privateLessons.getByRole("list", { name: /^Free times with/ }).or(privateLessons.getByText(/no free time/))).toBeVisible();
    await expectNoA11yViolations(page);
    await context.close();
  });
}
