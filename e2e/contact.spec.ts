import { expect, test, type Page } from "@playwright/test";

async function fill(page: Page, values: { name?: string; email?: string; subject?: string; message?: string }) {
  if (values.name !== undefined) await page.getByLabel("Name", { exact: true }).fill(values.name);
  if (values.email !== undefined) await page.getByLabel("Email", { exact: true }).fill(values.email);
  if (values.subject !== undefined) await page.getByLabel("Subject (optional)").fill(values.subject);
  if (values.message !== undefined) await page.getByLabel("Message", { exact: true }).fill(values.message);
}

test.describe("contact form", () => {
  test("shows each problem beside its field and keeps what was typed", async ({ page }) => {
    await page.goto("/contact");
    await fill(page, { name: "Ana Castillo", email: "ana@", message: "Hi" });
    await page.getByRole("button", { name: "Send Message" }).click();

    const email = page.getByLabel("Email", { exact: true });
    const message = page.getByLabel("Message", { exact: true });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(/valid email address/);
    await expect(message).toHaveAccessibleDescription(/at least 10 characters/);
    await expect(email).toBeFocused();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Ana Castillo");
    await expect(email).toHaveValue("ana@");
    await expect(message).toHaveValue("Hi");

    await email.fill("ana@example.com");
    await message.fill("Do you run a beginners' waltz course on weekday evenings?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toContainText("Thank you, Ana Castillo!");
    await expect(page.getByRole("status")).toBeFocused();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeHidden();
  });

  test("the home page's contact block sends a message with a subject", async ({ page }) => {
    await page.goto("/#contact");
    const block = page.locator("#contact");
    await block.getByLabel("Name", { exact: true }).fill("Leo Marsh");
    await block.getByLabel("Email", { exact: true }).fill("leo@example.com");
    await block.getByLabel("Subject (optional)").fill("Studio rental");
    await block.getByLabel("Message", { exact: true }).fill("Can we rent Studio B on Sunday afternoons for practice?");
    const sent = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
    await block.getByRole("button", { name: "Send Message" }).click();
    expect((await sent).status()).toBe(201);
    await expect(block.getByRole("status")).toContainText("Your message has been sent");
  });

  test("shows the server's answer when sending is refused, keeping the message", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 429,
        headers: { "Retry-After": "1200" },
        json: {
          error: {
            code: "rate_limited",
            message: "You have sent 5 messages in the last hour. Please try again in 20 minutes, or email us directly.",
          },
        },
      }),
    );
    await page.goto("/contact");
    await fill(page, { name: "Ana", email: "ana@example.com", message: "One more question about group classes." });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText("Please try again in 20 minutes");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("One more question about group classes.");
  });

  test("shows the server's field errors beside their fields", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 400,
        json: {
          error: {
            code: "validation",
            message: "Please enter a valid email address.",
            fields: { email: "Please enter a valid email address." },
          },
        },
      }),
    );
    await page.goto("/contact");
    await fill(page, { name: "Ana", email: "ana@example.com", message: "A question about private lessons." });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByLabel("Email", { exact: true })).toHaveAccessibleDescription("Please enter a valid email address.");
  });

  test("the honeypot is out of reach for people", async ({ page }) => {
    await page.goto("/contact");
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(page.getByRole("textbox", { name: "Website" })).toHaveCount(0);
  });
});
