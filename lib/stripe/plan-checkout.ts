import "server-only";
import { eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { studios } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { periodPriceCents, PLANS } from "@/lib/billing/plans";
import type { ChangeKind } from "@/lib/billing/plan-state";
import type { PlanChoice } from "@/lib/billing/proration";
import { requireStripe } from "./client";

/**
 * Stripe Checkout in subscription mode for a plan upgrade (the price inline, recurring monthly or
 * yearly), starting a new period now; the `checkout.session.completed` webhook sets the plan and
 * cancels the old subscription. The studio's Stripe customer is created once and kept.
 */
export async function createPlanCheckout(
  db: Db,
  session: Session,
  target: PlanChoice,
  creditCents: number,
): Promise<{ checkoutUrl: string }> {
  const { stripe } = requireStripe();
  const [studio] = await db
    .select({ name: studios.name, customerId: studios.stripeCustomerId })
    .from(studios)
    .where(eq(studios.id, session.studioId));
  let customerId = studio.customerId;
  if (!customerId) {
    const customer = await stripe.customers.create({ name: studio.name, email: session.email, metadata: { studioId: session.studioId } });
    customerId = customer.id;
    await db.update(studios).set({ stripeCustomerId: customerId }).where(eq(studios.id, session.studioId));
  }
  const metadata = {
    kind: "plan",
    studioId: session.studioId,
    plan: target.plan,
    interval: target.interval,
    creditCents: String(creditCents),
  };
  // The unused part of the current period comes off the first invoice: a one-time coupon of that amount.
  const coupon =
    creditCents > 0
      ? await stripe.coupons.create({
          amount_off: creditCents,
          currency: "usd",
          duration: "once",
          name: "Unused time on your current plan",
        })
      : null;
  const checkout = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customerId,
    client_reference_id: session.studioId,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "usd",
          unit_amount: periodPriceCents(target.plan, target.interval),
          recurring: { interval: target.interval },
          product_data: { name: `Promenade ${PLANS[target.plan].name} plan` },
        },
      },
    ],
    ...(coupon && { discounts: [{ coupon: coupon.id }] }),
    metadata,
    subscription_data: { metadata },
    success_url: `${env.SITE_URL}/app/settings?checkout=success`,
    cancel_url: `${env.SITE_URL}/app/settings?checkout=cancelled`,
  });
  return { checkoutUrl: checkout.url! };
}

/**
 * Keeps Stripe's subscription in step with a change that waits for the period's end: a cancel or its
 * undo flips `cancel_at_period_end`; a downgrade (or keeping the current plan, which undoes one) sets
 * the price from the next invoice on (`proration_behavior: "none"`): exactly "at the next billing date".
 */
export async function syncScheduledChange(subscriptionId: string, target: PlanChoice, change: ChangeKind): Promise<void> {
  const { stripe } = requireStripe();
  if (change === "cancel") {
    await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    return;
  }
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const item = subscription.items.data[0];
  // A price of another interval would be billed at once by Stripe, not at the renewal (changeSubscription refuses it first).
  if (change === "downgrade" && item.price.recurring && item.price.recurring.interval !== target.interval) {
    throw new AppError(
      "rule",
      "Switching between monthly and annual billing happens at renewal: cancel the plan now and choose again when it ends.",
    );
  }
  const product = typeof item.price.product === "string" ? item.price.product : item.price.product.id;
  await stripe.subscriptions.update(subscriptionId, {
    cancel_at_period_end: false,
    proration_behavior: "none",
    items: [
      {
        id: item.id,
        price_data: {
          currency: "usd",
          product,
          unit_amount: periodPriceCents(target.plan, target.interval),
          recurring: { interval: target.interval },
        },
      },
    ],
    metadata: { plan: target.plan, interval: target.interval },
  });
}
