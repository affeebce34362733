import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { getDb } from "@/lib/db/client";
import { planInvoices, stripeEvents, studios } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { signedEvent, startStripeStandIn } from "../helpers/stripe-stand-in";
import { makeStudio } from "../helpers/studio-factory";

let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
beforeAll(async () => {
  standIn = await startStripeStandIn();
});
afterAll(async () => {
  await standIn.stop();
});

const DAY = 86_400_000;
const deliver = (event: ReturnType<typeof signedEvent>) => callRoute(webhook, { body: event.payload, headers: event.headers, method: "POST" });

async function studioRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(studios).where(eq(studios.id, id));
  return row;
}

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
    expect((await deliver(signedEvent("checkout.session.completed", planCheckout(studio.id, "unpaid")))).status).toBe(200);
    expect(await studioRow(studio.id)).toMatchObject({ plan: "free", stripeSubscriptionId: null });
    expect(await invoicesOf(studio.id)).toEqual([]);

    await deliver(signedEvent("checkout.session.async_payment_succeeded", planCheckout(studio.id, "paid")));
    expect(await studioRow(studio.id)).toMatchObject({ plan: "pro", stripeSubscriptionId: `sub_test_delayed_${studio.id}` });
    expect((await invoicesOf(studio.id)).map((invoice) => invoice.amountCents)).toEqual([1900]);
  });

  it("changes nothing when the delayed payment fails, and records the event as processed", async () => {
    const { studio } = await makeStudio({ plan: "free", trialEndsAt: new Date(Date.now() + 5 * DAY) });
    await deliver(signedEvent("checkout.session.completed", planCheckout(studio.id, "unpaid")));
    const failed = signedEvent("checkout.session.async_payment_failed", planCheckout(studio.id, "unpaid"));
    expect((await deliver(failed)).body).toEqual({ received: true, duplicate: false });
    expect(await studioRow(studio.id)).toMatchObject({ plan: "free", stripeSubscriptionId: null, currentPeriodEnd: null });
    const db = await getDb();
    expect(await db.select({ type: stripeEvents.type }).from(stripeEvents).where(eq(stripeEvents.id, failed.id))).toEqual([{ type: "checkout.session.async_payment_failed" }]);
    expect((await deliver(failed)).body.duplicate).toBe(true);
  });
});
