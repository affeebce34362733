import { expect, test } from "@playwright/test";

test.describe("public pages show their content", () => {
  test("home: hero, features, gallery, pricing, contact and footer", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Promenade — Studio Management");
    await expect(page.getByRole("heading", { level: 1, name: "Elegant Dance Scheduling" })).toBeVisible();

    const calendar = page.getByRole("figure").filter({ hasText: "Sample studio calendar" });
    await expect(calendar.getByText("June", { exact: true })).toBeVisible();
    await expect(calendar.getByRole("listitem").filter({ hasText: "Salsa Basics" })).toContainText("10:00 AM");

    for (const title of [
      "Click & Drag Scheduling",
      "Easy Booking",
      "Progress Metrics",
      "Calendar View",
      "Booking Interface",
      "Metrics Dashboard",
    ]) {
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    }
    await expect(page.getByRole("switch", { name: /Annual/ })).toBeVisible();
    await expect(page.getByText("Most Popular")).toBeVisible();

    const contact = page.locator("#contact");
    for (const label of ["Name", "Email", "Subject (optional)", "Message"])
      await expect(contact.getByLabel(label, { exact: true })).toBeVisible();
    await expect(contact.getByRole("button", { name: "Send Message" })).toBeVisible();
    await expect(contact.getByText("123 Promenade Avenue")).toBeVisible();
    await expect(contact.getByRole("link", { name: "info@promenade.test" })).toHaveAttribute("href", "mailto:info@promenade.test");
    await expect(contact.getByRole("link", { name: "(555) 010-0199" })).toBeVisible();
    await expect(contact.getByRole("link", { name: /Promenade on/ })).toHaveCount(3);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" })).toBeVisible();
  });

  test("home: Get Started leads to the features section", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/#features$/);
    await expect(page.getByRole("heading", { name: "Click & Drag Scheduling" })).toBeInViewport();
  });

  test("features: the three feature cards", async ({ page }) => {
    await page.goto("/features");
    await expect(page).toHaveTitle("Features · Promenade");
    for (const title of ["Click & Drag Scheduling", "Easy Booking", "Progress Metrics"]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
    await expect(page.getByText(/integrated payment system/)).toBeVisible();
    await expect(page.getByText(/practice hours, attendance and skill progression/i)).toBeVisible();
  });

  test("gallery: three captioned pictures of the product", async ({ page }) => {
    await page.goto("/gallery");
    await expect(page).toHaveTitle("Demo/Gallery · Promenade");
    const figures = page.getByRole("figure");
    await expect(figures).toHaveCount(3);
    for (const title of ["Calendar View", "Booking Interface", "Metrics Dashboard"]) {
      await expect(figures.filter({ has: page.getByRole("heading", { name: title }) })).toBeVisible();
    }
  });

  test("contact: the form and the details", async ({ page }) => {
    await page.goto("/contact");
    await expect(page).toHaveTitle("Contact · Promenade");
    for (const label of ["Name", "Email", "Message"]) await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
  });

  for (const [path, title] of [
    ["/privacy-policy", "Privacy Policy"],
    ["/terms-of-service", "Terms of Service"],
  ] as const) {
    test(`${title}: dated July 12, 2025`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} · Promenade`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText("Last updated July 12, 2025")).toBeVisible();
    });
  }

  test("the policies say what the product does: cookie, storage, billing and refunds", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByText(/HttpOnly session cookie/)).toBeVisible();
    await expect(page.getByText(/local storage/).first()).toBeVisible();
    await page.goto("/terms-of-service");
    await expect(page.getByText(/billed monthly or annually/)).toBeVisible();
    await expect(page.getByText(/14-day money-back guarantee/)).toBeVisible();
    await expect(page.getByText(/payments are non-refundable/)).toBeVisible();
  });

  test("every page has a description and Open Graph tags", async ({ page }) => {
    for (const path of ["/", "/features", "/pricing", "/gallery", "/contact", "/privacy-policy", "/terms-of-service"]) {
      await page.goto(path);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Promenade/);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", /.+/);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/opengraph-image/);
    }
  });

  test("an unknown address shows the 404 page with the site's header and a way home", async ({ page }) => {
    // An unknown page redirects home when signed out; an unknown file gets the 404 page.
    const response = await page.goto("/no-such-page.html");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("isn't in the routine");
    await expect(page.getByRole("banner").getByRole("link", { name: "Promenade home" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found · Promenade");
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page.getByRole("heading", { name: "Elegant Dance Scheduling" })).toBeVisible();
  });

  test("a studio page that doesn't exist is the same 404 page; other pages don't carry it", async ({ page, request }) => {
    const response = await page.goto("/s/no-such-studio");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("isn't in the routine");
    await expect(page).toHaveTitle("Page not found · Promenade");
    // A root not-found.tsx would ride in every page's payload; app/global-not-found.tsx is a page of its own.
    for (const path of ["/", "/login", "/pricing"]) expect(await (await request.get(path)).text()).not.toContain("in the routine");
  });

  test("robots.txt keeps crawlers out of /app and /api; the sitemap lists the public pages", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /app");
    expect(robots).toContain("Disallow: /api");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/features", "/pricing", "/gallery", "/contact", "/privacy-policy", "/terms-of-service"])
      expect(sitemap).toContain(`${path}</loc>`);
    expect((await request.get("/icon.svg")).headers()["content-type"]).toContain("image/svg+xml");
    expect((await request.get("/opengraph-image")).headers()["content-type"]).toContain("image/png");
  });
});
