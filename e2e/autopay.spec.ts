import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { inspect, inspectOpen } from "./support/inspect";
import { inviteStudent, serviceId, STUDENT_PASSWORD, uniqueName } from "./support/booking";
import { uniqueEmail } from "./support/login";
import { startMailCapture } from "./support/mail-capture";
import { withStripeAppServer } from "./support/stripe-app-server";

// Autopay from both sides, in a brand-new studio that takes cards on its own Stripe account (the
// stand-in in this process, as in connect-payments.spec.ts). The owner defines a membership, the
// student saves a card, the owner enrols them and the first month is charged to that card at once:
// the charge, the payment, the receipt (on screen and by e-mail) and the next charge all show. The
// student reads their schedule, replaces their card, and the next sale in instalments takes its
// first part from the new one. Every new screen passes axe in light and dark and fits a phone.

const STUDIO = "Waltz Works";
const PLAN = "Unlimited Classes";

// The receipt is read from the mail: sent within a quarter second, as the suite's server does.
const running = withStripeAppServer({ NOTIFY_EVERY_MS: "250" });

/** "Dec 27, 2026" for a local day, as the autopay screens print it. */
function day(date: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** Settings → Payment methods → Add a card, saved at the stand-in's Checkout: back on Settings with it listed. */
async function saveCard(page: Page, cards: number) {
  await page.goto("/app/settings#settings-payment-methods");
  const methods = page.getByRole("region", { name: "Payment methods" });
  await methods.getByRole("button", { name: "Add a card" }).click();
  await expect(page.getByRole("heading", { name: "Stripe stand-in Checkout" })).toBeVisible();
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(methods.getByText("Your card is saved.")).toBeVisible();
  await expect(methods.getByRole("list", { name: "Saved cards" }).getByRole("listitem")).toHaveCount(cards);
  return methods;
}

/** The list item of `list` that contains `text`. */
const itemWith = (list: Locator, text: string) => list.getByRole("listitem").filter({ hasText: text });

test("an owner defines a membership and enrols a student with a saved card; the student reads their schedule and replaces the card", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const standIn = running.stripe;
  const mail = await startMailCapture();
  const owner: BrowserContext = await browser.newContext({ baseURL: running.app.origin, viewport: { width: 1280, height: 900 } });
  const student: BrowserContext = await browser.newContext({ baseURL: running.app.origin, viewport: { width: 1280, height: 900 } });
  try {
    const page = await owner.newPage();

    // A brand-new studio signs up and connects its Stripe account.
    await page.goto("/signup");
    await page.getByLabel("Your name").fill("Vera Waltz");
    await page.getByLabel("Email").fill(uniqueEmail("autopay-owner"));
    await page.getByLabel("Password", { exact: true }).fill("waltz-mornings-3");
    await page.getByLabel("Studio name (optional)").fill(STUDIO);
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page).toHaveURL("/app/schedule");
    await page.goto("/app/settings#settings-online-payments");
    const online = page.getByRole("region", { name: "Online payments" });
    await online.getByRole("button", { name: "Connect Stripe" }).click();
    await expect(page.getByRole("heading", { name: "Stripe stand-in onboarding" })).toBeVisible();
    const accountId = /\/setup\/([^/?#]+)/.exec(page.url())![1];
    await page.getByRole("button", { name: "Finish" }).click();
    await expect(online.getByText("Active", { exact: true })).toBeVisible();

    // Settings → Memberships: none yet, then a plan of unlimited group classes at $120 a month.
    await page.goto("/app/settings#settings-memberships");
    const memberships = page.getByRole("region", { name: "Memberships", exact: true });
    await expect(memberships.getByText(/^No membership plans yet\./)).toBeVisible();
    await memberships.getByRole("button", { name: "New plan" }).click();
    const planDialog = page.getByRole("dialog", { name: "New membership plan" });
    await planDialog.getByLabel("Name").fill(PLAN);
    await planDialog.getByLabel("Price").fill("120");
    await expect(planDialog.getByLabel("Charged every")).toHaveValue("month");
    await expect(planDialog.getByLabel("Unlimited group classes")).toBeChecked();
    await planDialog.getByLabel("Students may join online").click();
    await inspectOpen(page, planDialog, "plan-dialog");
    await planDialog.getByRole("button", { name: "Create plan" }).click();
    await expect(planDialog).toBeHidden();
    const plans = memberships.getByRole("list", { name: "Membership plans" });
    await expect(itemWith(plans, PLAN)).toContainText("$120.00 a month · Unlimited group classes");
    await expect(itemWith(plans, PLAN)).toContainText("No minimum term · cancel any time");
    await expect(itemWith(plans, PLAN)).toContainText("Join online");
    await inspect(page, {
      url: "/app/settings#settings-memberships",
      name: "settings",
      regions: ["Memberships"],
      ready: (at) => expect(at.getByRole("list", { name: "Membership plans" })).toContainText(PLAN),
    });

    // A student is invited, accepts, and saves a card with the studio (its Stripe account, not the platform's).
    const learner = await inviteStudent(owner.request, uniqueName("Mira"));
    const accepted = await student.request.post(`/api${learner.path.replace("/invite/", "/invites/")}/accept`, {
      data: { name: learner.name, password: STUDENT_PASSWORD },
    });
    expect(accepted.ok(), await accepted.text()).toBe(true);
    const studentPage = await student.newPage();
    const firstCards = await saveCard(studentPage, 1);
    await expect(firstCards.getByRole("listitem")).toContainText(/Visa\s*••••\s*ending in\s*4242/);

    // The owner enrols them from their page: the first month is charged now.
    await page.goto(`/app/students/${learner.id}`);
    const panel = page.getByRole("region", { name: "Memberships", exact: true });
    await expect(panel.getByText(`${learner.name} isn't a member.`)).toBeVisible();
    const schedulePanel = page.getByRole("region", { name: "Payment schedule", exact: true });
    await expect(schedulePanel.getByText(/^No instalments or membership charges\./)).toBeVisible();
    const charging = standIn.requests.length;
    await panel.getByRole("button", { name: "Enrol in a membership" }).click();
    const enrol = page.getByRole("dialog", { name: "Enrol in a membership" });
    await expect(enrol.getByLabel("Plan")).toHaveValue(/.+/);
    await expect(enrol.getByText("Charged now: $120.00, then $120.00 a month.")).toBeVisible();
    await inspectOpen(page, enrol, "enrol-dialog");
    await enrol.getByRole("button", { name: "Enrol" }).click();
    await expect(enrol).toBeHidden();

    // One off-session charge of $120 on the studio's account, on the card the student saved.
    const intents = () =>
      standIn.requests.slice(charging).filter((request) => request.method === "POST" && request.path === "/v1/payment_intents");
    await expect.poll(() => intents().length).toBe(1);
    const [first] = intents();
    expect(first.account).toBe(accountId);
    expect(first.form).toMatchObject({ amount: "12000", off_session: "true", confirm: "true" });
    const visa = first.form.payment_method;

    // What the membership and its schedule are, as the API says, to read them on screen.
    const { memberships: enrolled } = (await (await owner.request.get(`/api/students/${learner.id}/memberships`)).json()) as {
      memberships: { startsOn: string; nextChargeOn: string }[];
    };
    expect(enrolled).toHaveLength(1);
    const [membership] = enrolled;
    const { items } = (await (await owner.request.get(`/api/students/${learner.id}/payment-schedule`)).json()) as {
      items: { description: string; dueOn: string; status: string; amountCents: number; source: string }[];
    };
    const paid = items.find((item) => item.status === "paid")!;
    const next = items.find((item) => item.status === "scheduled")!;
    expect(paid).toMatchObject({ dueOn: membership.startsOn, amountCents: 12_000, source: "membership" });
    expect(next).toMatchObject({ dueOn: membership.nextChargeOn, amountCents: 12_000, source: "membership" });

    // The student's page: the membership, active, with its next charge; the schedule, the first month paid by card.
    const member = itemWith(panel.getByRole("list", { name: "Memberships" }), PLAN);
    await expect(member).toContainText("Active");
    await expect(member).toContainText("Unlimited group classes · $120.00 a month");
    await expect(member).toContainText(`Member since ${day(membership.startsOn)}`);
    await expect(member).toContainText(`Next charge ${day(membership.nextChargeOn)}`);
    await expect(schedulePanel.getByText("Coming up: $120.00 in 1 payment.")).toBeVisible();
    await expect(itemWith(schedulePanel.getByRole("list", { name: "Payment schedule", exact: true }), next.description)).toContainText(
      `Due ${day(next.dueOn)}`,
    );
    await schedulePanel.getByText("Paid and closed (1)").click();
    await expect(itemWith(schedulePanel.getByRole("list", { name: "Payment schedule: paid and closed" }), paid.description)).toContainText(
      "Paid by card",
    );
    await inspect(page, {
      url: `/app/students/${learner.id}`,
      name: "student-page",
      regions: ["Memberships", "Payment schedule"],
      ready: (at) => expect(at.getByRole("region", { name: "Payment schedule", exact: true }).getByText(/^Coming up/)).toBeVisible(),
    });

    // The account: the month's charge and its payment; nothing owed; the receipt names the period.
    await page.goto(`/app/payments/students/${learner.id}`);
    const history = page.getByRole("list", { name: "Account history, newest first" });
    await expect(history.getByRole("listitem").filter({ hasText: paid.description })).toHaveCount(2);
    await expect(page.getByRole("region", { name: "Balance" })).toContainText("All settled");
    await history
      .getByRole("link", { name: new RegExp(`^Receipt for Payment for ${paid.description.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) })
      .click();
    const receipt = page.getByRole("article", { name: "Receipt" });
    await expect(receipt).toContainText("$120.00");
    await expect(receipt).toContainText("Automatic payment, Visa •4242");
    await expect(receipt).toContainText(`Payment for ${paid.description}`);
    await expect(receipt).toContainText(day(paid.dueOn));

    // The student's receipt by e-mail, naming the plan and its period.
    const receiptMail = await mail.waitFor(learner.email, new RegExp(`^Receipt from ${STUDIO}: \\$120\\.00$`));
    expect(receiptMail.text).toContain(`Payment for ${paid.description}`);
    expect(receiptMail.text).toContain("Automatic payment");

    // The student's Payments page: their membership and its next charge, the schedule, the payment in the history.
    await studentPage.goto("/app/payments");
    const mine = studentPage.getByRole("region", { name: "My memberships" });
    const myMembership = itemWith(mine.getByRole("list", { name: "Memberships" }), PLAN);
    await expect(myMembership).toContainText("Active");
    await expect(myMembership).toContainText(`Next charge ${day(membership.nextChargeOn)}`);
    const mySchedule = studentPage.getByRole("region", { name: "Payment schedule" });
    await expect(mySchedule.getByText("Coming up: $120.00 in 1 payment.")).toBeVisible();
    await expect(itemWith(mySchedule.getByRole("list", { name: "Your payment schedule" }), next.description)).toContainText(
      `Due ${day(next.dueOn)}`,
    );
    await expect(mySchedule.getByText("Paid and closed (1)")).toBeVisible();
    await expect(studentPage.getByRole("list", { name: "Account history, newest first" }).getByRole("listitem").first()).toContainText(
      `Payment for ${paid.description}`,
    );
    await inspect(studentPage, {
      url: "/app/payments",
      name: "student-payments",
      regions: ["My memberships", "Payment schedule"],
      ready: (at) => expect(at.getByRole("region", { name: "Payment schedule" }).getByText(/^Coming up/)).toBeVisible(),
    });

    // The student replaces their card: a new Mastercard saved, the old Visa removed.
    standIn.cardsToSave.push({ brand: "mastercard", last4: "4444", exp_month: 8, exp_year: 2031 });
    const methods = await saveCard(studentPage, 2);
    const saved = methods.getByRole("list", { name: "Saved cards" });
    await saved.getByRole("button", { name: "Remove Visa ending in 4242" }).click();
    await expect(methods.getByText("Visa •••• 4242 is removed.")).toBeVisible();
    await expect(saved.getByRole("listitem")).toHaveCount(1);
    await expect(saved.getByRole("listitem")).toContainText(/Mastercard\s*••••\s*ending in\s*4444/);
    await expect(saved.getByRole("listitem")).toContainText("Expires 08/31");
    await inspect(studentPage, {
      url: "/app/settings#settings-payment-methods",
      name: "student-card",
      regions: ["Payment methods"],
      ready: (at) => expect(at.getByRole("list", { name: "Saved cards" })).toContainText("4444"),
    });

    // The next automatic charge takes the new card: a $300 package sold in 3 monthly instalments.
    const created = await owner.request.post("/api/packages", {
      data: {
        name: "Bronze Program",
        units: 10,
        priceCents: 30_000,
        validDays: 180,
        serviceIds: [await serviceId(owner.request, "Group Class")],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto(`/app/payments/students/${learner.id}`);
    await page.getByRole("button", { name: "Sell package" }).click();
    const sale = page.getByRole("dialog", { name: "Sell package" });
    await sale.getByLabel("Package").selectOption({ label: "Bronze Program — $300.00, 180 days" });
    await sale.getByRole("radio", { name: /^Instalments/ }).check();
    await sale.getByLabel("Number of instalments").fill("3");
    await sale.getByLabel("Due", { exact: true }).selectOption("month");
    await expect(sale.getByRole("list", { name: "Instalments before confirming" }).getByRole("listitem")).toHaveCount(3);
    await expect(sale.getByText("The schedule: 3 instalments, $300.00 in all")).toBeVisible();
    await sale.getByLabel("Take the first instalment now").uncheck();
    await expect(sale.getByText("The first instalment is charged to their saved card now, or goes on their account.")).toBeVisible();
    await inspectOpen(page, sale, "sell-instalments");
    const selling = standIn.requests.length;
    await sale.getByRole("button", { name: "Sell package" }).click();
    const sold = page.getByRole("dialog", { name: "Package sold" });
    await expect(sold.getByText(/^Sold\. The first instalment is paid by card\./)).toBeVisible();
    await expect(sold.getByText("Coming up: $200.00 in 2 payments.")).toBeVisible();
    const charged = standIn.requests
      .slice(selling)
      .filter((request) => request.method === "POST" && request.path === "/v1/payment_intents");
    expect(charged).toHaveLength(1);
    expect(charged[0]).toMatchObject({ account: accountId, form: { amount: "10000", off_session: "true" } });
    expect(charged[0].form.payment_method).not.toBe(visa);
    await sold.getByRole("button", { name: "Done" }).click();

    // The student sees the instalments beside the membership's next month.
    await studentPage.goto("/app/payments");
    await expect(
      studentPage.getByRole("region", { name: "Payment schedule" }).getByText("Coming up: $320.00 in 3 payments."),
    ).toBeVisible();
    await expect(
      itemWith(studentPage.getByRole("list", { name: "Your payment schedule" }), "Bronze Program · instalment 2 of 3"),
    ).toContainText("$100.00");
  } finally {
    await Promise.allSettled([owner.close(), student.close()]);
  }
});
