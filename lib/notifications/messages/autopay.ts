import { env } from "@/lib/env";
import { formatMoney } from "@/lib/money/money";
import type { NewMessage } from "../enqueue";
import { formatDate } from "../format-when";
import { renderEmail } from "../layout";
import type { Recipient } from "../recipients";
import type { StudioContext } from "../studio-context";

export type FailedCharge = {
  itemId: string;
  description: string;
  amountCents: number;
  reason: string;
  tries: number;
  /** When the card is tried again; null after the last try. */
  nextAttemptAt: Date | null;
};

/** A card charge that failed: why, when it is tried again, and how to pay or change the card. Always sent. */
export function autopayFailedMessage(studio: StudioContext, to: Recipient, failed: FailedCharge): NewMessage {
  const amount = formatMoney(failed.amountCents, studio.currency);
  const next = failed.nextAttemptAt
    ? `We'll try your card again on ${formatDate(failed.nextAttemptAt, studio.timeZone)}.`
    : `This was the last try: pay it now or at the studio, or it stays on your account.`;
  const rendered = renderEmail(studio, {
    heading: `Your payment of ${amount} didn't go through`,
    paragraphs: [
      `Hello ${to.name.split(" ")[0]},`,
      `${studio.name} tried to charge ${amount} for ${failed.description} to your saved card, and it was refused: ${failed.reason}`,
      `${next} To pay now or use another card, open your payments.`,
    ],
    details: [
      ["For", failed.description],
      ["Amount", amount],
    ],
    action: { label: "Pay or update your card", url: `${env.SITE_URL}/app/payments` },
  });
  return {
    studioId: studio.id,
    kind: "autopay_failed",
    userId: to.userId,
    recipient: to.email,
    recipientName: to.name,
    subject: `Payment failed at ${studio.name}: ${amount}`,
    ...rendered,
    // One notice per failed try, however many processes record it.
    dedupeKey: `autopay-failed:${failed.itemId}:${failed.tries}`,
  };
}
