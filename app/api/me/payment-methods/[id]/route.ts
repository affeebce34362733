// DELETE /api/me/payment-methods/{id} — remove one of your saved cards (404 for anyone else's).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { removeSavedCard } from "@/lib/stripe/saved-cards";

export const dynamic = "force-dynamic";

const ZCardParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_]{1,255}$/, "Payment method not found.") });

export const DELETE = route(
  {
    summary: "Remove one of your saved cards, at Stripe and here (404 for anyone else's).",
    // Only students have cards on file (as only they pay by Checkout): staff are refused, not told "not found".
    roles: ["student"],
    params: ZCardParams,
    response: null,
  },
  async ({ db, session, params }) => {
    await removeSavedCard(db, session, params.id);
  },
);
