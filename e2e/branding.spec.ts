import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { makeJpeg, makePng, SVG_LOGO } from "../tests/helpers/images";
import { expectNoA11yViolations, useTheme } from "./support/axe";
import { createClass, inviteStudent, newStudentContext, oddStart, whenLabel } from "./support/booking";
import { loginViaApi, signUpViaApi } from "./support/login";
import { openBookingTab } from "./support/student-home";

/** A brand-new studio (14-day Pro trial) moved to Premium: without Stripe on this server, the change applies at once. */
async function premiumStudio(page: Page) {
  const account = await signUpViaApi(page, { studioName: "Tango Loft" });
  const change = await page.request.put("/api/subscription", { data: { plan: "premium", interval: "month" } });
  expect(change.status(), await change.text()).toBe(200);
  return account;
}

async function uploadViaForm(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel(/Upload a logo|Replace the logo/).setInputFiles(file);
  await page.getByRole("button", { name: "Upload logo" }).click();
}

async function recordPayment(request: APIRequestContext) {
  const student = await inviteStudent(request);
  const paid = await request.post("/api/payments", { data: { studentId: student.id, amountCents: 6_000, method: "cash" } });
  expect(paid.status(), await paid.text()).toBe(201);
  return ((await paid.json()) as { payment: { id: string } }).payment.id;
}

test("an owner on Premium uploads a logo: it shows in the shell and on receipts, served immutable", async ({ page }) => {
  await premiumStudio(page);
  await page.goto("/app/settings");
  const branding = page.getByRole("region", { name: "Branding" });
  await expect(branding.getByText("No logo yet")).toBeVisible();

  // Refused before any upload: an SVG (the form reads the file's type), then a PNG that says it is a JPEG (the server reads the bytes).
  await uploadViaForm(page, { name: "logo.svg", mimeType: "image/svg+xml", buffer: SVG_LOGO });
  await expect(branding.getByText("SVG logos aren't accepted: an SVG can carry script.", { exact: false })).toBeVisible();
  await uploadViaForm(page, { name: "logo.jpg", mimeType: "image/jpeg", buffer: makePng(96, 96) });
  await expect(branding.getByRole("alert")).toContainText("lying about its type");

  await uploadViaForm(page, { name: "tango-loft.png", mimeType: "image/png", buffer: makePng(160, 96, [29, 78, 216]) });
  await expect(branding.getByRole("status")).toHaveText("Logo saved.");
  await expect(branding.getByRole("img", { name: "Your studio's logo" })).toBeVisible();
  await expect(branding.getByText("160 × 96 px")).toBeVisible();

  // The shell wears it (the sidebar's mark), from the hashed, immutable URL.
  const mark = page.locator("#app-sidebar img");
  await expect(mark).toHaveAttribute("src", /^\/api\/studio-logos\/[0-9a-f-]{36}\/[0-9a-f]{64}$/);
  const logoUrl = (await mark.getAttribute("src"))!;
  const served = await page.request.get(logoUrl);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  expect(await mark.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(160);

  // A receipt prints it.
  const paymentId = await recordPayment(page.request);
  await page.goto(`/app/payments/receipts/${paymentId}`);
  await expect(page.getByRole("article", { name: "Receipt" }).getByRole("img", { name: "Tango Loft logo" })).toBeVisible();

  // Removed, the URL is gone and Promenade's mark is back.
  await page.goto("/app/settings");
  await page.getByRole("button", { name: "Remove logo" }).click();
  await expect(page.getByRole("region", { name: "Branding" }).getByText("No logo yet")).toBeVisible();
  await expect(mark).toHaveCount(0);
  expect((await page.request.get(logoUrl)).status()).toBe(404);
});

test("the API refuses a logo too big, of the wrong type or lying, naming the field", async ({ page }) => {
  await premiumStudio(page);
  const put = (data: Buffer, type: string) => page.request.put("/api/studio/logo", { data, headers: { "content-type": type } });
  const tooBig = await put(Buffer.concat([makePng(100, 100), Buffer.alloc(1024 * 1024)]), "image/png");
  expect(tooBig.status()).toBe(400);
  expect((await tooBig.json()).error.fields.logo).toMatch(/at most 1 MB/);
  const svg = await put(SVG_LOGO, "image/svg+xml");
  expect(svg.status()).toBe(400);
  expect((await svg.json()).error.fields.logo).toMatch(/can carry script/);
  const lying = await put(makeJpeg(100, 100), "image/png");
  expect((await lying.json()).error.fields.logo).toMatch(/lying about its type/);
  const tiny = await put(makePng(40, 40), "image/png");
  expect(tiny.status()).toBe(422);
});

test("below Premium the Branding section is locked and links to the plans", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/app/settings");
  const branding = page.getByRole("region", { name: "Branding" });
  await expect(branding.getByText("Available on Premium")).toBeVisible();
  await branding.getByRole("link", { name: "Compare plans" }).click();
  await expect(page).toHaveURL(/\/app\/settings#settings-plan$/);
  await expect(branding.getByRole("button", { name: "Upload logo" })).toHaveCount(0);
  const refused = await page.request.put("/api/studio/logo", { data: makePng(100, 100), headers: { "content-type": "image/png" } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: { code: "plan_required", planName: "Premium" } });
});

test("Payment at booking offers 'Pay when booking' only once the studio has connected Stripe", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/app/settings");
  const section = page.getByRole("region", { name: "Payment at booking" });
  await expect(section.getByRole("radio", { name: /Bill to the student's account/ })).toBeChecked();
  await expect(section.getByRole("radio", { name: /Pay when booking/ })).toBeDisabled();
  await expect(section).toContainText("Connect Stripe to take payments online");
  await expect(section.getByRole("link", { name: "Connect Stripe to take payments online" })).toHaveAttribute(
    "href",
    "#settings-online-payments",
  );
});

test("a student whose booking is held is sent to Stripe Checkout", async ({ browser, request }) => {
  // This server has no Stripe keys: the API's held answer (covered by tests/booking/pay-at-booking*.int.test.ts
  // against a Stripe stand-in, the real SDK) is given here, and the browser must follow its Checkout URL.
  await loginViaApi(request);
  const lesson = await createClass(request, oddStart(5), "Sofia Rossi");
  const { context, page: student } = await newStudentContext(browser, request);
  const checkoutUrl = "https://checkout.stripe.test/c/pay/cs_test_e2e";
  await student.route("**/api/events/*/bookings", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 201,
          json: { booking: { id: "b", status: "held" }, money: { kind: "checkout", amountCents: 2_500 }, checkoutUrl },
        })
      : route.continue(),
  );
  await student.route("https://checkout.stripe.test/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Stripe Checkout</title><h1>Pay Promenade Ballroom</h1>" }),
  );
  await student.goto("/app/schedule");
  await openBookingTab(student, "Group classes");
  await student.getByRole("button", { name: `Book: Group Class, ${whenLabel(lesson.startsAt, lesson.endsAt)}, with Sofia Rossi` }).click();
  await expect(student).toHaveURL(checkoutUrl);
  await expect(student.getByRole("heading", { name: "Pay Promenade Ballroom" })).toBeVisible();
  // Back from Stripe, the student is told what happens next.
  await student.goto("/app/schedule?checkout=cancelled");
  await expect(student.getByText("Payment cancelled. Your place stays held")).toBeVisible();
  await context.close();
});

for (const theme of ["light", "dark"] as const) {
  test(`Settings with Branding and Payment at booking pass axe in ${theme}`, async ({ page }) => {
    await useTheme(page, theme);
    await premiumStudio(page);
    const logo = await page.request.put("/api/studio/logo", { data: makePng(128, 128), headers: { "content-type": "image/png" } });
    expect(logo.status(), await logo.text()).toBe(200);
    await page.goto("/app/settings");
    await expect(page.getByRole("region", { name: "Branding" }).getByRole("img", { name: "Your studio's logo" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Payment at booking" })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoA11yViolations(page);
  });
}
