import { expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./support/axe";
import { signUpViaApi, uniqueEmail } from "./support/login";
import { startMailCapture } from "./support/mail-capture";

let mail: Awaited<ReturnType<typeof startMailCapture>>;
test.beforeAll(async () => {
  mail = await startMailCapture();
});
test.afterAll(async () => mail.close());

test("a visitor writes from the studio's page and the owner finds the inquiry with the message and its source", async ({
  browser,
  page,
}) => {
  const owner = await signUpViaApi(page, { studioName: "Tango Terrace" });
  const slug = `tango-terrace-${Date.now().toString(36)}`;
  const opened = await page.request.patch("/api/studio/public-page", { data: { enabled: true, slug } });
  expect(opened.status(), await opened.text()).toBe(200);

  // The visitor, with no session, arrives from a poster's link.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  const blocked: string[] = [];
  visitor.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await visitor.goto(`/s/${slug}?ref=e2e-poster`);
  const form = visitor.getByRole("form", { name: "Send us a message" });
  await form.scrollIntoViewIfNeeded();
  const email = uniqueEmail("visitor");
  await form.getByLabel("Your name").fill("Vera Visitor");
  await form.getByLabel("Your e-mail").fill("vera@");
  await form.getByLabel("Your phone number (optional)").fill("(212) 555-0142");
  await form.getByLabel("I'm interested in").selectOption({ label: "Wedding dance" });
  await form.getByLabel("Your message").fill("We marry in June: could you teach us a first dance?");
  await form.getByRole("button", { name: "Send message" }).click();
  // A mistake is said beside its field, and what was typed stays.
  await expect(form.getByLabel("Your e-mail")).toHaveAccessibleDescription(/valid email address/);
  await expect(form.getByLabel("Your message")).toHaveValue("We marry in June: could you teach us a first dance?");
  await expectNoA11yViolations(visitor);

  await form.getByLabel("Your e-mail").fill(email);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(visitor.getByRole("status")).toContainText("Thank you, Vera Visitor!");
  await expect(visitor.getByRole("status")).toContainText(`They will reply to ${email}.`);
  expect(blocked).toEqual([]);
  await context.close();

  // The owner hears of it by e-mail, with a link to the inquiry.
  const notice = await mail.waitFor(owner.email, /^New message from Vera Visitor$/);
  expect(notice.text).toContain("could you teach us a first dance?");
  expect(notice.text).toContain("Came from: e2e-poster");

  await page.goto("/app/inquiries");
  const row = page.getByRole("link", { name: "Vera Visitor" });
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.getByRole("heading", { level: 1, name: "Vera Visitor" })).toBeVisible();
  await expect(page.getByText("We marry in June: could you teach us a first dance?")).toBeVisible();
  // Its source and interest stand beside its stage.
  await expect(page.locator("span", { hasText: /^e2e-poster$/ })).toBeVisible();
  await expect(page.locator("span", { hasText: /^Wedding dance$/ })).toBeVisible();
});
