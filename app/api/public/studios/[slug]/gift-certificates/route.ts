// POST /api/public/studios/{slug}/gift-certificates — a visitor buys a gift certificate at Stripe Checkout (no session).
import { z } from "zod";
import { ZGiftPurchase } from "@/lib/growth/gift-schemas";
import { route } from "@/lib/http/route";
import { findPublicPage } from "@/lib/public/public-studio";
import { ZSlugParams } from "@/lib/public/schemas";
import { createGiftCheckout } from "@/lib/stripe/gift-checkout";

export const POST = route(
  {
    summary:
      "Buy a gift certificate { amountCents, buyerName, buyerEmail, recipientName, recipientEmail, message?, deliverOn? } → { checkoutUrl } on the studio's own Stripe account; recorded and e-mailed once paid; 409 when the studio takes no online payments.",
    auth: false,
    params: ZSlugParams,
    body: ZGiftPurchase,
    response: z.object({ checkoutUrl: z.string() }),
  },
  async ({ db, params, body }) =>
    createGiftCheckout(db, { studioId: (await findPublicPage(db, params.slug)).studioId, slug: params.slug }, body),
);
