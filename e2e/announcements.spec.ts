import { expect, test } from "@playwright/test";
import { expectNoA11yViolations, useTheme as emulateTheme } from "./support/axe";
import { newStudentContext } from "./support/booking";
import { uniqueEmail } from "./support/login";
import { startMailCapture } from "./support/mail-capture";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let mail: Awaited<ReturnType<typeof startMailCapture>>;
test.beforeAll(async () => {
  mail = await startMailCapture();
});
test.afterAll(async () => mail.close());

test("the owner sees who an announcement reaches, sends it, and the student gets the e-mail", async ({ browser, page }) => {
  const signup = await page.request.post("/api/auth/signup", {
    data: { name: "Nina Quickstep", email: uniqueEmail("owner"), password: "e2e-password-1", starter: "ballroom" },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const pro = await page.request.put("/api/subscription", { data: { plan: "pro", interval: "month" } });
  expect(pro.ok(), await pro.text()).toBe(true);
  const { context, student } = await newStudentContext(browser, page.request);

  await page.goto("/app/community");
  await page.getByRole("link", { name: "Announcements" }).click();
  await expect(page.getByRole("heading", { name: "Announcements", level: 1 })).toBeVisible();
  await expect(page.getByText("Nothing sent yet")).toBeVisible();
  await expect(page.getByText("Reaches 1 student.")).toBeVisible();
  await page.getByLabel("Students at one level").check();
  await expect(page.getByText("Choose who gets it to see how many it reaches.")).toBeVisible();
  await page.getByLabel("All students").check();
  await page.getByLabel("Subject").fill("Holiday party on Dec 20");
  await page.getByLabel("Message").fill("Join us at 8 PM in Studio A.\n\nBring a friend.");
  await page.getByRole("button", { name: "Send to 1 student" }).click();
  await expect(page.getByRole("status")).toContainText("Sent to 1 student.");
  const sent = page.getByRole("listitem", { name: "Holiday party on Dec 20" });
  await expect(sent).toContainText("All students");
  await expect(sent).toContainText("Sent to 1 of 1");

  const message = await mail.waitFor(student.email, /^Holiday party on Dec 20$/);
  expect(message.text).toContain("Bring a friend.");
  expect(message.text).toContain("Stop these e-mails:");

  for (const theme of ["light", "dark"] as const) {
    await emulateTheme(page, theme);
    await page.reload();
    await expect(page.getByRole("heading", { name: "New announcement" })).toBeVisible();
    await expectNoA11yViolations(page);
  }
  await context.close();
});

test("on Basic the page says which plan has announcements", async ({ page }) => {
  const signup = await page.request.post("/api/auth/signup", {
    data: { name: "Bo Basic", email: uniqueEmail("owner"), password: "e2e-password-1", starter: "ballroom" },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  expect((await page.request.put("/api/subscription", { data: { plan: "basic", interval: "month" } })).ok()).toBe(true);
  await page.goto("/app/community/announcements");
  await expect(page.getByRole("heading", { name: "Available on Pro" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Compare plans" })).toBeVisible();
  await expectNoA11yViolations(page);
});
