// GET /api/me/payment-methods — the signed-in student's saved cards on their studio's account.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { listSavedCards } from "@/lib/stripe/saved-cards";
import { ZSavedCardView } from "@/lib/stripe/views";

export const dynamic = "force-dynamic";

export const GET = route(
  {
    summary: "Your cards saved on your studio's Stripe account (students; others have none).",
    response: z.object({ paymentMethods: z.array(ZSavedCardView) }),
  },
  async ({ db, session }) => ({ paymentMethods: await listSavedCards(db, session) }),
);
