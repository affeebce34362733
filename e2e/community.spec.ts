import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { expectNoA11yViolations, useTheme as emulateTheme } from "./support/axe";
import { createClass, inviteStudent, signRequiredDocuments, STUDENT_PASSWORD, uniqueName, whenLabel } from "./support/booking";
import { uniqueEmail } from "./support/login";
import { openBookingTab } from "./support/student-home";

test.describe.configure({ timeout: 120_000 });

/** A brand-new studio (typical ballroom services) on Premium, with an instructor; the context is its owner. */
async function premiumStudio(owner: APIRequestContext) {
  const signup = await owner.post("/api/auth/signup", {
    data: { name: "Nina Quickstep", email: uniqueEmail("owner"), password: "e2e-password-1", starter: "ballroom" },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const plan = await owner.put("/api/subscription", { data: { plan: "premium", interval: "month" } });
  expect(plan.ok(), await plan.text()).toBe(true);
  const instructor = await owner.post("/api/instructors", { data: { name: "Maria Lopez" } });
  expect(instructor.status(), await instructor.text()).toBe(201);
}

/** A student of the owner's studio, signed in in a browser context of their own. */
async function studentIn(browser: Browser, owner: APIRequestContext, first: string) {
  const student = await inviteStudent(owner, uniqueName(first));
  const context = await browser.newContext();
  const accepted = await context.request.post(`/api${student.path.replace("/invite/", "/invites/")}/accept`, {
    data: { name: student.name, password: STUDENT_PASSWORD },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  await signRequiredDocuments(context.request, student.name);
  return { ...student, context, page: await context.newPage() };
}

async function scanBothThemes(page: Page, url: string) {
  for (const theme of ["light", "dark"] as const) {
    await emulateTheme(page, theme);
    await page.goto(url);
    await expect(page.getByRole("heading", { name: "Community", level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);
  }
}

test("two students connect as partners: one lists, the other asks, the first accepts", async ({ browser, page }) => {
  await premiumStudio(page.request);
  const ana = await studentIn(browser, page.request, "Ana");
  const ben = await studentIn(browser, page.request, "Ben");

  await ana.page.goto("/app/community");
  await ana.page.getByLabel("Level").selectOption("Silver");
  await ana.page.getByLabel("Tuesday").check();
  await ana.page.getByLabel("Thursday").check();
  await ana.page.getByRole("button", { name: "List me as looking" }).click();
  await expect(ana.page.getByRole("status")).toContainText("You're listed.");

  await ben.page.goto("/app/community");
  const card = ben.page.getByRole("listitem").filter({ hasText: "Ana · Silver" });
  await expect(card).toContainText("Tue, Thu");
  // Nothing but the first name before both accept.
  await expect(ben.page.getByText(ana.name)).toHaveCount(0);
  await card.getByRole("button", { name: "Connect with Ana" }).click();
  await expect(ben.page.getByRole("status")).toContainText("Request sent to Ana.");
  await scanBothThemes(ben.page, "/app/community");

  await ana.page.reload();
  await ana.page.getByRole("button", { name: "Accept Ben" }).click();
  await expect(ana.page.getByText(`Your partner: ${ben.name}`)).toBeVisible();
  await ben.page.reload();
  await expect(ben.page.getByText(`Your partner: ${ana.name}`)).toBeVisible();
  await scanBothThemes(ana.page, "/app/community");
  await ana.context.close();
  await ben.context.close();
});

test("a priority student books inside the early window; a regular one is told when booking opens", async ({ browser, page }) => {
  await premiumStudio(page.request);
  const windows = await page.request.patch("/api/studio", { data: { bookingWindowDays: 7, priorityWindowDays: 10, priorityRule: "list" } });
  expect(windows.ok(), await windows.text()).toBe(true);
  const early = await studentIn(browser, page.request, "Pat");
  const late = await studentIn(browser, page.request, "Rene");
  expect((await page.request.put("/api/priority-students", { data: { studentIds: [early.id] } })).ok()).toBe(true);
  const lesson = await createClass(page.request, new Date(Date.now() + 9 * 86_400_000), "Maria Lopez");
  const when = whenLabel(lesson.startsAt, lesson.endsAt);

  await early.page.goto("/app/schedule");
  await openBookingTab(early.page, "Group classes");
  await early.page.getByRole("button", { name: `Book: Group Class, ${when}, with Maria Lopez` }).click();
  await expect(early.page.getByRole("listitem", { name: `Group Class, ${when}` })).toContainText("You're booked");

  await late.page.goto("/app/schedule");
  await openBookingTab(late.page, "Group classes");
  const item = late.page.getByRole("listitem", { name: `Group Class, ${when}` });
  await expect(item).toContainText(/Opens \w{3} \w{3} \d{1,2}, \d{1,2}:\d{2} (AM|PM)/);
  await expect(item.getByRole("button", { name: /^Book/ })).toHaveCount(0);
  for (const theme of ["light", "dark"] as const) {
    await emulateTheme(late.page, theme);
    await late.page.reload();
    await openBookingTab(late.page, "Group classes");
    await expect(item).toContainText("Opens");
    await expectNoA11yViolations(late.page);
  }
  // The server refuses it too, saying when.
  const refused = await late.context.request.post(`/api/events/${lesson.id}/bookings`, { data: {} });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error.message).toMatch(
    /^Booking for this class opens for you on \w+day, \w{3} \d{1,2} at \d{1,2}:\d{2} (AM|PM)\.$/,
  );
  await early.context.close();
  await late.context.close();
});

test("a student replies on the board and the owner hides the reply", async ({ browser, page }) => {
  await premiumStudio(page.request);
  const sam = await studentIn(browser, page.request, "Sam");

  await page.goto("/app/community");
  await page.getByLabel("Title").fill("Medal ball sign-ups");
  await page.getByLabel("Message").fill("Sign up by Dec 1: https://example.test/medal-ball");
  await page.getByRole("button", { name: "Post to the board" }).click();
  await expect(page.getByRole("heading", { name: "Medal ball sign-ups" })).toBeVisible();
  await expect(page.getByRole("link", { name: "https://example.test/medal-ball" })).toBeVisible();
  await scanBothThemes(page, "/app/community");

  await sam.page.goto("/app/community");
  await sam.page.getByLabel("Reply to “Medal ball sign-ups”").fill("Count me in — <b>not bold</b>");
  await sam.page.getByRole("button", { name: "Reply", exact: true }).click();
  await expect(sam.page.getByText("Count me in — <b>not bold</b>")).toBeVisible();
  await expect(sam.page.getByRole("heading", { name: "New post" })).toHaveCount(0);

  await page.reload();
  await page.getByRole("button", { name: `Hide reply by ${sam.name}` }).click();
  await expect(page.getByText(/· hidden/)).toBeVisible();
  await sam.page.reload();
  await expect(sam.page.getByRole("heading", { name: "Medal ball sign-ups" })).toBeVisible();
  await expect(sam.page.getByText("Count me in")).toHaveCount(0);
  await sam.context.close();
});
