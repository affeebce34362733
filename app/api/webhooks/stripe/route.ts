// POST /api/webhooks/stripe — Stripe's events, verified by signature; no session (Stripe calls it).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { receiveStripeWebhook } from "@/lib/webhooks/receive-stripe-webhook";

export const dynamic = "force-dynamic";

export const POST = route(
  {
    summary: "Stripe's signed events, applied once (404 without Stripe).",
    auth: false,
    // Stripe reads only the status; the answer says whether this event was seen before, nothing of what it did.
    response: z.object({ received: z.literal(true), duplicate: z.boolean() }),
  },
  async ({ db, request }) => {
    // The raw body, exactly as sent: the signature covers its bytes.
    const payload = await request.text();
    return receiveStripeWebhook(db, payload, request.headers.get("stripe-signature"));
  },
);
