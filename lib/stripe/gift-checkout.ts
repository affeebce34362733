import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { studios } from "@/lib/db/schema";
import { env } from "@/lib/env";
import type { GiftCheckoutMetadata } from "@/lib/growth/gift-purchase";
import type { TGiftPurchase } from "@/lib/growth/gift-schemas";
import { formatMoney } from "@/lib/money/money";
import { requireStudioStripe } from "./studio-account";

/**
 * POST /api/public/studios/{slug}/gift-certificates: a Stripe Checkout on the studio's own account
 * for a gift certificate of the amount chosen. Nothing is recorded until Stripe says it is paid: the
 * Connect webhook then records the certificate from the metadata (lib/growth/gift-purchase.ts) and
 * e-mails the recipient. A studio without a connected account answers 409 saying so.
 */
export async function createGiftCheckout(db: Db, page: { studioId: string; slug: string }, input: TGiftPurchase) {
  const studioStripe = await requireStudioStripe(db, page.studioId);
  const [studio] = await db.select({ name: studios.name, currency: studios.currency }).from(studios).where(eq(studios.id, page.studioId));
  const metadata: GiftCheckoutMetadata = {
    kind: "gift_certificate",
    studioId: page.studioId,
    amountCents: String(input.amountCents),
    buyerName: input.buyerName,
    buyerEmail: input.buyerEmail,
    recipientName: input.recipientName,
    recipientEmail: input.recipientEmail,
    message: input.message ?? "",
    deliverOn: input.deliverOn ?? "",
  };
  const fee = studioStripe.platformFee(input.amountCents);
  const back = `${env.SITE_URL}/s/${page.slug}`;
  const checkout = await studioStripe.stripe.checkout.sessions.create(
    {
      mode: "payment",
      customer_email: input.buyerEmail,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: studio.currency.toLowerCase(),
            unit_amount: input.amountCents,
            product_data: { name: `Gift certificate, ${formatMoney(input.amountCents, studio.currency)}, for ${input.recipientName}` },
          },
        },
      ],
      metadata,
      payment_intent_data: { ...(fee > 0 && { application_fee_amount: fee }) },
      success_url: `${back}?gift=paid#gift-certificates`,
      cancel_url: `${back}?gift=cancelled#gift-certificates`,
    },
    studioStripe.on,
  );
  return { checkoutUrl: checkout.url! };
}
