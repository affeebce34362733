import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { onlineCharges, paymentsAccounts } from "@/lib/db/schema";
import { checkoutIdOf, refundPayment, type RefundSource } from "@/lib/payments/payments";
import type { TRefundInput } from "@/lib/payments/schemas";
import { stripeClient } from "./client";
import { stripeSettings } from "./config";
import { isStripeUnavailable, stripeUnavailableError, warnStripeUnavailable } from "./unavailable";

export const DISCONNECTED_REFUND_MESSAGE =
  "This payment was taken on a Stripe account the studio has disconnected: refund it in that Stripe dashboard, then record it here as paid by card.";

const NO_STRIPE_MESSAGE =
  "Online payments aren't set up on this server any more: refund this payment in the studio's Stripe dashboard, then record it here as paid by card.";

/** Stripe refused the request itself (already refunded, a key reused for another amount, no access): said as Stripe says it. */
const REFUSED_TYPES = new Set(["StripeInvalidRequestError", "StripePermissionError", "StripeCardError"]);

/**
 * POST /api/payments/{id}/refunds: the refund recorded in the ledger, and for a payment Stripe took
 * on the studio's own account, made at Stripe first on that same account.
 */
export function refundWithStripe(db: Db, session: Session, paymentId: string, input: TRefundInput) {
  return refundPayment(db, session, paymentId, input, refundAtStripe);
}

/** The Stripe charge an online payment came from, and its account (a couple's booking shares one). */
async function chargeOf(tx: Tx, studioId: string, externalId: string) {
  const [row] = await tx
    .select({
      accountId: onlineCharges.accountId,
      paymentIntentId: onlineCharges.paymentIntentId,
      disconnectedAt: paymentsAccounts.disconnectedAt,
    })
    .from(onlineCharges)
    .innerJoin(paymentsAccounts, eq(paymentsAccounts.accountId, onlineCharges.accountId))
    .where(
      and(
        eq(onlineCharges.studioId, studioId),
        eq(paymentsAccounts.studioId, studioId),
        eq(onlineCharges.checkoutId, checkoutIdOf(externalId)),
      ),
    );
  return row ?? null;
}

/**
 * The money goes back on the account that took it (the studio's, named by the payment's own charge:
 * never the platform's, never another studio's), inside the transaction holding the payment's lock,
 * before the ledger entry. Stripe's idempotency key is the payment and what was refunded before, so a
 * retry after a lost answer gets the same refund back instead of a second one; Stripe out of reach is
 * 503 with nothing recorded. A payment recorded by hand, or taken online before the studio had its
 * own account (no charge of it here), is recorded only, as always.
 */
const refundAtStripe: RefundSource = async (tx, payment, refund) => {
  if (payment.method !== "online" || !payment.externalId) return;
  const charge = await chargeOf(tx, payment.studioId, payment.externalId);
  if (!charge) return;
  const settings = stripeSettings();
  const reachable = charge.disconnectedAt === null && settings !== null;
  if (refund.recordOnly) {
    if (reachable)
      throw new AppError(
        "conflict",
        "This payment was taken on your connected Stripe account: refund it here and it is refunded at Stripe too.",
      );
    return { method: "card", note: "Refunded in the Stripe dashboard" };
  }
  if (!reachable)
    throw new AppError("conflict", settings ? DISCONNECTED_REFUND_MESSAGE : NO_STRIPE_MESSAGE, { extra: { recordOnly: true } });
  const stripe = stripeClient(settings);
  try {
    const made = await stripe.refunds.create(
      { payment_intent: charge.paymentIntentId, amount: refund.amountCents, refund_application_fee: true },
      { stripeAccount: charge.accountId, idempotencyKey: `refund:${payment.id}:${refund.refundedCents}` },
    );
    if (made.status === "failed" || made.status === "canceled")
      throw new AppError("conflict", "Stripe couldn't make this refund. Check the payment in your Stripe dashboard.");
    return { externalId: made.id };
  } catch (error) {
    if (isStripeUnavailable(error)) {
      warnStripeUnavailable(error);
      throw stripeUnavailableError();
    }
    const { type, message } = error as { type?: unknown; message?: unknown };
    // The same payment and refunded-so-far sent before with another amount: that refund reached Stripe, the ledger never heard.
    if (type === "StripeIdempotencyError")
      throw new AppError(
        "conflict",
        "A refund of this payment for another amount reached Stripe but wasn't recorded here: check the payment in your Stripe dashboard, then refund that same amount here to record it.",
      );
    if (typeof type === "string" && REFUSED_TYPES.has(type))
      throw new AppError("conflict", `Stripe refused this refund: ${String(message)}`);
    throw error;
  }
};
