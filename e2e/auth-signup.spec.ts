import { expect, test } from "@playwright/test";
import { DEMO_OWNER, uniqueEmail } from "./support/login";

test.describe("sign-up page", () => {
  test("creates a studio on a Pro trial and opens its schedule", async ({ page }) => {
    await page.goto("/signup");
    await expect(page.getByRole("link", { name: "Login", exact: true })).toHaveAttribute("href", "/login");
    for (const provider of ["Google", "Facebook", "Apple"]) {
      await expect(page.getByRole("button", { name: `Sign up with ${provider} is not available yet` })).toBeDisabled();
    }
    await page.getByLabel("Your name").fill("Rosa Tango");
    await page.getByLabel("Email").fill(uniqueEmail("rosa"));
    await page.getByLabel("Password", { exact: true }).fill("tango-nights-2");
    await page.getByLabel("Studio name (optional)").fill("Tango Loft");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();

    await expect(page).toHaveURL("/app/schedule");
    const sidebar = page.locator("#app-sidebar");
    await expect(sidebar.getByText("Rosa Tango")).toBeAttached();
    await expect(sidebar.getByText("Tango Loft")).toBeAttached();
    await expect(sidebar.getByTestId("plan-name")).toHaveText("Pro");
    await expect(sidebar.getByText("Trial", { exact: true })).toBeAttached();
  });

  test("shows field errors beside the fields and keeps what was typed", async ({ page }) => {
    await page.goto("/signup");
    await page.getByLabel("Your name").fill("Sol Samba");
    await page.getByLabel("Email").fill("not-an-address");
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page.getByText("Please enter a valid email address, like name@example.com.")).toBeVisible();
    await expect(page.getByText("Use at least 8 characters for your password.")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Your name")).toHaveValue("Sol Samba");
    await expect(page.getByLabel("Email")).toHaveValue("not-an-address");
  });

  test("an e-mail that already has an account: the API's message beside the field", async ({ page }) => {
    await page.goto("/signup");
    await page.getByLabel("Your name").fill("Olive Again");
    await page.getByLabel("Email").fill(DEMO_OWNER.email);
    await page.getByLabel("Password", { exact: true }).fill("long-enough-1");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page.getByText("An account with this email already exists.", { exact: true })).toBeVisible();
    await expect(page.locator("form").getByRole("alert")).toContainText("Log in instead");
    await expect(page.getByLabel("Email")).toHaveValue(DEMO_OWNER.email);
    await expect(page).toHaveURL("/signup");
  });
});
