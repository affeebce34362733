import { expect, test, type Page, type Route } from "@playwright/test";
import { expectNoA11yViolations, useTheme } from "./support/axe";
import { holdScripts } from "./support/hold-scripts";
import { TRICKS, whyLeaves } from "../tests/helpers/redirect-tricks";
import { DEMO_OWNER, loginViaApi, uniqueEmail } from "./support/login";

// Scoped to the form: Next adds its own (empty) route-announcer alert to every page.
const alert = (page: Page) => page.locator("form").getByRole("alert");
const loginButton = (page: Page) => page.getByRole("button", { name: "Login", exact: true });

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
}

test.describe("login page", () => {
  test("is prefilled with the demo owner, offers Remember me, the Sign Up tab and unavailable social logins", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(DEMO_OWNER.email);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue(DEMO_OWNER.password);
    await expect(page.getByRole("checkbox", { name: "Remember me" })).not.toBeChecked();
    await expect(page.getByRole("link", { name: "Sign Up", exact: true })).toHaveAttribute("href", "/signup");
    for (const provider of ["Google", "Facebook", "Apple"]) {
      const button = page.getByRole("button", { name: `Sign in with ${provider} is not available yet` });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute("title", `Sign in with ${provider} is not available yet`);
    }
  });

  test("shows and hides the password", async ({ page }) => {
    await page.goto("/login");
    const password = page.getByLabel("Password", { exact: true });
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("a press that ends outside the form doesn't leave it waiting: Enter then signs in", async ({ page }) => {
    await page.goto("/login");
    await page.waitForLoadState("networkidle");
    // The form's script is held back until the pointer is down, so it arrives mid-press.
    const held: Route[] = [];
    await page.route("**/_next/static/chunks/**", (route) => void held.push(route));
    const email = page.getByLabel("Email");
    const box = (await email.boundingBox())!;
    await page.mouse.move(box.x + 10, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(5, 5);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const arrived = held.map((route) => page.waitForResponse(route.request().url()));
    for (const route of held) await route.continue();
    await page.unroute("**/_next/static/chunks/**");
    await Promise.all(arrived);
    await page.mouse.up();
    await email.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/app/schedule");
  });

  test("signing in before the page's script has run: nothing typed goes into the address, and it signs in once live", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/login", { waitUntil: "commit" });
    await fillLogin(page, DEMO_OWNER.email, DEMO_OWNER.password);
    await loginButton(page).click();
    // Held, not sent by the browser (as a GET to /login?email=…&password=…).
    await expect(page.locator("form[data-submit-early]")).toHaveCount(1);
    expect(page.url()).not.toContain("password");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue(DEMO_OWNER.password);
    release();
    await expect(page).toHaveURL("/app/schedule");
  });

  test("empty fields: 'Email and password are required.' in red above the form, and no request", async ({ page }) => {
    let requests = 0;
    await page.route("**/api/auth/login", (route) => {
      requests += 1;
      return route.continue();
    });
    await page.goto("/login");
    await fillLogin(page, "   ", "promenade");
    await loginButton(page).click();
    await expect(alert(page)).toHaveText("Email and password are required.");
    await fillLogin(page, DEMO_OWNER.email, "");
    await loginButton(page).click();
    await expect(alert(page)).toHaveText("Email and password are required.");
    expect(requests).toBe(0);
    // Above the form, in the danger colour.
    const alertBox = await alert(page).boundingBox();
    const emailBox = await page.getByLabel("Email").boundingBox();
    expect(alertBox!.y).toBeLessThan(emailBox!.y);
    const color = await alert(page).evaluate((element) => getComputedStyle(element).color);
    expect(color).toBe("rgb(179, 38, 30)");
  });

  test("a refusal about a field with no message beside it is said on top: an e-mail too long to be anyone's", async ({ page }) => {
    let requests = 0;
    await page.route("**/api/auth/login", (route) => {
      requests += 1;
      return route.continue();
    });
    await page.goto("/login");
    await fillLogin(page, `${"a".repeat(250)}@example.test`, "promenade");
    await loginButton(page).click();
    await expect(alert(page)).toHaveText("Invalid email or password.");
    expect(requests).toBe(0);
  });

  test("wrong credentials: the server's message", async ({ page }) => {
    await page.goto("/login");
    await fillLogin(page, uniqueEmail("wrong"), "not-the-password");
    await loginButton(page).click();
    await expect(alert(page)).toHaveText("Invalid email or password.");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a non-OK answer with an empty body: 'Login failed (502)'", async ({ page }) => {
    await page.route("**/api/auth/login", (route) => route.fulfill({ status: 502, body: "" }));
    await page.goto("/login");
    await loginButton(page).click();
    await expect(alert(page)).toHaveText("Login failed (502)");
  });

  test("a non-OK answer with a text body: that text", async ({ page }) => {
    await page.route("**/api/auth/login", (route) =>
      route.fulfill({ status: 503, contentType: "text/plain", body: "Down for maintenance" }),
    );
    await page.goto("/login");
    await loginButton(page).click();
    await expect(alert(page)).toHaveText("Down for maintenance");
  });

  test("success without a token: 'No token returned by server.'", async ({ page }) => {
    await page.route("**/api/auth/login", (route) => route.fulfill({ status: 200, json: { user: { id: "1", name: "X" } } }));
    await page.goto("/login");
    await loginButton(page).click();
    await expect(alert(page)).toHaveText("No token returned by server.");
  });

  test("a network failure: the error's message", async ({ page }) => {
    await page.route("**/api/auth/login", (route) => route.abort("failed"));
    await page.goto("/login");
    await loginButton(page).click();
    await expect(alert(page)).toHaveText("Failed to fetch");
  });

  test("the button reads 'Signing in…' and is disabled while the request runs", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/auth/login", async (route) => {
      await held;
      await route.fulfill({ status: 401, json: { error: { code: "unauthorized", message: "Invalid email or password." } } });
    });
    await page.goto("/login");
    await loginButton(page).click();
    const busy = page.getByRole("button", { name: "Signing in…" });
    await expect(busy).toBeDisabled();
    release();
    await expect(alert(page)).toHaveText("Invalid email or password.");
    await expect(loginButton(page)).toBeEnabled();
  });

  test("round trip: a logged-out visit to /app/students logs in and lands on /app/students", async ({ page }) => {
    await page.goto("/app/students?level=Gold");
    await expect(page).toHaveURL("/login?redirect=%2Fapp%2Fstudents%3Flevel%3DGold");
    await loginButton(page).click();
    await expect(page).toHaveURL("/app/students?level=Gold");
    await expect(page.getByRole("heading", { name: "Students", level: 1 })).toBeVisible();
  });

  test("without a redirect, a login lands on /app/schedule; an unsafe redirect is ignored", async ({ page }) => {
    await page.goto("/login?redirect=%2F%2Fevil.example");
    await loginButton(page).click();
    await expect(page).toHaveURL("/app/schedule");
  });

  test("a logged-in visit to /login goes to the redirect target, or /app/schedule", async ({ page }) => {
    await loginViaApi(page);
    await page.goto("/login?redirect=%2Fapp%2Freports");
    await expect(page).toHaveURL("/app/reports");
    await page.goto("/login");
    await expect(page).toHaveURL("/app/schedule");
  });

  test("a logged-in visit to /login never leaves the site, whatever the redirect trick", async ({ page, baseURL }) => {
    await loginViaApi(page);
    await page.goto("/login?redirect=/.//evil.example");
    await expect(page).toHaveURL("/app/schedule");
    const escaped: string[] = [];
    for (let start = 0; start < TRICKS.length; start += 16) {
      await Promise.all(
        TRICKS.slice(start, start + 16).map(async (trick) => {
          const response = await page.request.get(`/login?redirect=${encodeURIComponent(trick)}`, { maxRedirects: 0 });
          // Next makes a same-host Location relative; one left absolute must be this site's.
          const location = response.headers().location ?? "";
          const local = location.startsWith(`${baseURL}/`) ? location.slice(baseURL!.length) : location;
          if (response.status() !== 307 || whyLeaves(local).length) escaped.push(`${trick} → ${response.status()} ${location}`);
        }),
      );
    }
    expect(escaped).toEqual([]);
  });
});

for (const theme of ["light", "dark"] as const) {
  test(`login and sign-up pages have no axe violations (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto("/login");
    await page.getByRole("button", { name: "Login", exact: true }).waitFor();
    await expectNoA11yViolations(page);
    await page.goto("/signup");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page.getByText("Please enter your name.")).toBeVisible();
    await expectNoA11yViolations(page);
  });
}
