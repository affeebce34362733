import "server-only";
import type Stripe from "stripe";
import { AppError } from "@/lib/api/app-error";
import type { Db } from "@/lib/db/client";
import { requireStripe } from "@/lib/stripe/client";
import { handleStripeEvent } from "./stripe-event";
import { readStripeEvent } from "./stripe-event-shape";

/** Verifies the signature and the event's shape (400 and nothing recorded when either fails), then applies the event once. */
export async function receiveStripeWebhook(db: Db, payload: string, signature: string | null) {
  const { stripe, settings } = requireStripe();
  if (!signature) throw new AppError("bad_request", "The Stripe-Signature header is missing.");
  let verified: Stripe.Event;
  try {
    verified = await stripe.webhooks.constructEventAsync(payload, signature, settings.webhookSecret);
  } catch {
    throw new AppError("bad_request", "The Stripe signature is not valid.");
  }
  const event = readStripeEvent(verified);
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
