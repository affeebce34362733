import { expect, test } from "@playwright/test";
import { createClass, oddStart, serviceId, uniqueName } from "./support/booking";
import { loginViaApi, uniqueEmail } from "./support/login";
import { startMailCapture } from "./support/mail-capture";
import { shooter } from "./support/shots";
import { withStripeAppServer } from "./support/stripe-app-server";

// A newcomer buys the studio's intro offer on its public page, picks a first class, pays at Stripe
// Checkout on the studio's own account, and is booked: the webhook sells and books in one go. The
// suite's server runs without Stripe, so this spec starts its own, pointed at a stand-in that also
// serves Stripe's onboarding and Checkout pages.

const running = withStripeAppServer();
const shoot = shooter("/tmp/shots/intro-offers");

test("a newcomer buys the intro offer on the public page, picks a first class, pays on the studio's account and is booked", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await browser.newContext({ baseURL: running.app.origin });
  const visitor = await browser.newContext({ baseURL: running.app.origin });
  try {
    await loginViaApi(owner.request);
    const page = await owner.newPage();
    // The owner connects Stripe: without it the page sells no intro offer.
    await page.goto("/app/settings#settings-online-payments");
    const payments = page.getByRole("region", { name: "Online payments" });
    await payments.getByRole("button", { name: "Connect Stripe" }).click();
    await page.getByRole("button", { name: "Finish" }).click();
    await expect(payments.getByText("Active", { exact: true })).toBeVisible();

    const slug = `intro-${Date.now().toString(36)}`;
    const opened = await owner.request.patch("/api/studio/public-page", { data: { enabled: true, slug } });
    expect(opened.status(), await opened.text()).toBe(200);
    const groupClass = await createClass(owner.request, oddStart(3), "James Chen", { capacity: 12 });
    const offerName = uniqueName("Intro: 2 group classes");
    const created = await owner.request.post("/api/packages", {
      data: {
        name: offerName,
        units: 2,
        priceCents: 2900,
        validDays: 60,
        serviceIds: [await serviceId(owner.request, "Group Class")],
        introOffer: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    // The package list marks it.
    await page.goto("/app/payments");
    await expect(page.getByText(offerName).first()).toBeVisible();

    const visit = await visitor.newPage();
    await visit.goto(`/s/${slug}`);
    const section = visit.getByRole("region", { name: "New here? Start with an intro offer" });
    await expect(section.getByText(offerName, { exact: true })).toBeVisible();
    await shoot(visit, "section", section);
    const form = section.getByRole("form", { name: "Buy an intro offer" });
    await form.getByLabel("Offer").selectOption({ label: `${offerName} — $29.00` });
    await form.getByLabel("Your first lesson").selectOption({ index: 1 });
    const email = uniqueEmail("intro");
    await form.getByLabel("Name").fill("Nora Newcomer");
    await form.getByLabel("E-mail").fill(email);
    await form.getByRole("button", { name: "Continue to payment" }).click();

    // Stripe's Checkout (the stand-in): on the studio's account, at the offer's price.
    await expect(visit.getByRole("heading", { name: "Stripe stand-in Checkout" })).toBeVisible();
    await expect(visit.getByText("Pay 29.00")).toBeVisible();
    await visit.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(visit.getByRole("heading", { name: "Thank you, your payment went through" })).toBeVisible();
    const checkout = running.stripe.requests.findLast((request) => request.path === "/v1/checkout/sessions");
    expect(checkout?.form["metadata[kind]"]).toBe("intro_offer");
    expect(checkout?.form["line_items[0][price_data][unit_amount]"]).toBe("2900");
    expect(checkout?.account).toMatch(/^acct_/);

    const mail = await (await startMailCapture()).waitFor(email, /you're booked$/);
    expect(mail.text).toContain(offerName);
    expect(mail.text).toContain("Set your password");

    // The same address can't buy an intro offer twice.
    await visit.goto(`/s/${slug}`);
    await form.getByLabel("Offer").selectOption({ label: `${offerName} — $29.00` });
    await form.getByLabel("Your first lesson").selectOption({ index: 1 });
    await form.getByLabel("Name").fill("Nora Newcomer");
    await form.getByLabel("E-mail").fill(email);
    await form.getByRole("button", { name: "Continue to payment" }).click();
    await expect(form.getByText(/This offer is for new students/)).toBeVisible();
    void groupClass;
  } finally {
    await Promise.allSettled([owner.close(), visitor.close()]);
  }
});
