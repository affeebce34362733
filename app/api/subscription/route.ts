// GET /api/subscription — the studio's plan in effect (cookie or Authorization: Bearer).
// PUT /api/subscription — the owner changes the plan: applied at once (self-hosted), or a Stripe
// Checkout URL for an upgrade when Stripe is configured. Optional `expectedAmountCents` (what the
// owner confirmed): 409 when the change now costs something else.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { changeSubscription } from "@/lib/stripe/change-subscription";
import { ZPlanChangeBody } from "@/lib/billing/schemas";
import { resolveSubscription } from "@/lib/billing/subscription";
import { ZPlanChangeResultView, ZSubscriptionView } from "@/lib/billing/views";

export const dynamic = "force-dynamic";

// The session's own query already read the studio's plan: one database round trip in all.
export const GET = route(
  { summary: "The studio's plan in effect, with any pending change.", response: z.object({ plan: ZSubscriptionView }) },
  async ({ session }) => ({ plan: resolveSubscription(session.studioPlan, new Date()) }),
);

export const PUT = route(
  {
    summary:
      "Change the plan (owners): applied, scheduled, or a Stripe Checkout URL. Optional `expectedAmountCents` (the confirmed amount): 409 when it now costs something else.",
    roles: ["owner"],
    body: ZPlanChangeBody,
    response: ZPlanChangeResultView,
  },
  async ({ db, session, body: { expectedAmountCents, ...target } }) =>
    changeSubscription(db, session, target, new Date(), expectedAmountCents),
);
