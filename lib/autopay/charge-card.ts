import "server-only";
import { and, desc, eq } from "drizzle-orm";
import Stripe from "stripe";
import type { Tx } from "@/lib/db/client";
import { paymentsCustomers, savedCards } from "@/lib/db/schema";
import { requireStripe } from "@/lib/stripe/client";
import { connectConfigured } from "@/lib/stripe/config";
import { currentPaymentsAccount, studioStripeOn } from "@/lib/stripe/studio-account";

/** The card an item is charged to: the student's latest card on the studio's current account, if it takes charges. */
export type CardOnFile = { accountId: string; customerId: string; paymentMethodId: string; brand: string; last4: string };

export async function cardOnFile(tx: Tx, studioId: string, studentId: string, dueOn: string): Promise<CardOnFile | null> {
  if (!connectConfigured()) return null;
  const account = await currentPaymentsAccount(tx, studioId);
  if (!account?.chargesEnabled) return null;
  const cards = await tx
    .select({
      paymentMethodId: savedCards.id,
      brand: savedCards.brand,
      last4: savedCards.last4,
      expMonth: savedCards.expMonth,
      expYear: savedCards.expYear,
      customerId: paymentsCustomers.customerId,
    })
    .from(savedCards)
    .innerJoin(
      paymentsCustomers,
      and(
        eq(paymentsCustomers.studioId, savedCards.studioId),
        eq(paymentsCustomers.accountId, savedCards.accountId),
        eq(paymentsCustomers.studentId, savedCards.studentId),
      ),
    )
    .where(and(eq(savedCards.studioId, studioId), eq(savedCards.accountId, account.accountId), eq(savedCards.studentId, studentId)))
    .orderBy(desc(savedCards.createdAt));
  // A card that has expired by the due day would only be declined: the newest one still valid is used.
  const month = dueOn.slice(0, 7);
  const valid = cards.find((card) => `${card.expYear}-${String(card.expMonth).padStart(2, "0")}` >= month) ?? cards[0];
  return valid ? { accountId: account.accountId, ...valid } : null;
}

export type CardCharge = { id: string; amountCents: number; feeCents: number | null; platformFeeCents: number };
export type CardOutcome = { ok: true; charge: CardCharge } | { ok: false; reason: string };

/** Stripe's refusals in words the student can act on; anything else (network, Stripe down) is thrown and retried. */
function refusal(error: unknown): string | null {
  if (error instanceof Stripe.errors.StripeCardError) {
    if (error.code === "authentication_required")
      return "Your bank asks you to confirm this payment yourself: pay it online from your Payments page.";
    if (error.code === "expired_card") return "Your card has expired: add a new one on your Payments page.";
    if (error.decline_code === "insufficient_funds") return "Your card was declined for insufficient funds.";
    return "Your card was declined.";
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing")
    return "The saved card is no longer available: add a new one on your Payments page.";
  // Any other refusal of the request itself (an amount below Stripe's minimum…) would be refused again: a failure, not a retry.
  if (error instanceof Stripe.errors.StripeInvalidRequestError) return `The card couldn't be charged: ${error.message}`;
  return null;
}

/**
 * Charges the card off-session on the studio's own account. The idempotency key names the item and
 * its try, so a retry after a crash (or the SDK's own network retry) can never charge twice.
 */
export async function chargeCard(
  card: CardOnFile,
  item: { id: string; studioId: string; studentId: string; amountCents: number; description: string; tries: number },
  currency: string,
): Promise<CardOutcome> {
  const studio = studioStripeOn(requireStripe().stripe, card.accountId);
  const fee = studio.platformFee(item.amountCents);
  try {
    const intent = await studio.stripe.paymentIntents.create(
      {
        amount: item.amountCents,
        currency: currency.toLowerCase(),
        customer: card.customerId,
        payment_method: card.paymentMethodId,
        off_session: true,
        confirm: true,
        description: item.description,
        metadata: { studioId: item.studioId, studentId: item.studentId, paymentItemId: item.id },
        ...(fee > 0 && { application_fee_amount: fee }),
        expand: ["latest_charge.balance_transaction"],
      },
      { ...studio.on, idempotencyKey: `autopay_${item.id}_${item.tries}` },
    );
    if (intent.status !== "succeeded")
      return { ok: false, reason: "Your bank asks you to confirm this payment yourself: pay it online from your Payments page." };
    const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
    const balance = charge && typeof charge.balance_transaction === "object" ? charge.balance_transaction : null;
    return { ok: true, charge: { id: intent.id, amountCents: intent.amount, feeCents: balance?.fee ?? null, platformFeeCents: fee } };
  } catch (error) {
    const reason = refusal(error);
    if (reason) return { ok: false, reason };
    throw error;
  }
}
