import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { stripeFee } from "../tests/helpers/stripe-stand-in-connect";
import { inviteStudent, serviceId, STUDENT_PASSWORD, uniqueName } from "./support/booking";
import { uniqueEmail } from "./support/login";
import { SHOTS, shooter } from "./support/shots";
import { withStripeAppServer } from "./support/stripe-app-server";

// A studio takes its students' money on its own Stripe account (Connect). The suite's server runs
// without Stripe, and other specs rely on that: this one starts a server of its own with Stripe
// configured, pointed at a stand-in in this process that also serves Stripe's onboarding and
// Checkout pages, so the browser walks the whole way and the stand-in records every API call.

/** 1% of each student payment goes to the platform, sent as application_fee_amount. */
const PLATFORM_FEE_BPS = 100;

const running = withStripeAppServer({ PLATFORM_FEE_BPS: String(PLATFORM_FEE_BPS) });
const shootRegion = shooter("/tmp/shots/connect-e2e", [390]);

/** One region of a page, as the person signed in to `signedIn` sees it at phone width, light and dark (SHOTS=1 only). */
async function shoot(browser: Browser, signedIn: BrowserContext, where: { path: string; region: string; name: string }) {
  if (!SHOTS) return;
  // A page of its own, so the test's pages keep their size and scheme.
  const context = await browser.newContext({ baseURL: running.app.origin, storageState: await signedIn.storageState() });
  try {
    const page = await context.newPage();
    await page.goto(where.path);
    const section = page.getByRole("region", { name: where.region });
    await expect(section).toBeVisible();
    await shootRegion(page, where.name, section);
  } finally {
    await context.close();
  }
}

/** Settings → Online payments of the owner signed in to `owner`, in one state. */
const shootOnlinePayments = (browser: Browser, owner: BrowserContext, state: string) =>
  shoot(browser, owner, { path: "/app/settings#settings-online-payments", region: "Online payments", name: `online-payments-${state}` });

const onlinePayments = (page: Page) => page.getByRole("region", { name: "Online payments" });

test("an owner connects Stripe; a student pays a balance on the studio's account and saves a card; the books show the fee", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const standIn = running.stripe;
  const owner = await browser.newContext({ baseURL: running.app.origin });
  const student = await browser.newContext({ baseURL: running.app.origin });
  try {
    const page = await owner.newPage();

    // A brand-new studio signs up.
    await page.goto("/signup");
    await page.getByLabel("Your name").fill("Celia Foxtrot");
    await page.getByLabel("Email").fill(uniqueEmail("connect-owner"));
    await page.getByLabel("Password", { exact: true }).fill("foxtrot-nights-2");
    await page.getByLabel("Studio name (optional)").fill("Foxtrot Hall");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page).toHaveURL("/app/schedule");

    // Not connected yet.
    await page.goto("/app/settings#settings-online-payments");
    const section = onlinePayments(page);
    await expect(section.getByText("Not connected", { exact: true })).toBeVisible();
    await expect(section.getByText("Connect Stripe to take payments online.")).toBeVisible();
    await shootOnlinePayments(browser, owner, "not-connected");

    // Connect Stripe: Stripe's onboarding opens; the owner leaves it halfway and comes back.
    await section.getByRole("button", { name: "Connect Stripe" }).click();
    await expect(page.getByRole("heading", { name: "Stripe stand-in onboarding" })).toBeVisible();
    const accountId = /\/setup\/([^/?#]+)/.exec(page.url())![1];
    await page.goto("/app/settings#settings-online-payments");
    await expect(section.getByText("Setting up", { exact: true })).toBeVisible();
    await expect(section.getByRole("list", { name: "What Stripe still needs" }).getByRole("listitem")).toHaveCount(2);
    await shootOnlinePayments(browser, owner, "onboarding");

    // Continue, finish at Stripe, and land back on Settings: active, with the last payouts.
    await section.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Finish" }).click();
    await expect(page).toHaveURL(/\/app\/settings\?connect=return#settings-online-payments$/);
    await expect(section.getByText("Active", { exact: true })).toBeVisible();
    await expect(section.getByText("Your Stripe account is connected. Students can pay online now.")).toBeVisible();
    const payouts = section.getByRole("table", { name: "Your last payouts from Stripe" });
    await expect(payouts.getByRole("row").nth(1)).toContainText("$123.45");
    await expect(payouts.getByRole("row").nth(1)).toContainText("Paid");
    await shootOnlinePayments(browser, owner, "active");
    expect(standIn.deliveries.map((delivery) => [delivery.type, delivery.account, delivery.status])).toEqual([
      ["account.updated", accountId, 200],
    ]);

    // The owner's data, through the API: a student who bought a $150 package and paid $50 at the desk.
    const learner = await inviteStudent(owner.request, uniqueName("Lena"));
    const created = await owner.request.post("/api/packages", {
      data: {
        name: uniqueName("Ten Classes"),
        units: 10,
        priceCents: 15_000,
        validDays: 180,
        serviceIds: [await serviceId(owner.request, "Group Class")],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { package: pass } = (await created.json()) as { package: { id: string } };
    const sold = await owner.request.post(`/api/students/${learner.id}/packages`, {
      data: { packageId: pass.id, payment: { method: "cash", amountCents: 5_000 } },
    });
    expect(sold.status(), await sold.text()).toBe(201);
    // The package is on sale to students too: it is put off sale, so the balance is the one payment offered.
    const offSale = await owner.request.patch(`/api/packages/${pass.id}`, { data: { active: false } });
    expect(offSale.status(), await offSale.text()).toBe(200);

    // The student accepts the invitation and pays the $100 balance online, keeping the card.
    const accepted = await student.request.post(`/api${learner.path.replace("/invite/", "/invites/")}/accept`, {
      data: { name: learner.name, password: STUDENT_PASSWORD },
    });
    expect(accepted.ok(), await accepted.text()).toBe(true);
    const studentPage = await student.newPage();
    await studentPage.goto("/app/payments");
    const balance = studentPage.getByRole("region", { name: "Balance" });
    await expect(balance.getByText("You owe $100.00")).toBeVisible();
    await shoot(browser, student, { path: "/app/payments", region: "Balance", name: "student-balance" });
    await balance.getByLabel("Save this card for next time").check();
    const before = standIn.requests.length;
    await balance.getByRole("button", { name: "Pay $100.00" }).click();
    await expect(studentPage.getByRole("heading", { name: "Stripe stand-in Checkout" })).toBeVisible();
    await studentPage.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(studentPage).toHaveURL(/\/app\/payments\?checkout=success$/);
    await expect(balance.getByText("All settled")).toBeVisible();
    await expect(studentPage.getByRole("list", { name: "Account history, newest first" }).getByRole("listitem").first()).toContainText(
      "Online payment",
    );

    // Every call about the student's money went to the studio's account, none to the platform's.
    const paying = standIn.requests.slice(before);
    expect(paying.map((request) => `${request.method} ${request.path.replace(/\/[a-z]+_e2e_[^/]+|\/pi_[^/]+/g, "/{id}")}`)).toEqual([
      "POST /v1/customers",
      "POST /v1/checkout/sessions",
      "GET /v1/payment_intents/{id}",
    ]);
    expect(paying.map((request) => request.account)).toEqual([accountId, accountId, accountId]);
    const checkout = paying.find((request) => request.path === "/v1/checkout/sessions")!;
    expect(checkout.form).toMatchObject({
      mode: "payment",
      "payment_intent_data[setup_future_usage]": "off_session",
      "payment_intent_data[application_fee_amount]": String((10_000 * PLATFORM_FEE_BPS) / 10_000),
      "line_items[0][price_data][unit_amount]": "10000",
    });
    expect(standIn.deliveries.at(-1)).toMatchObject({ type: "checkout.session.completed", account: accountId, status: 200 });

    // Settings → Payment methods lists the card, and removes it (at Stripe too, on the studio's account).
    await studentPage.goto("/app/settings#settings-payment-methods");
    const methods = studentPage.getByRole("region", { name: "Payment methods" });
    const cards = methods.getByRole("list", { name: "Saved cards" });
    await expect(cards.getByRole("listitem")).toHaveCount(1);
    await expect(cards.getByRole("listitem")).toContainText(/Visa\s*••••\s*ending in\s*4242/);
    await expect(cards.getByRole("listitem")).toContainText("Expires 12/30");
    await shoot(browser, student, {
      path: "/app/settings#settings-payment-methods",
      region: "Payment methods",
      name: "student-payment-methods",
    });
    const removing = standIn.requests.length;
    await cards.getByRole("button", { name: "Remove Visa ending in 4242" }).click();
    await expect(methods.getByText("Visa •••• 4242 is removed.")).toBeVisible();
    await expect(methods.getByText(/^No saved cards yet\./)).toBeVisible();
    expect(
      standIn.requests.slice(removing).map((request) => [request.method, request.path.split("/").slice(0, 3).join("/"), request.account]),
    ).toEqual([["POST", "/v1/payment_methods", accountId]]);

    // Nothing a student did ever reached the platform's own account: only the owner's account set-up did.
    const onPlatform = standIn.requests.filter((request) => request.account === null);
    expect(new Set(onPlatform.map((request) => request.path.replace(/acct_[^/]+/, "{account}")))).toEqual(
      new Set(["/v1/accounts", "/v1/account_links", "/v1/accounts/{account}"]),
    );

    // The owner's receipt and Revenue show gross, Stripe's fee (2.9% + 30¢ at the stand-in) and net.
    const fee = stripeFee(10_000);
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    await page.goto(`/app/payments/students/${learner.id}`);
    await page
      .getByRole("list", { name: "Account history, newest first" })
      .getByRole("link", { name: /^Receipt for Online payment/ })
      .click();
    await expect(page.getByRole("article", { name: "Receipt" })).toContainText("$100.00");
    const share = page.getByRole("region", { name: "Online payment, for the studio" });
    await expect(share.getByRole("definition").nth(1)).toHaveText("$100.00");
    await expect(share.getByRole("definition").nth(2)).toHaveText(`−${dollars(fee)}`);
    await expect(share.getByRole("definition").nth(3)).toHaveText(dollars(10_000 - fee));
    await expect(share.getByRole("term")).toHaveText(["Taken by Stripe", "Gross", "Stripe fee", "Net to the studio"]);

    await page.goto("/app/reports?tab=revenue");
    const online = page.getByRole("region", { name: "Online payments (Stripe)" });
    const tiles = online.getByLabel("Online payments: this period and the one before");
    const figure = (label: string) => tiles.locator(":scope > div").filter({ has: page.getByRole("term").filter({ hasText: label }) });
    await expect(figure("Online gross").getByRole("definition").first()).toHaveText("$100.00");
    await expect(figure("Stripe fees").getByRole("definition").first()).toHaveText(dollars(fee));
    await expect(figure("Online net").getByRole("definition").first()).toHaveText(dollars(10_000 - fee));
  } finally {
    await Promise.allSettled([owner.close(), student.close()]);
  }
});
