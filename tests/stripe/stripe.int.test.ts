import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as checkout } from "@/app/api/checkout/route";
import { GET as preview } from "@/app/api/subscription/preview/route";
import { PUT as putSubscription } from "@/app/api/subscription/route";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { getDb } from "@/lib/db/client";
import { planInvoices } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { deliverWebhook, signedEvent, withStripeStandIn } from "../helpers/stripe-stand-in";
import { makeStudio, studioRow } from "../helpers/studio-factory";

const standIn = withStripeStandIn();

const DAY = 86_400_000;

describe("plans through Stripe Checkout (subscription mode) and its webhooks", () => {
  it("answers an upgrade with a Checkout URL built by the real SDK, and sets nothing until the webhook", async () => {
    const { studio, owner } = await makeStudio({ plan: "free", trialEndsAt: new Date(Date.now() + 5 * DAY) });
    const before = standIn.current.requests.length;
    const response = await callRoute(putSubscription, { token: owner.token, body: { plan: "pro", interval: "year" }, method: "PUT" });
    expect(response.status).toBe(200);
    expect(response.body.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const sent = standIn.current.requests.slice(before);
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(["POST /v1/customers", "POST /v1/checkout/sessions"]);
    // The studio pays the platform: plan billing stays on the platform's own account.
    expect(sent.map((request) => request.account)).toEqual([null, null]);
    expect(sent[1].form).toMatchObject({
      mode: "subscription",
      "line_items[0][price_data][unit_amount]": "18000",
      "line_items[0][price_data][recurring][interval]": "year",
      "metadata[studioId]": studio.id,
      "metadata[plan]": "pro",
    });
    expect(await studioRow(studio.id)).toMatchObject({ plan: "free", stripeCustomerId: expect.stringMatching(/^cus_/) });
  });

  it("sends any change that bills now to Checkout: a plan never billed (no period end) switching down starts a paid period", async () => {
    const { studio, owner } = await makeStudio({ plan: "pro", currentPeriodEnd: null });
    const response = await callRoute(putSubscription, { token: owner.token, body: { plan: "basic", interval: "month" }, method: "PUT" });
    expect(response.body.checkoutUrl).toEqual(expect.any(String));
    expect(standIn.current.requests.at(-1)?.form).toMatchObject({ "line_items[0][price_data][unit_amount]": "900" });
    expect(await studioRow(studio.id)).toMatchObject({ plan: "pro" });
  });

  it("credits the unused part of the current period with a one-time coupon on a mid-period upgrade", async () => {
    const { owner } = await makeStudio({
      plan: "basic",
      billingInterval: "month",
      currentPeriodEnd: new Date(Date.now() + 15 * DAY),
      stripeSubscriptionId: "sub_test_mid",
    });
    const previewed = await callRoute(preview, { token: owner.token, path: "/api/subscription/preview?plan=pro&interval=month" });
    expect(previewed.body).toMatchObject({ change: "upgrade" });
    const credit = 1900 - previewed.body.amountCents;
    expect(credit).toBeGreaterThan(400);
    expect(credit).toBeLessThan(500);
    expect(new Date(previewed.body.periodEnd).getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    const before = standIn.current.requests.length;
    const response = await callRoute(putSubscription, { token: owner.token, body: { plan: "pro", interval: "month" }, method: "PUT" });
    expect(response.body.checkoutUrl).toEqual(expect.any(String));
    const sent = standIn.current.requests.slice(before);
    const coupon = sent.find((request) => request.path === "/v1/coupons");
    const session = sent.find((request) => request.path === "/v1/checkout/sessions")!;
    expect(coupon).toMatchObject({ path: "/v1/coupons", form: { amount_off: String(credit), duration: "once", currency: "usd" } });
    expect(sent.every((request) => request.account === null)).toBe(true);
    expect(session.form).toMatchObject({
      "discounts[0][coupon]": expect.stringMatching(/^coupon_/),
      "metadata[creditCents]": String(credit),
    });
  });

  it("sets the plan once from checkout.session.completed, even delivered 10 times in parallel", async () => {
    const { studio } = await makeStudio({ plan: "free", trialEndsAt: new Date(Date.now() + 5 * DAY) });
    const event = signedEvent("checkout.session.completed", {
      id: `cs_test_${studio.id}`,
      object: "checkout.session",
      mode: "subscription",
      customer: "cus_test_plan",
      subscription: "sub_test_first",
      amount_total: 1900,
      payment_status: "paid",
      metadata: { kind: "plan", studioId: studio.id, plan: "pro", interval: "month" },
    });
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliverWebhook(event)));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(responses.filter((response) => response.body.duplicate === false)).toHaveLength(1);
    const row = await studioRow(studio.id);
    expect(row).toMatchObject({
      plan: "pro",
      billingInterval: "month",
      stripeSubscriptionId: "sub_test_first",
      stripeCustomerId: "cus_test_plan",
    });
    expect(row.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 27 * DAY);
    expect(row.trialEndsAt!.getTime()).toBeLessThanOrEqual(Date.now());
    const db = await getDb();
    const billed = await db.select().from(planInvoices).where(eq(planInvoices.studioId, studio.id));
    expect(billed.map((invoice) => [invoice.kind, invoice.amountCents])).toEqual([["subscription", 1900]]);
  });

  it("mirrors a downgrade and a cancel on the Stripe subscription, and follows its updated/deleted/renewal events", async () => {
    const periodEnd = new Date(Date.now() + 10 * DAY);
    const { studio, owner } = await makeStudio({
      plan: "pro",
      billingInterval: "month",
      currentPeriodEnd: periodEnd,
      stripeSubscriptionId: "sub_test_mirror",
    });
    const before = standIn.current.requests.length;
    const down = await callRoute(putSubscription, { token: owner.token, body: { plan: "basic", interval: "month" }, method: "PUT" });
    expect(down.body.plan.pending).toMatchObject({ plan: "basic", effectiveAt: periodEnd.toISOString() });
    const update = standIn.current.requests
      .slice(before)
      .find((request) => request.method === "POST" && request.path === "/v1/subscriptions/sub_test_mirror");
    expect(update?.account).toBeNull();
    expect(update?.form).toMatchObject({
      proration_behavior: "none",
      "items[0][id]": "si_test_1",
      "items[0][price_data][unit_amount]": "900",
    });

    // Stripe renews: a new period, the pending downgrade applies, the invoice is recorded once.
    const nextEnd = Math.floor((periodEnd.getTime() + 30 * DAY) / 1000);
    const renewal = signedEvent("invoice.paid", {
      id: `in_test_${studio.id}`,
      object: "invoice",
      billing_reason: "subscription_cycle",
      amount_paid: 900,
      period_start: 0,
      period_end: 0,
      parent: { subscription_details: { subscription: "sub_test_mirror" } },
      lines: { object: "list", data: [{ period: { start: Math.floor(periodEnd.getTime() / 1000), end: nextEnd } }] },
    });
    expect((await deliverWebhook(renewal)).status).toBe(200);
    expect((await deliverWebhook(renewal)).body.duplicate).toBe(true);
    expect(await studioRow(studio.id)).toMatchObject({ plan: "basic", pendingPlan: null, currentPeriodEnd: new Date(nextEnd * 1000) });
    const db = await getDb();
    const billed = await db.select().from(planInvoices).where(eq(planInvoices.studioId, studio.id));
    expect(billed.map((invoice) => [invoice.plan, invoice.amountCents])).toEqual([["basic", 900]]);

    const cancelAtEnd = signedEvent("customer.subscription.updated", {
      id: "sub_test_mirror",
      object: "subscription",
      cancel_at_period_end: true,
      items: { object: "list", data: [{ current_period_end: nextEnd }] },
    });
    // The handler reads the subscription again from Stripe: this is Stripe's state.
    standIn.current.subscriptions.set("sub_test_mirror", { cancel_at_period_end: true, current_period_end: nextEnd });
    await deliverWebhook(cancelAtEnd);
    expect(await studioRow(studio.id)).toMatchObject({ plan: "basic", pendingPlan: "free" });

    await deliverWebhook(signedEvent("customer.subscription.deleted", { id: "sub_test_mirror", object: "subscription" }));
    expect(await studioRow(studio.id)).toMatchObject({
      plan: "free",
      currentPeriodEnd: null,
      pendingPlan: null,
      stripeSubscriptionId: null,
    });
  });

  it("cancels the replaced subscription at Stripe when an upgrade's Checkout completes", async () => {
    const { studio } = await makeStudio({
      plan: "basic",
      billingInterval: "month",
      currentPeriodEnd: new Date(Date.now() + 10 * DAY),
      stripeSubscriptionId: "sub_test_old",
    });
    const before = standIn.current.requests.length;
    await deliverWebhook(
      signedEvent("checkout.session.completed", {
        id: `cs_test_up_${studio.id}`,
        object: "checkout.session",
        mode: "subscription",
        customer: "cus_test_up",
        subscription: "sub_test_new",
        amount_total: 2900,
        metadata: { kind: "plan", studioId: studio.id, plan: "premium", interval: "month" },
      }),
    );
    expect(await studioRow(studio.id)).toMatchObject({ plan: "premium", stripeSubscriptionId: "sub_test_new" });
    expect(standIn.current.requests.slice(before).map((request) => `${request.method} ${request.path}`)).toContain(
      "DELETE /v1/subscriptions/sub_test_old",
    );
  });
});
