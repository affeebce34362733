import { expect, test } from "@playwright/test";
import { expectNoA11yViolations, useTheme } from "./support/axe";
import { inviteStudent } from "./support/booking";
import { loginViaApi, signUpViaApi, uniqueEmail } from "./support/login";

// Every form on the one hook. What a person notices: the server's refusal beside the field
// it is about (and announced on top), what they typed kept, and no message written for a machine.

for (const theme of ["light", "dark"] as const) {
  test(`a new studio's event dialog says to add a service first, and where (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await signUpViaApi(page);
    await page.goto("/app/schedule");
    await page.getByRole("button", { name: "New event" }).click();
    const dialog = page.getByRole("dialog", { name: "New event" });
    await expect(dialog.getByText("Add a service first: your studio has no services yet.")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Settings → Services" })).toHaveAttribute("href", "/app/settings#settings-services");
    await expect(dialog.getByRole("button", { name: "Create event" })).toHaveCount(0);
    await expect(dialog.getByText("Not a valid id.")).toHaveCount(0);
    await expectNoA11yViolations(page);
  });
}

test("the event dialog asks for a service in words, and puts the server's refusal beside Instructor", async ({ page }) => {
  await loginViaApi(page);
  await page.goto("/app/schedule");
  await page.getByRole("button", { name: "New event" }).click();
  const dialog = page.getByRole("dialog", { name: "New event" });
  await dialog.getByRole("button", { name: "Create event" }).click();
  await expect(dialog.getByLabel("Service")).toHaveAccessibleDescription("Choose a service.");

  // A private lesson needs a teacher: only the server knows the service's kind, and says so.
  await dialog.getByLabel("Service").selectOption({ label: "Private Lesson · 45 min" });
  await dialog.getByLabel("Instructor").selectOption({ label: "No instructor" });
  await dialog.getByLabel("Notes").fill("Bring practice shoes");
  await dialog.getByRole("button", { name: "Create event" }).click();
  await expect(dialog.getByLabel("Instructor")).toHaveAccessibleDescription("Choose an instructor for this lesson.");
  await expect(dialog.getByRole("alert")).toHaveText("Choose an instructor for this lesson.");
  await expect(dialog.getByLabel("Notes")).toHaveValue("Bring practice shoes");
  await expect(dialog.getByLabel("Ends")).toHaveValue("18:45");
});

test("the event dialog keeps the lesson's length when the start changes", async ({ page }) => {
  await loginViaApi(page);
  await page.goto("/app/schedule");
  await page.getByRole("button", { name: "New event" }).click();
  const dialog = page.getByRole("dialog", { name: "New event" });
  await dialog.getByLabel("Service").selectOption({ label: "Private Lesson · 45 min" });
  const ends = await dialog.getByLabel("Ends").inputValue();
  const starts = await dialog.getByLabel("Starts").inputValue();
  const length = (end: string, start: string) =>
    Number(end.slice(0, 2)) * 60 + Number(end.slice(3)) - (Number(start.slice(0, 2)) * 60 + Number(start.slice(3)));
  expect(length(ends, starts)).toBe(45);
  await dialog.getByLabel("Starts").fill("19:30");
  await expect(dialog.getByLabel("Ends")).toHaveValue("20:15");
  await dialog.getByLabel("Starts").fill("10:00");
  await expect(dialog.getByLabel("Ends")).toHaveValue("10:45");
});

test("a refund another refund got to first: the server's limit is said beside the amount", async ({ page, request }) => {
  await loginViaApi(request);
  const student = await inviteStudent(request);
  const paid = await request.post("/api/payments", { data: { studentId: student.id, amountCents: 5_000, method: "cash" } });
  expect(paid.status(), await paid.text()).toBe(201);
  const { payment } = (await paid.json()) as { payment: { id: string } };

  await loginViaApi(page);
  await page.goto(`/app/payments/students/${student.id}`);
  const history = page.getByRole("list", { name: "Account history, newest first" });
  await history.getByRole("button", { name: /^Refund Payment \(cash\)/ }).click();
  const dialog = page.getByRole("dialog", { name: "Refund payment" });
  await expect(dialog.getByLabel("Amount to refund")).toHaveValue("50.00");
  // Meanwhile, $20 of it is refunded elsewhere (another desk, another tab).
  expect((await request.post(`/api/payments/${payment.id}/refunds`, { data: { amountCents: 2_000 } })).status()).toBe(201);
  await dialog.getByRole("button", { name: "Refund" }).click();
  const amount = dialog.getByLabel("Amount to refund");
  await expect(amount).toHaveAccessibleDescription("You can refund at most $30.00 of this payment.");
  await expect(dialog.getByRole("alert")).toHaveText("You can refund at most $30.00 of this payment.");
  await expect(amount).toHaveValue("50.00");
});

test("a new instructor, phone and bio included, is created with one request", async ({ page }) => {
  await loginViaApi(page);
  const writes: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().includes("/api/instructors") && sent.method() !== "GET") writes.push(`${sent.method()} ${new URL(sent.url()).pathname}`);
  });
  await page.goto("/app/instructors");
  await page.getByRole("button", { name: "New instructor" }).click();
  const dialog = page.getByRole("dialog", { name: "New instructor" });
  const name = `Olga Foxtrot ${Date.now().toString(36)}`;
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("E-mail").fill("not-an-address");
  await dialog.getByRole("button", { name: "Create instructor" }).click();
  await expect(dialog.getByLabel("E-mail")).toHaveAccessibleDescription("Enter a valid e-mail address.");
  expect(writes).toEqual([]);
  await dialog.getByLabel("E-mail").fill(uniqueEmail("olga"));
  await dialog.getByLabel("Phone").fill("555-0123");
  await dialog.getByLabel("Bio").fill("Smooth and Standard.");
  await dialog.getByRole("button", { name: "Create instructor" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("555-0123")).toBeVisible();
  await expect(page.getByText("Smooth and Standard.")).toBeVisible();
  expect(writes).toEqual(["POST /api/instructors"]);
});
