import { expect, test, type Page } from "@playwright/test";
import { expectNoA11yViolations, useTheme as emulateTheme } from "./support/axe";
import { startMailCapture } from "./support/mail-capture";
import { loginViaApi, signUpViaApi, uniqueEmail } from "./support/login";
import { shooter } from "./support/shots";

// playwright.config.ts names these in the e2e server's OPERATOR_EMAILS and CONTACT_TO.
const OPERATOR = { email: "operator@promenade-e2e.example", password: "e2e-operator-password-1" };
const INBOX = "contact-inbox@promenade-e2e.example";
const shoot = shooter("/tmp/shots/operator");

/** The operator's account: a studio of their own like anyone's (made once per server; signed in after). */
async function signInAsOperator(page: Page) {
  const signUp = await page.request.post("/api/auth/signup", {
    data: { name: "Oona Operator", email: OPERATOR.email, password: OPERATOR.password, studioName: "Operator's Own Studio" },
  });
  if (signUp.status() !== 201) await loginViaApi(page, OPERATOR);
}

async function scanBothThemes(page: Page, heading: string) {
  for (const theme of ["light", "dark"] as const) {
    await emulateTheme(page, theme);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
    await expectNoA11yViolations(page);
  }
  await emulateTheme(page, "light");
}

test("a brand-new studio sees nothing of the operator's screen: no link, and a 404 there", async ({ page, browser }) => {
  await signUpViaApi(page, { studioName: "Fresh Foxtrot" });
  await page.goto("/app/schedule");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Operator", exact: true })).toHaveCount(0);
  for (const path of ["/operator", "/operator/messages", "/operator/studios?sort=activity"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Health|Messages|Studios/);
  }
  // Signed out: the same 404, not a way to the login page.
  const visitor = await browser.newPage();
  expect((await visitor.goto("/operator"))?.status()).toBe(404);
  expect(new URL(visitor.url()).pathname).toBe("/operator");
  await visitor.close();
});

test("the operator reads a contact message, its e-mail, the studios and the site's health", async ({ page }) => {
  // Three views, each scanned by axe in both themes (and photographed with SHOTS=1).
  test.setTimeout(120_000);
  const mail = await startMailCapture();
  const subject = `Question ${uniqueEmail("q").split("@")[0]}`;
  await page.goto("/contact");
  await page.getByLabel("Name", { exact: true }).fill("Maya Visitor");
  await page.getByLabel("Email", { exact: true }).fill("maya.visitor@example.com");
  await page.getByLabel("Subject (optional)").fill(subject);
  await page.getByLabel("Message", { exact: true }).fill("Do you offer Promenade for a small tango school of twelve?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toContainText("Thank you, Maya Visitor!");

  // The site's inbox hears of it once, and a reply goes to the visitor.
  const notice = await mail.waitFor(INBOX, new RegExp(`^Contact form: ${subject}$`));
  expect(notice.replyTo?.text).toBe("maya.visitor@example.com");
  expect(notice.text).toContain("small tango school of twelve");

  await signInAsOperator(page);
  await page.goto("/app/schedule");
  await page.getByRole("link", { name: "Operator", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Health", exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Operator" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Studio" })).toHaveCount(0);
  await expect(page.getByRole("row", { name: /Site e-mail \(contact form\)/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Recent views of this screen" })).toContainText(`${OPERATOR.email} · health`);
  await scanBothThemes(page, "Health");
  await shoot(page, "health");

  await page.getByRole("link", { name: "Messages", exact: true }).click();
  const message = page.getByRole("article", { name: subject });
  await expect(message).toContainText("Maya Visitor");
  await expect(message.getByRole("link", { name: "maya.visitor@example.com" })).toHaveAttribute("href", "mailto:maya.visitor@example.com");
  // Marked sent a moment after the e-mail left: a reload shows it.
  await expect(async () => {
    await page.reload();
    await expect(message.getByText("E-mailed", { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await scanBothThemes(page, "Messages");
  await shoot(page, "messages");

  await page.getByRole("link", { name: "Studios", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Studios", exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Last activity", exact: true }).click();
  await expect(page).toHaveURL(/sort=activity/);
  await expect(page.getByRole("rowheader", { name: /Operator's Own Studio/ }).first()).toBeVisible();
  await scanBothThemes(page, "Studios");
  await shoot(page, "studios");

  // Back to the studio: the operator's own studio, with the role they have there.
  await page.getByRole("link", { name: "Back to the studio", exact: true }).click();
  await expect(page.getByRole("navigation", { name: "Studio" })).toBeVisible();
});
