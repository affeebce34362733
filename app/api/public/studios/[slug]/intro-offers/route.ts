// POST /api/public/studios/{slug}/intro-offers — a new visitor buys an intro offer with their first lesson → { checkoutUrl } (no session).
import { clientAddress } from "@/lib/auth/client-address";
import { ZIntroOfferPurchase } from "@/lib/growth/intro-offer-schemas";
import { ZIntroOfferCheckoutView } from "@/lib/growth/intro-offer-views";
import { route } from "@/lib/http/route";
import { startIntroOfferCheckout } from "@/lib/public/intro-offer-checkout";
import { ZSlugParams } from "@/lib/public/schemas";

export const POST = route(
  {
    summary:
      "Buy an intro offer with a first lesson: { packageId, eventId | instructorId+startsAt, name, email } → 201 { checkoutUrl } at Stripe on the studio's account; 409 for an address that already has lessons or purchases, or a studio without online payments; 429.",
    auth: false,
    params: ZSlugParams,
    body: ZIntroOfferPurchase,
    response: ZIntroOfferCheckoutView,
    status: 201,
  },
  async ({ db, params, body, request }) => startIntroOfferCheckout(db, params.slug, body, { address: clientAddress(request) }),
);
