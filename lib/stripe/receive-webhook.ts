import "server-only";
import type Stripe from "stripe";
import { AppError } from "@/lib/api/app-error";
import type { Db } from "@/lib/db/client";
import { requireStripe } from "./client";
import { handleStripeEvent } from "./webhook";

/** Verifies the signature (400 and nothing recorded when it fails), then applies the event once. */
export async function receiveStripeWebhook(db: Db, payload: string, signature: string | null) {
  const { stripe, settings } = requireStripe();
  if (!signature) throw new AppError("bad_request", "The Stripe-Signature header is missing.");
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(payload, signature, settings.webhookSecret);
  } catch {
    throw new AppError("bad_request", "The Stripe signature is not valid.");
  }
  const outcome = await handleStripeEvent(db, event);
  if (outcome.replacedSubscriptionId) {
    // After commit, and best effort: Stripe credits the unused time of the old subscription to the
    // customer, so the next invoice of the new one is reduced by it (the upgrade's proration).
    await stripe.subscriptions.cancel(outcome.replacedSubscriptionId, { prorate: true, invoice_now: true }).catch((error: unknown) => {
      console.error("Could not cancel the replaced Stripe subscription", outcome.replacedSubscriptionId, error);
    });
  }
  return { received: true, duplicate: outcome.duplicate };
}
