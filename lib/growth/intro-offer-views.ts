import { z } from "zod";

/** Where the visitor pays: the studio's Stripe Checkout. */
export const ZIntroOfferCheckoutView = z.object({ checkoutUrl: z.string() });
