import { expect, test } from "@playwright/test";
import { createClass, inviteStudent, moveToStartedToday, newInstructorContext, oddStart } from "./support/booking";
import { expectNoA11yViolations, useTheme } from "./support/axe";
import { loginViaApi } from "./support/login";
import { createGroupPackage } from "./support/payments";

// A student booked (and was charged for) three $25 classes, one already taught; the owner sells them
// a two-class pass and ticks "Apply to 2 unpaid lessons": the two oldest are paid with it.
test("selling a package pays the oldest unpaid lessons with it, and the balance drops", async ({ browser, page, request }) => {
  test.setTimeout(90_000);
  await loginViaApi(request);
  const pass = await createGroupPackage(request, { units: 2, priceCents: 4_000 });
  const student = await inviteStudent(request);
  const teacher = await newInstructorContext(browser, request);
  const classes = [
    await createClass(request, oddStart(3), "James Chen"),
    await createClass(request, oddStart(5), "James Chen"),
    await createClass(request, oddStart(7), "James Chen"),
  ];
  const bookingIds: string[] = [];
  for (const item of classes) {
    const booked = await request.post(`/api/events/${item.id}/bookings`, { data: { studentId: student.id } });
    expect(booked.status(), await booked.text()).toBe(201);
    bookingIds.push(((await booked.json()) as { booking: { id: string } }).booking.id);
  }
  // The last one booked is taught today: the oldest lesson now, and paid for like the others.
  await moveToStartedToday(request, classes[2].id, teacher.instructor.name);
  const posted = await request.post(`/api/bookings/${bookingIds[2]}/attendance`, { data: { status: "attended" } });
  expect(posted.status(), await posted.text()).toBe(200);
  await teacher.context.close();

  await loginViaApi(page);
  await page.goto(`/app/payments/students/${student.id}`);
  await expect(page.getByText("Owes $75.00")).toBeVisible();
  await page.getByRole("button", { name: "Sell package" }).click();
  const sale = page.getByRole("dialog", { name: "Sell package" });
  await sale.getByLabel("Package").selectOption({ label: `${pass.name} — $40.00, 180 days` });
  const apply = sale.getByRole("checkbox", { name: "Apply to 2 unpaid lessons ($50.00)" });
  await expect(apply).toBeChecked();
  const lessons = sale.getByRole("list", { name: "Unpaid lessons it pays for" }).getByRole("listitem");
  await expect(lessons).toHaveCount(2);
  await expect(lessons.first()).toContainText("Group Class");
  await expect(lessons.first()).toContainText("Taught");
  await expect(lessons.nth(1)).not.toContainText("Taught");
  await expectNoA11yViolations(page);
  await sale.getByRole("button", { name: "Sell package" }).click();
  await expect(sale).toBeHidden();

  // The pass was paid in full, so what is left owed is the one lesson it didn't cover.
  await expect(page.getByText("Owes $25.00")).toBeVisible();
  await expect(page.getByRole("list", { name: "Lesson packages" })).toContainText("0 of 2 left");
  await expect(page.getByRole("list", { name: "Account history, newest first" })).toContainText("Lesson unit used");

  // Opened again, the dialog offers only the lesson still owed for, in dark mode too.
  await useTheme(page, "dark");
  await page.getByRole("button", { name: "Sell package" }).click();
  await sale.getByLabel("Package").selectOption({ label: `${pass.name} — $40.00, 180 days` });
  await expect(sale.getByRole("checkbox", { name: "Apply to 1 unpaid lesson ($25.00)" })).toBeChecked();
  await expectNoA11yViolations(page);
});
