import { expect, test } from "@playwright/test";
import { expectNoA11yViolations, useTheme } from "./support/axe";
import { createClass, newStudentContext, oddStart, whenLabel } from "./support/booking";
import { loginViaApi, signUpViaApi, uniqueEmail } from "./support/login";
import { startMailCapture } from "./support/mail-capture";
import { openBookingTab } from "./support/student-home";

// One SMTP server for the file: its tests run in one worker, in order.
test.describe.configure({ mode: "serial" });

let mail: Awaited<ReturnType<typeof startMailCapture>>;
test.beforeAll(async () => {
  mail = await startMailCapture();
});
test.afterAll(async () => mail.close());

test("forgot password → the e-mail → a new password → signed in", async ({ browser }) => {
  const setup = await browser.newContext();
  const account = await signUpViaApi(setup);
  await setup.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("a link to reset its password is on its way");

  const message = await mail.waitFor(account.email, /^Reset your Promenade password$/);
  const link = new URL(/https?:\/\/\S+\/reset-password\?token=\S+/.exec(message.text ?? "")![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password").fill("a-new-e2e-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/app\/schedule$/);
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();

  // The link was single-use, and the new password signs in.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel("New password").fill("yet-another-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText(/This reset link has already been used/)).toBeVisible();
  await loginViaApi(await browser.newContext(), { email: account.email, password: "a-new-e2e-password" });
  await context.close();
});

test("a student books a class and the confirmation arrives with an .ics", async ({ browser, request }) => {
  await loginViaApi(request);
  const groupClass = await createClass(request, oddStart(4), "James Chen", { capacity: 9 });
  const { context, page, student } = await newStudentContext(browser, request);
  await page.goto("/app/schedule");
  await openBookingTab(page, "Group classes");
  const when = whenLabel(groupClass.startsAt, groupClass.endsAt);
  await page.getByRole("button", { name: `Book: Group Class, ${when}, with James Chen` }).click();
  await expect(page.getByRole("status")).toContainText("Booked: Group Class.");

  const confirmation = await mail.waitFor(student.email, /^Booked: Group Class, /);
  expect(confirmation.text).toContain("America/New_York");
  const ics = confirmation.attachments.find((file) => file.contentType.startsWith("text/calendar"));
  expect(ics, "an .ics attachment").toBeTruthy();
  const calendar = ics!.content.toString("utf8");
  expect(calendar).toContain("METHOD:REQUEST");
  expect(calendar).toContain(`UID:${groupClass.id}@`);
  expect(calendar).toContain("DTSTART;TZID=America/New_York:");
  await context.close();
});

test("an announcement's unsubscribe link: its page's button unsubscribes in a browser", async ({ browser, page }) => {
  const signup = await page.request.post("/api/auth/signup", {
    data: { name: "Una Subscribe", email: uniqueEmail("owner"), password: "e2e-password-1", starter: "ballroom" },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  expect((await page.request.put("/api/subscription", { data: { plan: "pro", interval: "month" } })).ok()).toBe(true);
  const { context: studentContext, student } = await newStudentContext(browser, page.request);
  await studentContext.close();
  const sent = await page.request.post("/api/announcements", {
    data: { subject: "Spring showcase", body: "Saturday at 7 PM.", audience: "all" },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  const message = await mail.waitFor(student.email, /^Spring showcase$/);
  const link = new URL(/https?:\/\/\S+\/api\/notifications\/unsubscribe\?token=[\w.-]+/.exec(message.text ?? "")![0]);

  // Opened from the mail client: no session, a browser of its own.
  const context = await browser.newContext();
  const reader = await context.newPage();
  const blocked: string[] = [];
  reader.on("console", (entry) => {
    if (/Content Security Policy/i.test(entry.text())) blocked.push(entry.text());
  });
  const opened = await reader.goto(`${link.pathname}${link.search}`);
  await expect(reader.getByRole("heading", { name: "Stop these e-mails?" })).toBeVisible();
  await reader.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(reader.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
  await expect(reader.getByText("You will no longer get")).toBeVisible();
  expect(blocked).toEqual([]);
  // Its CSP lets its own form post and its own style apply (the button in the studio's colour), nothing else.
  expect(opened?.headers()["content-security-policy"]).toContain("form-action 'self'");
  expect(opened?.headers()["content-security-policy"]).not.toContain("script-src");
  await reader.goBack();
  await expect(reader.getByRole("button", { name: "Unsubscribe" })).toHaveCSS("background-color", "rgb(122, 31, 75)");
  await context.close();
});

for (const theme of ["light", "dark"] as const) {
  test(`the forgot and reset password pages pass axe (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto("/forgot-password");
    await expect(page.getByRole("button", { name: "Send reset link" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.goto("/reset-password?token=not-a-real-token-but-long-enough");
    await expect(page.getByRole("button", { name: "Set new password" })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test(`Settings → Notifications and E-mail log pass axe (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await loginViaApi(page);
    await page.goto("/app/settings#settings-email-log");
    const log = page.getByRole("region", { name: "E-mail log" });
    await expect(log.getByRole("group", { name: "Show e-mails" })).toBeVisible();
    await log.getByRole("button", { name: "Sent", exact: true }).click();
    await expect(log.getByRole("button", { name: "Sent", exact: true })).toHaveAttribute("aria-pressed", "true");
    const notifications = page.getByRole("region", { name: "Notifications" });
    await expect(notifications.getByLabel("Send lesson reminders this many hours before")).toHaveValue("24");
    await expectNoA11yViolations(page);
  });
}
