// POST /api/webhooks/stripe-connect — events of the studios' own Stripe accounts, verified by signature; no session (Stripe calls it).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { receiveConnectWebhook } from "@/lib/webhooks/receive-stripe-webhook";

export const dynamic = "force-dynamic";

export const POST = route(
  {
    summary: "Stripe's signed events of studios' connected accounts, applied once (unknown account: acknowledged and ignored).",
    auth: false,
    response: z.object({ received: z.literal(true), duplicate: z.boolean() }),
  },
  async ({ db, request }) => receiveConnectWebhook(db, await request.text(), request.headers.get("stripe-signature")),
);
