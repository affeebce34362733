import { describe, expect, it } from "vitest";
import { GET as preview } from "@/app/api/subscription/preview/route";
import { PUT as putSubscription } from "@/app/api/subscription/route";
import { callRoute } from "../helpers/call-route";
import { withStripeStandIn } from "../helpers/stripe-stand-in";
import { makeStudio, studioRow } from "../helpers/studio-factory";

const standIn = withStripeStandIn();

const DAY = 86_400_000;
const put = (token: string, body: unknown) => callRoute(putSubscription, { token, body, method: "PUT" });

describe("downgrades that change the billing interval, billing through Stripe", () => {
  async function annualPro() {
    const subscriptionId = `sub_test_annual_${crypto.randomUUID()}`;
    const made = await makeStudio({
      plan: "pro",
      billingInterval: "year",
      currentPeriodEnd: new Date(Date.now() + 200 * DAY),
      stripeSubscriptionId: subscriptionId,
    });
    return { ...made, subscriptionId };
  }

  it("refuses annual → monthly with 422 and a way forward, in the preview and the change, and touches nothing", async () => {
    const { studio, owner, subscriptionId } = await annualPro();
    const before = standIn.current.requests.length;
    for (const body of [
      { plan: "basic", interval: "month" },
      { plan: "pro", interval: "month" },
    ]) {
      const response = await put(owner.token, body);
      expect([response.status, response.body.error.message]).toEqual([
        422,
        "Switching from annual to monthly billing happens at renewal: cancel the plan now and choose monthly when it ends.",
      ]);
      const previewed = await callRoute(preview, {
        token: owner.token,
        path: `/api/subscription/preview?plan=${body.plan}&interval=month`,
      });
      expect(previewed.status).toBe(422);
    }
    expect(standIn.current.requests.slice(before).filter((request) => request.path.includes(subscriptionId))).toEqual([]);
    expect(await studioRow(studio.id)).toMatchObject({ plan: "pro", billingInterval: "year", pendingPlan: null });
  });

  it("refuses a lower plan billed annually from a monthly plan", async () => {
    const { owner } = await makeStudio({
      plan: "premium",
      billingInterval: "month",
      currentPeriodEnd: new Date(Date.now() + 10 * DAY),
      stripeSubscriptionId: "sub_test_month_premium",
    });
    const response = await put(owner.token, { plan: "basic", interval: "year" });
    expect(response.status).toBe(422);
  });

  it("keeps same-interval downgrades and cancels working", async () => {
    const { studio, owner, subscriptionId } = await annualPro();
    const down = await put(owner.token, { plan: "basic", interval: "year" });
    expect(down.status).toBe(200);
    expect(down.body.change).toMatchObject({ change: "downgrade", amountCents: 0 });
    expect(standIn.current.requests.at(-1)).toMatchObject({
      path: `/v1/subscriptions/${subscriptionId}`,
      form: { "items[0][price_data][unit_amount]": "8400" },
    });
    const cancel = await put(owner.token, { plan: "free", interval: "month" });
    expect(cancel.status).toBe(200);
    expect(standIn.current.requests.at(-1)).toMatchObject({
      path: `/v1/subscriptions/${subscriptionId}`,
      form: { cancel_at_period_end: "true" },
    });
    expect(await studioRow(studio.id)).toMatchObject({ plan: "pro", pendingPlan: "free" });
  });
});

describe("the amount the owner confirmed, billing through Stripe", () => {
  it("opens no Checkout when the upgrade now costs another amount", async () => {
    const { owner } = await makeStudio({ plan: "free", trialEndsAt: new Date(Date.now() + 5 * DAY) });
    const before = standIn.current.requests.length;
    const stale = await put(owner.token, { plan: "pro", interval: "year", expectedAmountCents: 1900 });
    expect([stale.status, stale.body.error.message]).toEqual([409, "This change now costs $180.00, not $19.00; review the change again."]);
    expect(standIn.current.requests.length).toBe(before);
    const confirmed = await put(owner.token, { plan: "pro", interval: "year", expectedAmountCents: 18000 });
    expect(confirmed.body.checkoutUrl).toEqual(expect.any(String));
  });
});
