import "server-only";
import { and, asc, eq, like, or } from "drizzle-orm";
import { canManageStudio, canSeeAccount } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { ledgerEntries, onlineCharges, paymentItems, studios } from "@/lib/db/schema";
import { packageDiscount } from "@/lib/growth/promo-figures";
import { getStudioBranding } from "@/lib/studio/branding";
import { requireStudent, studioMoneySettings } from "./ledger";
import { checkoutIdOf } from "./payments";
import type { AutopayReceipt, OnlineChargeShare, PaymentReceipt } from "./types";

/**
 * GET /api/payments/{id}: a payment with its student, studio and refunds (owners; a student their
 * own, else 404). An owner also reads, for a payment Stripe took, its gross, Stripe's fee and the net.
 */
export async function getPaymentReceipt(db: Db, session: Session, paymentId: string): Promise<PaymentReceipt> {
  const [payment] = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.studioId, session.studioId), eq(ledgerEntries.id, paymentId), eq(ledgerEntries.kind, "payment")))
    .limit(1);
  if (!payment) throw new AppError("not_found", "Payment not found.");
  if (!canSeeAccount(session, payment.studentId)) throw new AppError("not_found", "Payment not found.");
  const student = await requireStudent(db, session.studioId, payment.studentId);
  const studio = await studioMoneySettings(db, session.studioId);
  const [contact] = await db
    .select({ address: studios.contactAddress, phone: studios.contactPhone, email: studios.contactEmail, website: studios.contactWebsite })
    .from(studios)
    .where(eq(studios.id, session.studioId));
  const branding = await getStudioBranding(db, session.studioId, session.studioPlan);
  const refunds = await db
    .select({ id: ledgerEntries.id, amountCents: ledgerEntries.amountCents, createdAt: ledgerEntries.createdAt })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, "refund"), eq(ledgerEntries.relatedEntryId, payment.id)))
    .orderBy(asc(ledgerEntries.createdAt));
  const refundedCents = refunds.reduce((sum, row) => sum + row.amountCents, 0);
  return {
    payment: {
      id: payment.id,
      amountCents: payment.amountCents,
      method: payment.method!,
      description: payment.description,
      note: payment.note,
      createdAt: payment.createdAt.toISOString(),
    },
    student: { id: student.id, name: student.name, email: student.email },
    studio: {
      name: studio.name,
      currency: studio.currency,
      timeZone: studio.timeZone,
      contact: [contact.address, contact.phone, contact.email, contact.website].filter((line): line is string => Boolean(line)),
      logoUrl: branding.logoUrl,
      brandColor: branding.color,
    },
    refunds: refunds.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    refundedCents,
    refundableCents: payment.amountCents - refundedCents,
    autopay: await autopayOf(db, payment),
    discount: await packageDiscount(db, session.studioId, payment.studentPackageId),
    ...(canManageStudio(session) && { stripeCharge: await stripeChargeOf(db, payment) }),
  };
}

/**
 * The automatic payment a payment settled, found by the item's link to it (the charging run and the
 * owner's "Record cash" set `payment_entry_id`): the instalment's number or the membership's
 * period, its due day, and whether the card paid it or it was recorded in cash.
 */
async function autopayOf(db: Db, payment: { studioId: string; id: string }): Promise<AutopayReceipt | null> {
  const [item] = await db
    .select({
      source: paymentItems.source,
      sequence: paymentItems.sequence,
      ofCount: paymentItems.ofCount,
      periodStart: paymentItems.periodStart,
      periodEnd: paymentItems.periodEnd,
      dueOn: paymentItems.dueOn,
      settledBy: paymentItems.settledBy,
    })
    .from(paymentItems)
    .where(and(eq(paymentItems.studioId, payment.studioId), eq(paymentItems.paymentEntryId, payment.id)))
    .limit(1);
  if (!item) return null;
  return {
    source: item.source,
    instalment: item.source === "instalment" ? { number: item.sequence, of: item.ofCount } : null,
    period: item.periodStart && item.periodEnd ? { start: item.periodStart, end: item.periodEnd } : null,
    dueOn: item.dueOn,
    paidBy: item.settledBy === "cash" ? "cash" : "card",
  };
}

/**
 * What Stripe took for an online payment (null for any other): this payment's gross, and Stripe's
 * fee on it. A Checkout shared by several payments (each dancer of a couple pays a share) spreads
 * its fee over them by amount, the first taking the rounding, so each receipt's net is its own and
 * the shares add up to Stripe's fee. The fee is null while Stripe hasn't reported it.
 */
async function stripeChargeOf(
  db: Db,
  payment: { studioId: string; method: string | null; externalId: string | null; amountCents: number },
): Promise<OnlineChargeShare | null> {
  if (payment.method !== "online" || !payment.externalId) return null;
  const checkoutId = checkoutIdOf(payment.externalId);
  const [charge] = await db
    .select({ grossCents: onlineCharges.grossCents, feeCents: onlineCharges.feeCents, paidAt: onlineCharges.paidAt })
    .from(onlineCharges)
    .where(and(eq(onlineCharges.studioId, payment.studioId), eq(onlineCharges.checkoutId, checkoutId)));
  if (!charge) return null;
  const parts = await db
    .select({ externalId: ledgerEntries.externalId, amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.studioId, payment.studioId),
        eq(ledgerEntries.kind, "payment"),
        or(eq(ledgerEntries.externalId, checkoutId), like(ledgerEntries.externalId, `${checkoutId.replace(/[\\%_]/g, "\\$&")}#%`)),
      ),
    );
  const feeCents = charge.feeCents === null ? null : feeShare(charge.feeCents, parts, payment.externalId, checkoutId);
  return {
    grossCents: payment.amountCents,
    feeCents,
    netCents: feeCents === null ? null : payment.amountCents - feeCents,
    chargeGrossCents: parts.length > 1 ? charge.grossCents : null,
    paidAt: charge.paidAt.toISOString(),
  };
}

/** One payment's part of a shared fee: by amount, rounded down; the Checkout's first payment takes what rounding left. */
function feeShare(
  feeCents: number,
  parts: { externalId: string | null; amountCents: number }[],
  externalId: string,
  checkoutId: string,
): number {
  const total = parts.reduce((sum, part) => sum + part.amountCents, 0);
  if (parts.length <= 1 || total <= 0) return feeCents;
  const shares = parts.map((part) => ({ externalId: part.externalId, cents: Math.floor((feeCents * part.amountCents) / total) }));
  const own = shares.find((share) => share.externalId === externalId)?.cents ?? 0;
  if (externalId !== checkoutId) return own;
  return own + feeCents - shares.reduce((sum, share) => sum + share.cents, 0);
}
