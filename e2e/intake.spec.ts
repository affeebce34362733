import { expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./support/axe";
import { uniqueName } from "./support/booking";
import { uniqueEmail, signUpViaApi } from "./support/login";
import { invitationPath } from "./support/mail-capture";

test("an owner adds a required question; the invited student must answer it to join, and sees it in their profile", async ({
  page,
  browser,
}) => {
  // A studio of its own: a required question in the demo would hold up every other spec's invitations.
  await signUpViaApi(page);
  await page.goto("/app/settings#settings-intake");
  const section = page.locator('section[aria-labelledby="settings-intake"]');
  await section.getByRole("button", { name: "Add question" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a question" });
  await dialog.getByLabel("Question").fill("What are your dance goals?");
  await dialog.getByRole("checkbox", { name: /Required/ }).check();
  await dialog.getByRole("button", { name: "Add question" }).click();
  await expect(dialog).toBeHidden();
  await section.getByRole("button", { name: "Add question" }).click();
  await dialog.getByLabel("Question").fill("Health notes");
  await dialog.getByRole("checkbox", { name: /Staff only/ }).check();
  await dialog.getByRole("button", { name: "Add question" }).click();
  await expect(section.getByRole("list", { name: "Intake fields" }).getByRole("listitem")).toHaveCount(2);
  await expectNoA11yViolations(page);

  const name = uniqueName("Iris");
  const email = uniqueEmail("intake");
  const created = await page.request.post("/api/students", { data: { name, email } });
  const { student } = (await created.json()) as { student: { id: string } };
  expect((await page.request.post("/api/invites", { data: { email, role: "student", personId: student.id } })).status()).toBe(201);
  const path = await invitationPath(email);

  const context = await browser.newContext();
  const invited = await context.newPage();
  await invited.goto(path);
  await expect(invited.getByLabel("What are your dance goals? (required)")).toBeVisible();
  await expect(invited.getByText("Health notes")).toHaveCount(0);
  await invited.getByRole("textbox", { name: "Password" }).fill("waltz-and-tango-1");
  await invited.getByRole("button", { name: "Create account" }).click();
  await expect(invited.getByText("Answer “What are your dance goals?”.").first()).toBeVisible();
  await invited.getByLabel("What are your dance goals? (required)").fill("Our wedding waltz");
  await invited.getByRole("button", { name: "Create account" }).click();
  await invited.waitForURL(/\/app\/schedule/);

  await invited.goto("/app/settings#settings-profile");
  await expect(invited.getByLabel("What are your dance goals? (required)")).toHaveValue("Our wedding waltz");
  await expect(invited.getByText("Health notes")).toHaveCount(0);
  await context.close();

  // The owner sees the answer on the student's record.
  await page.goto(`/app/students/${student.id}`);
  const panel = page.locator('section[aria-labelledby="intake-title"]');
  await expect(panel.getByText("Our wedding waltz")).toBeVisible();
  await expect(panel.getByText("Health notes")).toBeVisible();
});
