import { expect, test, type Page } from "@playwright/test";
import { expectNoA11yViolations, useTheme } from "./support/axe";
import { DEMO_OWNER, loginViaApi, signUpViaApi } from "./support/login";

/** Each section, and what it shows: schedule, instructors and students are live, the others have their empty state. */
const PAGES: [string, string, (page: Page) => ReturnType<Page["getByText"]>][] = [
  ["Schedule", "/app/schedule", (page) => page.getByRole("button", { name: "Today" })],
  ["Instructors", "/app/instructors", (page) => page.getByRole("link", { name: "Maria Lopez" })],
  ["Students", "/app/students", (page) => page.getByRole("table", { name: "Students" })],
  ["Reports", "/app/reports", (page) => page.getByRole("heading", { name: "Cash received by method" })],
  ["Payments", "/app/payments", (page) => page.getByRole("heading", { name: "Recent payments" })],
  ["Settings", "/app/settings", (page) => page.getByRole("region", { name: "Plan" })],
];

test.describe("studio shell (desktop)", () => {
  test.beforeEach(async ({ page }) => {
    await loginViaApi(page);
  });

  test("has no public header, and every section with its title, empty state and current mark", async ({ page }) => {
    await page.goto("/app/schedule");
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    const nav = page.getByRole("navigation", { name: "Studio" });
    for (const [label, href, content] of PAGES) {
      await nav.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(href);
      await expect(page.getByRole("heading", { name: label, level: 1 })).toBeVisible();
      await expect(content(page)).toBeVisible();
      await expect(nav.getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
    // The old settings page sends people to the matching section, saying that settings moved.
    await page.goto("/app/settings-legacy?section=rooms");
    await expect(page).toHaveURL("/app/settings?moved=1#settings-rooms");
    await expect(page.getByRole("status").filter({ hasText: "Settings moved here from the old settings page." })).toBeVisible();
    await expect(page.getByRole("region", { name: "Rooms" })).toBeVisible();
  });

  test("the sidebar starts collapsed; the logo expands it and the choice survives a reload", async ({ page }) => {
    await page.goto("/app/schedule");
    const sidebar = page.locator("#app-sidebar");
    const logo = page.getByRole("button", { name: "expand sidebar" });
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await expect(logo).toHaveAttribute("aria-expanded", "false");
    const width = async () => (await sidebar.boundingBox())!.width;
    await expect.poll(width).toBe(64);

    await logo.click();
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await expect(page.getByRole("button", { name: "collapse sidebar" })).toHaveAttribute("aria-expanded", "true");
    await expect.poll(width).toBe(240);
    await expect(sidebar.getByText(DEMO_OWNER.name)).toBeVisible();
    await expect(sidebar.getByText(DEMO_OWNER.studio)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("sidebar"))).toBe("expanded");

    await page.reload();
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await expect.poll(width).toBe(240);
    await expect(sidebar.getByText(DEMO_OWNER.name)).toBeVisible();
    await page.getByRole("button", { name: "collapse sidebar" }).click();
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    expect(await page.evaluate(() => localStorage.getItem("sidebar"))).toBe("collapsed");
  });

  test("the sidebar column runs a long page's whole height, its top staying in view as the page scrolls", async ({ page }) => {
    // Shorter than the page: the old one-screen-tall column stopped here.
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto("/app/reports");
    await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
    const sidebar = page.locator("#app-sidebar");
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(pageHeight).toBeGreaterThan(650);
    expect((await sidebar.boundingBox())!.height).toBeGreaterThanOrEqual(pageHeight - 1);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(sidebar.getByRole("button", { name: "expand sidebar" })).toBeInViewport();
  });

  test("shows the plan badge: Pro for the demo studio", async ({ page }) => {
    await page.goto("/app/schedule");
    await expect(page.locator("#app-sidebar").getByTestId("plan-name")).toHaveText("Pro");
  });

  test("toggles light and dark and saves the theme", async ({ page }) => {
    await useTheme(page, "light");
    await page.goto("/app/schedule");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/dark/);
    await page.locator("#app-sidebar").getByRole("button", { name: "Toggle dark mode" }).click();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.reload();
    await expect(html).toHaveClass(/dark/);
  });

  test("Logout signs out and goes to /login", async ({ page, context }) => {
    await page.goto("/app/students");
    await page.locator("#app-sidebar").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/login");
    expect((await context.cookies()).find((cookie) => cookie.name === "token")).toBeUndefined();
    await page.goto("/app/students");
    await expect(page).toHaveURL("/login?redirect=%2Fapp%2Fstudents");
  });

  test("Logout still goes to /login when signing out fails, and stays there signed out", async ({ page, context }) => {
    await page.goto("/app/students");
    await page.route("**/api/auth/logout", (route) => route.abort("failed"));
    await page.locator("#app-sidebar").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/login?signed-out=1");
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === "token")).toBeUndefined();
    await page.goto("/app/students");
    await expect(page).toHaveURL("/login?redirect=%2Fapp%2Fstudents");
  });
});

test("a new studio shows its owner, its name and the Pro trial", async ({ page }) => {
  const account = await signUpViaApi(page, { name: "Theo Jive", studioName: "Jive Junction" });
  await page.goto("/app/schedule");
  const sidebar = page.locator("#app-sidebar");
  await expect(sidebar.getByText(account.name)).toBeAttached();
  await expect(sidebar.getByText("Jive Junction")).toBeAttached();
  await expect(sidebar.getByTestId("plan-name")).toHaveText("Pro");
  await expect(sidebar.getByText("Plan: Pro").or(sidebar.getByTitle(/^Pro plan \(free trial, ends /))).toBeAttached();
});

test.describe("studio shell on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens the sidebar as a drawer from the top bar and closes it on navigation", async ({ page }) => {
    await loginViaApi(page);
    await page.goto("/app/schedule");
    await expect(page.locator("#app-sidebar")).toBeHidden();
    await page.getByRole("button", { name: "Open navigation" }).click();
    const drawer = page.getByRole("dialog", { name: "Promenade" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(DEMO_OWNER.studio)).toBeVisible();
    await expect(drawer.getByTestId("plan-name")).toHaveText("Pro");
    await expect(drawer.getByRole("link", { name: "Schedule" })).toHaveAttribute("aria-current", "page");
    await drawer.getByRole("link", { name: "Payments" }).click();
    await expect(page).toHaveURL("/app/payments");
    await expect(drawer).toBeHidden();
    await page.getByRole("button", { name: "Open navigation" }).click();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  });
});

for (const theme of ["light", "dark"] as const) {
  test(`the shell has no axe violations, collapsed, expanded and as a drawer (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await loginViaApi(page);
    await page.goto("/app/students");
    await expect(page.getByRole("heading", { name: "Students", level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "expand sidebar" }).click();
    await expect(page.locator("#app-sidebar")).toHaveAttribute("data-state", "expanded");
    await expectNoA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Open navigation" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoA11yViolations(page);
  });
}

test("a missing page under /app is a 404 inside the app, not the public site's", async ({ page }) => {
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") blocked.push(message.text());
  });
  await loginViaApi(page);
  const response = await page.goto("/app/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This page isn't here", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Studio" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign Up" })).toHaveCount(0);
  await page.getByRole("link", { name: "Go to the schedule" }).click();
  await expect(page).toHaveURL("/app/schedule");
  expect(blocked.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
});

test("an id in the address that can't be a record is the app's 404; one that isn't yours is the page's own answer", async ({ page }) => {
  await loginViaApi(page);
  // Students and instructors have a loading screen: Next has answered 200 and is streaming before the
  // page reads its id, so there the 404 is the page shown (marked noindex), not the status.
  for (const [path, status] of [
    ["/app/students/not-an-id", 200],
    ["/app/instructors/123", 200],
    ["/app/payments/students/x", 404],
    ["/app/payments/receipts/%20", 404],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(status);
    await expect(page.getByRole("heading", { name: "This page isn't here", level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Studio" })).toBeVisible();
    await expect(page.locator('meta[name="robots"][content="noindex"]').first()).toBeAttached();
  }
  await page.goto("/app/students/00000000-0000-4000-8000-000000000000");
  await expect(page.getByText("We couldn't find this student.")).toBeVisible();
});
