import "server-only";
import type { Tx } from "@/lib/db/client";
import { issueGiftTx } from "./gift-certificates";

/** What a gift certificate's Checkout carries in its metadata (written by lib/stripe/gift-checkout.ts). */
export type GiftCheckoutMetadata = {
  kind: "gift_certificate";
  studioId: string;
  amountCents: string;
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  deliverOn: string;
};

/**
 * A paid gift certificate Checkout (the Connect webhook, in its transaction, for the account's own
 * studio): records the certificate once, for the amount paid, and queues its e-mails. A replay of the
 * event, or another event of the same Checkout, finds it recorded and changes nothing.
 */
export async function recordGiftPurchase(
  tx: Tx,
  studioId: string,
  checkout: { id: string; amount_total: number | null; metadata: Record<string, string> | null },
  at: Date,
): Promise<void> {
  const meta = checkout.metadata ?? {};
  const paid = checkout.amount_total ?? 0;
  const amountCents = Number(meta.amountCents);
  if (meta.kind !== "gift_certificate" || !Number.isInteger(amountCents) || amountCents <= 0 || paid <= 0) return;
  await issueGiftTx(
    tx,
    studioId,
    {
      amountCents,
      units: null,
      packageId: null,
      paidCents: paid,
      buyerName: meta.buyerName || "A friend",
      buyerEmail: meta.buyerEmail || null,
      recipientName: meta.recipientName || "You",
      recipientEmail: meta.recipientEmail || null,
      message: meta.message || null,
      deliverOn: /^\d{4}-\d{2}-\d{2}$/.test(meta.deliverOn ?? "") ? meta.deliverOn : null,
      soldVia: "online",
      paymentMethod: "online",
      checkoutId: checkout.id,
    },
    at,
  );
}
