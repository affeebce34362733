import { afterAll, beforeAll } from "vitest";
import Stripe from "stripe";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { POST as connectWebhook } from "@/app/api/webhooks/stripe-connect/route";
import { callRoute } from "./call-route";
import { CONNECT_WEBHOOK_SECRET, startStripeStandIn, WEBHOOK_SECRET, type StripeStandIn } from "./stripe-stand-in-server";

export { CONNECT_WEBHOOK_SECRET, standInSettings, WEBHOOK_SECRET, type StandInRequest } from "./stripe-stand-in-server";

/** Starts the stand-in before this file's tests and stops it after them; tests read `.current`. */
export function withStripeStandIn() {
  const holder = {} as { current: StripeStandIn };
  beforeAll(async () => {
    holder.current = await startStripeStandIn();
  });
  afterAll(async () => {
    await holder.current.stop();
  });
  return holder;
}

const signer = new Stripe("sk_test_signer");

/** A webhook delivery as Stripe sends it: the JSON body and its Stripe-Signature header. */
export function signedEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_${Math.random().toString(36).slice(2, 12)}`,
  secret = WEBHOOK_SECRET,
  account?: string,
) {
  const payload = JSON.stringify({
    id,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    api_version: "2025-01-01",
    ...(account && { account }),
    data: { object },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return { id, payload, headers: { "stripe-signature": signature, "content-type": "application/json" } };
}

/** Delivers a signed event to the real webhook route, as Stripe would. */
export function deliverWebhook(event: ReturnType<typeof signedEvent>) {
  return callRoute(webhook, { body: event.payload, headers: event.headers, method: "POST" });
}

/** An event of a studio's connected account, signed with the Connect endpoint's secret. */
export function signedConnectEvent(account: string, type: string, object: Record<string, unknown>, id?: string) {
  return signedEvent(type, object, id, CONNECT_WEBHOOK_SECRET, account);
}

/** Delivers a signed event to the real Connect webhook route, as Stripe would. */
export function deliverConnectWebhook(event: ReturnType<typeof signedEvent>) {
  return callRoute(connectWebhook, { body: event.payload, headers: event.headers, method: "POST" });
}
