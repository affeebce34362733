import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { planInvoices, stripeEvents } from "@/lib/db/schema";
import { deliverWebhook, signedEvent, withStripeStandIn } from "../helpers/stripe-stand-in";
import { makeStudio, studioRow } from "../helpers/studio-factory";

const standIn = withStripeStandIn();

const DAY = 86_400_000;

async function invoicesOf(studioId: string) {
  const db = await getDb();
  return db.select().from(planInvoices).where(eq(planInvoices.studioId, studioId));
}

describe("delayed payments of a plan Checkout", () => {
  function planCheckout(studioId: string, paymentStatus: string) {
    return {
      id: `cs_test_delayed_${studioId}`,
      object: "checkout.session",
      mode: "subscription",
      customer: "cus_test_delayed",
      subscription: `sub_test_delayed_${studioId}`,
      amount_total: 1900,
      payment_status: paymentStatus,
      metadata: { kind: "plan", studioId, plan: "pro", interval: "month" },
    };
  }

  it("does not apply the plan while the payment is unpaid, and applies it when the money arrives", async () => {
    const { studio } = await makeStudio({ plan: "free", trialEndsAt: new Date(Date.now() + 5 * DAY) });
    expect((await deliverWebhook(signedEvent("checkout.session.completed", planCheckout(studio.id, "unpaid")))).status).toBe(200);
    expect(await studioRow(studio.id)).toMatchObject({ plan: "free", stripeSubscriptionId: null });
    expect(await invoicesOf(studio.id)).toEqual([]);

    await deliverWebhook(signedEvent("checkout.session.async_payment_succeeded", planCheckout(studio.id, "paid")));
    expect(await studioRow(studio.id)).toMatchObject({ plan: "pro", stripeSubscriptionId: `sub_test_delayed_${studio.id}` });
    expect((await invoicesOf(studio.id)).map((invoice) => invoice.amountCents)).toEqual([1900]);
  });

  it("changes nothing when the delayed payment fails, and records the event as processed", async () => {
    const { studio } = await makeStudio({ plan: "free", trialEndsAt: new Date(Date.now() + 5 * DAY) });
    await deliverWebhook(signedEvent("checkout.session.completed", planCheckout(studio.id, "unpaid")));
    const failed = signedEvent("checkout.session.async_payment_failed", planCheckout(studio.id, "unpaid"));
    expect((await deliverWebhook(failed)).body).toEqual({ received: true, duplicate: false });
    expect(await studioRow(studio.id)).toMatchObject({ plan: "free", stripeSubscriptionId: null, currentPeriodEnd: null });
    const db = await getDb();
    expect(await db.select({ type: stripeEvents.type }).from(stripeEvents).where(eq(stripeEvents.id, failed.id))).toEqual([
      { type: "checkout.session.async_payment_failed" },
    ]);
    expect((await deliverWebhook(failed)).body.duplicate).toBe(true);
  });
});

describe("out-of-order and stale events", () => {
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

  it("never moves the period end back when an older renewal invoice arrives late", async () => {
    const periodEnd = new Date(Date.now() + 20 * DAY);
    const { studio } = await makeStudio({
      plan: "pro",
      billingInterval: "month",
      currentPeriodEnd: periodEnd,
      stripeSubscriptionId: `sub_test_late_${Date.now()}`,
    });
    const subscriptionId = (await studioRow(studio.id)).stripeSubscriptionId;
    const late = signedEvent("invoice.paid", {
      id: `in_test_late_${studio.id}`,
      object: "invoice",
      billing_reason: "subscription_cycle",
      amount_paid: 1900,
      period_start: 0,
      period_end: 0,
      parent: { subscription_details: { subscription: subscriptionId } },
      lines: { object: "list", data: [{ period: { start: seconds(periodEnd) - 40 * 86_400, end: seconds(periodEnd) - 10 * 86_400 } }] },
    });
    expect((await deliverWebhook(late)).status).toBe(200);
    expect((await studioRow(studio.id)).currentPeriodEnd).toEqual(periodEnd);
  });

  it("applies Stripe's current subscription, not the event's stale copy, on customer.subscription.updated", async () => {
    const periodEnd = new Date(Math.floor((Date.now() + 20 * DAY) / 1000) * 1000);
    const subscriptionId = `sub_test_stale_${Date.now()}`;
    const { studio } = await makeStudio({
      plan: "pro",
      billingInterval: "month",
      currentPeriodEnd: periodEnd,
      stripeSubscriptionId: subscriptionId,
    });
    // The owner cancelled and then undid it: Stripe now says "renews", the older event says "cancels".
    standIn.current.subscriptions.set(subscriptionId, { cancel_at_period_end: false, current_period_end: seconds(periodEnd) });
    const before = standIn.current.requests.length;
    const stale = signedEvent("customer.subscription.updated", {
      id: subscriptionId,
      object: "subscription",
      status: "active",
      cancel_at_period_end: true,
      items: { object: "list", data: [{ current_period_end: seconds(periodEnd) - 30 * 86_400 }] },
    });
    expect((await deliverWebhook(stale)).status).toBe(200);
    expect(standIn.current.requests.slice(before).map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET /v1/subscriptions/${subscriptionId}`,
    ]);
    // Plan billing is the platform's own: read on its account, never a studio's.
    expect(standIn.current.requests.slice(before).map((request) => request.account)).toEqual([null]);
    expect(await studioRow(studio.id)).toMatchObject({ plan: "pro", pendingPlan: null, currentPeriodEnd: periodEnd });
  });
});

describe("the subscription's status", () => {
  async function subscribedStudio(status: string) {
    const subscriptionId = `sub_test_${status}_${Date.now()}`;
    const { studio } = await makeStudio({
      plan: "pro",
      billingInterval: "month",
      currentPeriodEnd: new Date(Date.now() + 20 * DAY),
      stripeSubscriptionId: subscriptionId,
    });
    standIn.current.subscriptions.set(subscriptionId, { status });
    await deliverWebhook(signedEvent("customer.subscription.updated", { id: subscriptionId, object: "subscription", status }));
    return studioRow(studio.id);
  }

  it.each(["unpaid", "canceled", "incomplete_expired"])("moves the studio to Free now when Stripe says %s", async (status) => {
    expect(await subscribedStudio(status)).toMatchObject({
      plan: "free",
      currentPeriodEnd: null,
      pendingPlan: null,
      pendingInterval: null,
      stripeSubscriptionId: null,
    });
  });

  it("keeps the plan while a payment is past due (Stripe retries it)", async () => {
    expect(await subscribedStudio("past_due")).toMatchObject({
      plan: "pro",
      pendingPlan: null,
      stripeSubscriptionId: expect.stringMatching(/^sub_test_past_due_/),
    });
  });
});

describe("a replaced subscription that still bills", () => {
  it("is cancelled at Stripe when its renewal is paid, and its invoice is not recorded as the plan's", async () => {
    const { studio } = await makeStudio({
      plan: "premium",
      billingInterval: "month",
      currentPeriodEnd: new Date(Date.now() + 20 * DAY),
      stripeSubscriptionId: `sub_test_current_${Date.now()}`,
    });
    const stale = `sub_test_replaced_${Date.now()}`;
    const before = standIn.current.requests.length;
    const renewal = signedEvent("invoice.paid", {
      id: `in_test_replaced_${studio.id}`,
      object: "invoice",
      billing_reason: "subscription_cycle",
      amount_paid: 900,
      period_start: 0,
      period_end: 0,
      parent: {
        subscription_details: { subscription: stale, metadata: { kind: "plan", studioId: studio.id, plan: "basic", interval: "month" } },
      },
      lines: {
        object: "list",
        data: [{ period: { start: Math.floor(Date.now() / 1000), end: Math.floor((Date.now() + 30 * DAY) / 1000) } }],
      },
    });
    expect((await deliverWebhook(renewal)).status).toBe(200);
    expect(standIn.current.requests.slice(before).map((request) => `${request.method} ${request.path}`)).toEqual([
      `DELETE /v1/subscriptions/${stale}`,
    ]);
    expect(standIn.current.requests.slice(before).map((request) => request.account)).toEqual([null]);
    expect(await studioRow(studio.id)).toMatchObject({ plan: "premium" });
    expect(await invoicesOf(studio.id)).toEqual([]);
  });

  it("leaves alone a subscription whose metadata names no studio of ours", async () => {
    const before = standIn.current.requests.length;
    await deliverWebhook(
      signedEvent("invoice.paid", {
        id: `in_test_foreign_${Date.now()}`,
        object: "invoice",
        billing_reason: "subscription_cycle",
        amount_paid: 900,
        period_start: 0,
        period_end: 0,
        parent: { subscription_details: { subscription: "sub_test_foreign", metadata: { studioId: crypto.randomUUID() } } },
        lines: { object: "list", data: [] },
      }),
    );
    expect(standIn.current.requests.length).toBe(before);
  });
});

describe("Stripe API versions before 2025-03-31", () => {
  it("finds the invoice's subscription at invoice.subscription and the period end on the subscription itself", async () => {
    const periodEnd = new Date(Math.floor((Date.now() + 5 * DAY) / 1000) * 1000);
    const subscriptionId = `sub_test_legacy_${Date.now()}`;
    const { studio } = await makeStudio({
      plan: "pro",
      billingInterval: "month",
      currentPeriodEnd: periodEnd,
      stripeSubscriptionId: subscriptionId,
    });
    const nextEnd = new Date(periodEnd.getTime() + 30 * DAY);
    await deliverWebhook(
      signedEvent("invoice.paid", {
        id: `in_test_legacy_${studio.id}`,
        object: "invoice",
        billing_reason: "subscription_cycle",
        amount_paid: 1900,
        subscription: subscriptionId,
        period_start: Math.floor(periodEnd.getTime() / 1000),
        period_end: Math.floor(nextEnd.getTime() / 1000),
        lines: { object: "list", data: [] },
      }),
    );
    expect(await studioRow(studio.id)).toMatchObject({ plan: "pro", currentPeriodEnd: nextEnd });
    expect((await invoicesOf(studio.id)).map((invoice) => invoice.amountCents)).toEqual([1900]);

    const laterEnd = Math.floor((nextEnd.getTime() + 30 * DAY) / 1000);
    standIn.current.subscriptions.set(subscriptionId, { legacy: true, current_period_end: laterEnd, cancel_at_period_end: true });
    await deliverWebhook(
      signedEvent("customer.subscription.updated", {
        id: subscriptionId,
        object: "subscription",
        status: "active",
        current_period_end: laterEnd,
      }),
    );
    expect(await studioRow(studio.id)).toMatchObject({ currentPeriodEnd: new Date(laterEnd * 1000), pendingPlan: "free" });
  });
});
