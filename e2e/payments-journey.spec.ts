import { expect, test } from "@playwright/test";
import { createClass, newStudentContext, oddStart, whenLabel } from "./support/booking";
import { loginViaApi } from "./support/login";
import { createGroupPackage } from "./support/payments";
import { openBookingTab } from "./support/student-home";

// The payments journey: a package sold at the desk pays for the student's classes, a late cancel costs
// a unit (the default 'lesson' policy), and a payment and its partial refund both reach the receipt.
test("a sold package pays for classes, a late cancel uses a unit, and a refund shows on the receipt", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await loginViaApi(request);
  const pass = await createGroupPackage(request);
  const later = await createClass(request, oddStart(5), "James Chen");
  const soon = await createClass(request, new Date(Date.now() + 3 * 3600_000 + 11 * 60_000), "Sofia Rossi");
  const learner = await newStudentContext(browser, request);
  const { student } = learner;

  // The owner sells the package, taking $150 of its $200 now: $50 stays open.
  await loginViaApi(page);
  await page.goto("/app/payments");
  await expect(page.getByRole("heading", { name: "Recent payments" })).toBeVisible();
  await page.getByRole("button", { name: "Sell package" }).click();
  const sale = page.getByRole("dialog", { name: "Sell package" });
  await sale.getByLabel("Find a student").fill(student.name);
  await expect(sale.getByLabel("Student", { exact: true })).toHaveValue(student.id);
  await sale.getByLabel("Package").selectOption({ label: `${pass.name} — $200.00, 180 days` });
  await expect(sale.getByLabel("Amount paid")).toHaveValue("200.00");
  await sale.getByLabel("Amount paid").fill("150.005");
  await sale.getByRole("button", { name: "Sell package" }).click();
  await expect(sale.getByText("Use at most two decimals (whole cents).")).toBeVisible();
  await sale.getByLabel("Amount paid").fill("150");
  await sale.getByRole("button", { name: "Sell package" }).click();
  await expect(sale).toBeHidden();
  const balances = page.getByRole("region", { name: "Open balances" });
  await expect(balances.getByRole("listitem").filter({ hasText: student.name })).toContainText("$50.00");

  // The student books a covered class and sees a unit reserved.
  const studentPage = learner.page;
  await studentPage.goto("/app/schedule");
  await openBookingTab(studentPage, "Group classes");
  await studentPage.getByRole("button", { name: `Book: Group Class, ${whenLabel(later.startsAt, later.endsAt)}, with James Chen` }).click();
  await expect(studentPage.getByRole("status")).toContainText("Booked: Group Class.");
  await studentPage.goto("/app/payments");
  await expect(studentPage.getByRole("heading", { name: "Balance" })).toBeVisible();
  await expect(studentPage.getByText("You owe $50.00")).toBeVisible();
  const myPackages = studentPage.getByRole("list", { name: "Lesson packages" });
  await expect(myPackages).toContainText("9 of 10 left · expires");

  // A class three hours away, booked and then cancelled late: the unit is consumed, not released.
  const booked = await learner.context.request.post(`/api/events/${soon.id}/bookings`, { data: {} });
  expect(booked.status(), await booked.text()).toBe(201);
  await studentPage.reload();
  await expect(myPackages).toContainText("8 of 10 left");
  await studentPage.goto("/app/schedule");
  await studentPage.getByRole("button", { name: `Cancel Group Class, ${whenLabel(soon.startsAt, soon.endsAt)}` }).click();
  await studentPage.getByRole("dialog", { name: "Cancel Group Class?" }).getByRole("button", { name: "Cancel anyway" }).click();
  await expect(studentPage.getByRole("status")).toContainText("recorded as a late cancellation");
  await studentPage.goto("/app/payments");
  await expect(myPackages).toContainText("8 of 10 left");
  await expect(studentPage.getByRole("list", { name: "Account history, newest first" })).toContainText("Lesson unit used");
  await expect(studentPage.getByText("You owe $50.00")).toBeVisible();

  // The owner records the $50 on the student's account, then refunds $20 of it.
  await balances.getByRole("link", { name: student.name }).click();
  await expect(page.getByRole("heading", { name: student.name, level: 1 })).toBeVisible();
  await expect(page.getByText("Owes $50.00")).toBeVisible();
  await page.getByRole("button", { name: "Record payment" }).click();
  const record = page.getByRole("dialog", { name: "Record payment" });
  await record.getByLabel("Amount").fill("50");
  await record.getByLabel("Method").selectOption("Cash");
  await record.getByLabel("Note (optional)").fill("Paid at the desk");
  await record.getByRole("button", { name: "Record payment" }).click();
  await expect(record).toBeHidden();
  await expect(page.getByText("All settled")).toBeVisible();

  const history = page.getByRole("list", { name: "Account history, newest first" });
  await history.getByRole("button", { name: /^Refund Payment \(cash\)/ }).click();
  const refund = page.getByRole("dialog", { name: "Refund payment" });
  await expect(refund).toContainText("You can refund up to $50.00.");
  await refund.getByLabel("Amount to refund").fill("60");
  await refund.getByRole("button", { name: "Refund" }).click();
  await expect(refund.getByText("The most you can enter is $50.00.")).toBeVisible();
  await refund.getByLabel("Amount to refund").fill("20");
  await refund.getByRole("button", { name: "Refund" }).click();
  await expect(refund).toBeHidden();
  await expect(page.getByText("Owes $20.00")).toBeVisible();

  await history.getByRole("link", { name: /^Receipt for Payment \(cash\)/ }).click();
  const receipt = page.getByRole("article", { name: "Receipt" });
  await expect(receipt).toContainText("Promenade Ballroom");
  await expect(receipt).toContainText(student.name);
  await expect(receipt).toContainText("Cash");
  await expect(receipt).toContainText("Paid at the desk");
  await expect(receipt.getByRole("row", { name: /Amount paid/ })).toContainText("$50.00");
  await expect(receipt.getByRole("row", { name: /^Refund,/ })).toContainText("−$20.00");
  await expect(receipt.getByRole("row", { name: /Net paid/ })).toContainText("$30.00");
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();

  // The student's profile leads to the same account.
  await page.goto(`/app/students/${student.id}`);
  await page.getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL(`/app/payments/students/${student.id}`);
  await expect(page.getByText("Owes $20.00")).toBeVisible();
  await learner.context.close();
});
