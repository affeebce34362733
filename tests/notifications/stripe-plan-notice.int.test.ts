import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverWebhook, signedEvent, withStripeStandIn } from "../helpers/stripe-stand-in";
import { makeStudio, studioRow } from "../helpers/studio-factory";
import { startMailbox } from "./mail-helpers";

const standIn = withStripeStandIn();
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => mailbox.close());

const DAY = 86_400_000;

describe("a plan change arriving through Stripe's webhook", () => {
  it("e-mails the owner as an in-app change does, once even when Stripe redelivers the event", async () => {
    const periodEnd = new Date(Date.now() + 10 * DAY);
    const { studio, owner } = await makeStudio({
      plan: "basic",
      billingInterval: "month",
      currentPeriodEnd: periodEnd,
      stripeSubscriptionId: "sub_notice_old",
    });
    const upgrade = signedEvent("checkout.session.completed", {
      id: `cs_test_notice_${studio.id}`,
      object: "checkout.session",
      mode: "subscription",
      customer: "cus_test_notice",
      subscription: "sub_notice_new",
      amount_total: 1900,
      metadata: { kind: "plan", studioId: studio.id, plan: "pro", interval: "month" },
    });
    expect((await deliverWebhook(upgrade)).status).toBe(200);
    expect((await deliverWebhook(upgrade)).body.duplicate).toBe(true);
    expect(await studioRow(studio.id)).toMatchObject({ plan: "pro" });
    const upgraded = await mailbox.deliver(owner.user.email);
    expect(upgraded.map((mail) => mail.subject)).toEqual(["Your plan is upgraded: Pro"]);
    expect(upgraded[0].text).toContain("$19.00");

    // Cancelled in Stripe's portal: Free at the period's end.
    standIn.current.subscriptions.set("sub_notice_new", {
      cancel_at_period_end: true,
      current_period_end: Math.floor(periodEnd.getTime() / 1000),
    });
    const cancelAtEnd = signedEvent("customer.subscription.updated", {
      id: "sub_notice_new",
      object: "subscription",
      cancel_at_period_end: true,
    });
    await deliverWebhook(cancelAtEnd);
    await deliverWebhook(cancelAtEnd);
    // An event that changes nothing (Stripe echoing the same state) writes nothing.
    await deliverWebhook(
      signedEvent("customer.subscription.updated", { id: "sub_notice_new", object: "subscription", cancel_at_period_end: true }),
    );
    expect((await mailbox.deliver(owner.user.email)).map((mail) => mail.subject)).toEqual([
      "Your plan is upgraded: Pro",
      "Your plan will move to Free: Free",
    ]);
  });
});
