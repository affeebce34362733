import "server-only";
import type Stripe from "stripe";
import { AppError } from "@/lib/api/app-error";
import type { Db } from "@/lib/db/client";
import { requireStripe } from "@/lib/stripe/client";
import { handleConnectEvent } from "./connect-event";
import { handleStripeEvent } from "./stripe-event";
import { readStripeEvent } from "./stripe-event-shape";

/** Verifies the signature and the event's shape (400 and nothing recorded when either fails). */
async function verifiedEvent(stripe: Stripe, payload: string, signature: string | null, secret: string): Promise<Stripe.Event> {
  if (!signature) throw new AppError("bad_request", "The Stripe-Signature header is missing.");
  let verified: Stripe.Event;
  try {
    verified = await stripe.webhooks.constructEventAsync(payload, signature, secret);
  } catch {
    throw new AppError("bad_request", "The Stripe signature is not valid.");
  }
  return readStripeEvent(verified);
}

/** The platform's own events (plan billing), applied once. */
export async function receiveStripeWebhook(db: Db, payload: string, signature: string | null) {
  const { stripe, settings } = requireStripe();
  const event = await verifiedEvent(stripe, payload, signature, settings.webhookSecret);
  const outcome = await handleStripeEvent(db, event, stripe);
  if (outcome.replacedSubscriptionId) {
    // After commit, and best effort: should it fail, the old subscription's next invoice.paid names it
    // again. No proration here: the Checkout's coupon already credited the old subscription's unused time.
    await stripe.subscriptions.cancel(outcome.replacedSubscriptionId, { prorate: false }).catch((error: unknown) => {
      console.error("Could not cancel the replaced Stripe subscription", outcome.replacedSubscriptionId, error);
    });
  }
  return { received: true as const, duplicate: outcome.duplicate };
}

/** Events of the studios' own accounts (Connect), signed with the Connect endpoint's secret; 404 when it isn't set up. */
export async function receiveConnectWebhook(db: Db, payload: string, signature: string | null) {
  const { stripe, settings } = requireStripe();
  if (!settings.connectWebhookSecret) throw new AppError("not_found", "Online payment is not set up on this server.");
  const event = await verifiedEvent(stripe, payload, signature, settings.connectWebhookSecret);
  const outcome = await handleConnectEvent(db, event, stripe);
  return { received: true as const, duplicate: outcome.duplicate };
}
