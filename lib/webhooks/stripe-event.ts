import "server-only";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { isId } from "@/lib/api/ids";
import type { Db, Tx } from "@/lib/db/client";
import { studios } from "@/lib/db/schema";
import { BILLING_INTERVALS, PLAN_KEYS } from "@/lib/db/schema/accounts";
import { lockSettledPlan, recordPlanCharge, savePlan, type LockedStudioPlan } from "@/lib/billing/apply-plan-change";
import { periodPriceCents } from "@/lib/billing/plans";
import { addInterval } from "@/lib/billing/periods";
import { settlePlan } from "@/lib/billing/plan-state";
import { notifyStripePlanChange } from "@/lib/notifications/plan-notice";
import { firstDelivery, idOf } from "./event-once";

/** `replacedSubscriptionId`: a subscription the studio no longer uses, to cancel at Stripe after commit. */
export type WebhookOutcome = { duplicate: boolean; replacedSubscriptionId: string | null };

/**
 * Applies one verified Stripe event. The event id goes into stripe_events in the SAME transaction as
 * its effect: a second delivery (even concurrent: it waits on the first insert's row lock) inserts
 * nothing and changes nothing, and a failed effect rolls the id back so Stripe's retry runs it again.
 */
export async function handleStripeEvent(db: Db, event: Stripe.Event, stripe: Stripe): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    if (!(await firstDelivery(tx, event))) return { duplicate: true, replacedSubscriptionId: null };
    const at = new Date(event.created * 1000);
    let replacedSubscriptionId: string | null = null;
    switch (event.type) {
      case "checkout.session.completed":
      // Bank debits and the like complete later: Stripe then sends the payment's success separately.
      case "checkout.session.async_payment_succeeded":
        replacedSubscriptionId = await checkoutCompleted(tx, event.data.object, at);
        break;
      // The bank refused the delayed payment: the plan was never applied (see checkoutCompleted), so
      // nothing changes; the event is kept as processed.
      case "checkout.session.async_payment_failed":
        break;
      case "customer.subscription.updated":
        await subscriptionUpdated(tx, stripe, event.data.object.id, at);
        break;
      case "customer.subscription.deleted":
        await subscriptionDeleted(tx, event.data.object, at);
        break;
      case "invoice.paid":
        replacedSubscriptionId = await invoicePaid(tx, event.data.object, at);
        break;
      default:
        // Other events are acknowledged (Stripe stops retrying) and kept as seen.
        break;
    }
    return { duplicate: false, replacedSubscriptionId };
  });
}

/** Returns the studio's previous subscription when a plan Checkout replaced it (cancelled after commit). */
async function checkoutCompleted(tx: Tx, checkout: Stripe.Checkout.Session, at: Date): Promise<string | null> {
  const meta = checkout.metadata ?? {};
  if (!meta.studioId) return null;
  // Students pay studios on the studios' own accounts (the Connect webhook): the platform's events never record their money.
  if (checkout.mode === "payment") {
    console.warn(
      `Stripe event for Checkout ${checkout.id}: a student payment on the platform account, ignored (students pay on the studio's account).`,
    );
    return null;
  }
  const plan = PLAN_KEYS.find((key) => key === meta.plan && key !== "free");
  const interval = BILLING_INTERVALS.find((key) => key === meta.interval);
  if (checkout.mode !== "subscription" || !plan || !interval) return null;
  // A delayed payment (bank debit) is not money yet: async_payment_succeeded applies the plan when it arrives.
  if (checkout.payment_status === "unpaid") return null;
  const current = await lockSettledPlan(tx, meta.studioId, at);
  const subscriptionId = idOf(checkout.subscription);
  const periodEnd = addInterval(at, interval);
  const trialEndsAt = current.trialEndsAt && current.trialEndsAt > at ? at : current.trialEndsAt;
  await savePlan(
    tx,
    meta.studioId,
    { plan, billingInterval: interval, trialEndsAt, currentPeriodEnd: periodEnd, pendingPlan: null, pendingInterval: null },
    { stripeCustomerId: idOf(checkout.customer) ?? current.stripeCustomerId, stripeSubscriptionId: subscriptionId },
  );
  const amountCents = checkout.amount_total ?? periodPriceCents(plan, interval);
  const saved = { plan, billingInterval: interval, trialEndsAt, currentPeriodEnd: periodEnd, pendingPlan: null, pendingInterval: null };
  await notifyStripePlanChange(tx, meta.studioId, current, saved, amountCents, at);
  const kind = Number(meta.creditCents) > 0 ? "proration" : "subscription";
  await recordPlanCharge(tx, meta.studioId, { kind, plan, interval, amountCents, periodStart: at, periodEnd }, checkout.id);
  return current.stripeSubscriptionId && current.stripeSubscriptionId !== subscriptionId ? current.stripeSubscriptionId : null;
}

async function studioOfSubscription(tx: Tx, subscriptionId: string | null): Promise<string | null> {
  if (!subscriptionId) return null;
  const [row] = await tx.select({ id: studios.id }).from(studios).where(eq(studios.stripeSubscriptionId, subscriptionId)).limit(1);
  return row?.id ?? null;
}

/**
 * Moves the studio to Stripe's new period end. When Stripe has started a new period (its end is
 * later than ours), our pending change is applied first, as if the old period had just ended.
 * Only forward: Stripe delivers events out of order, and an older one must not shorten the period.
 */
async function rollTo(tx: Tx, studioId: string, stripeEnd: Date | null, at: Date) {
  const current = await lockSettledPlan(tx, studioId, at);
  let row = { ...current };
  if (!stripeEnd || row.plan === "free" || (current.currentPeriodEnd && stripeEnd <= current.currentPeriodEnd)) return row;
  if (row.currentPeriodEnd) row = { ...row, ...settlePlan(row, row.currentPeriodEnd).row };
  if (row.plan !== "free") row.currentPeriodEnd = stripeEnd;
  return row;
}

/**
 * The event's copy may be stale (events arrive out of order and are retried): with the studio row
 * locked, the subscription is read again from Stripe and ITS state is applied.
 */
async function subscriptionUpdated(tx: Tx, stripe: Stripe, subscriptionId: string, at: Date): Promise<void> {
  const studioId = await studioOfSubscription(tx, subscriptionId);
  if (!studioId) return;
  const locked = await lockSettledPlan(tx, studioId, at);
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  // Stripe gave up collecting (or the subscription is over): Free now. past_due keeps the plan while Stripe retries.
  if (ENDED_STATUSES.has(subscription.status)) {
    await moveToFree(tx, studioId, locked, at);
    return;
  }
  const row = await rollTo(tx, studioId, periodEndOf(subscription), at);
  if (subscription.cancel_at_period_end) {
    row.pendingPlan = "free";
    row.pendingInterval = null;
  } else if (row.pendingPlan === "free") {
    row.pendingPlan = null;
  }
  await savePlan(tx, studioId, row);
  await notifyStripePlanChange(tx, studioId, locked, row, 0, at);
}

async function subscriptionDeleted(tx: Tx, subscription: Stripe.Subscription, at: Date): Promise<void> {
  const studioId = await studioOfSubscription(tx, subscription.id);
  if (!studioId) return;
  await moveToFree(tx, studioId, await lockSettledPlan(tx, studioId, at), at);
}

const ENDED_STATUSES = new Set<Stripe.Subscription.Status>(["unpaid", "canceled", "incomplete_expired"]);

async function moveToFree(tx: Tx, studioId: string, current: LockedStudioPlan, at: Date): Promise<void> {
  const free = { ...current, plan: "free" as const, currentPeriodEnd: null, pendingPlan: null, pendingInterval: null };
  await savePlan(tx, studioId, free, { stripeSubscriptionId: null });
  await notifyStripePlanChange(tx, studioId, current, free, 0, at);
}

/**
 * A renewal: the new period and what Stripe charged for it. The first invoice is the Checkout's own.
 * Returns a subscription to cancel: one whose metadata names a studio that has moved on to another
 * (its cancel after an upgrade's Checkout failed), so it stops billing; its invoice is not the plan's.
 */
async function invoicePaid(tx: Tx, invoice: Stripe.Invoice, at: Date): Promise<string | null> {
  if (invoice.billing_reason === "subscription_create") return null;
  const subscriptionId = subscriptionOfInvoice(invoice);
  const studioId = await studioOfSubscription(tx, subscriptionId);
  if (!studioId) return subscriptionId && (await studioNamedBy(tx, invoice)) ? subscriptionId : null;
  if (!invoice.id) return null;
  const line = invoice.lines.data[0];
  const periodStart = new Date((line?.period.start ?? invoice.period_start) * 1000);
  const periodEnd = new Date((line?.period.end ?? invoice.period_end) * 1000);
  const row = await rollTo(tx, studioId, periodEnd, at);
  await savePlan(tx, studioId, row);
  if (row.plan === "free") return null;
  await recordPlanCharge(
    tx,
    studioId,
    { kind: "subscription", plan: row.plan, interval: row.billingInterval, amountCents: invoice.amount_paid, periodStart, periodEnd },
    invoice.id,
  );
  return null;
}

/** The studio our Checkout wrote into the subscription's metadata (copied onto its invoices), if it exists. */
async function studioNamedBy(tx: Tx, invoice: Stripe.Invoice): Promise<string | null> {
  const legacy = invoice as unknown as { subscription_details?: { metadata?: Stripe.Metadata | null } | null };
  const studioId =
    invoice.parent?.subscription_details?.metadata?.studioId ??
    legacy.subscription_details?.metadata?.studioId ??
    invoice.lines.data[0]?.metadata?.studioId;
  if (!studioId || !isId(studioId)) return null;
  const [row] = await tx.select({ id: studios.id }).from(studios).where(eq(studios.id, studioId)).limit(1);
  return row?.id ?? null;
}

/**
 * Accounts pinned to a Stripe API version before 2025-03-31 send older shapes: the invoice's
 * subscription at `invoice.subscription` (not `parent.subscription_details`), the period end on the
 * subscription itself (not on its items).
 */
type LegacyInvoice = { subscription?: string | { id: string } | null };
type LegacySubscription = { current_period_end?: number | null };

function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription ?? (invoice as unknown as LegacyInvoice).subscription ?? null);
}

function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const end = subscription.items?.data[0]?.current_period_end ?? (subscription as unknown as LegacySubscription).current_period_end;
  return end ? new Date(end * 1000) : null;
}
