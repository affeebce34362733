import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { ledgerEntries, paymentItems, studentPackages } from "@/lib/db/schema";
import { addEntry, addVoid, formatMoney, requireStudent, studentBalance, studioMoneySettings, toPaymentRecord } from "./ledger";
import type { TPaymentInput, TRefundInput } from "./schemas";
import type { PaymentMethod } from "./types";

const METHOD_LABEL = { cash: "cash", card: "card", check: "check", other: "other", online: "online" } as const;

/** POST /api/payments: a payment by hand (cash, card terminal, check, other); partial payments are fine. */
export async function recordPayment(db: Db, session: Session, input: TPaymentInput) {
  await requireStudent(db, session.studioId, input.studentId);
  const row = await addEntry(db, {
    studioId: session.studioId,
    studentId: input.studentId,
    kind: "payment",
    amountCents: input.amountCents,
    method: input.method,
    description: `Payment (${METHOD_LABEL[input.method]})`,
    note: input.note || null,
    createdByUserId: session.userId,
  });
  return { payment: toPaymentRecord(row) };
}

/** How much of a payment is already refunded (read inside the transaction that holds its lock). */
export async function refundedCents(tx: Tx, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, "refund"), eq(ledgerEntries.relatedEntryId, paymentId)));
  return Number(row?.total ?? 0);
}

/** The Checkout an online payment came from: a couple's booking is one Checkout recorded as `cs_x` and `cs_x#2`. */
export function checkoutIdOf(externalId: string): string {
  return externalId.replace(/#\d+$/, "");
}

/** A payment being refunded, as the place its money goes back through sees it. */
type RefundingPayment = { id: string; studioId: string; method: PaymentMethod; externalId: string | null; amountCents: number };

/**
 * Where a refund's money goes back before the ledger records it: for a payment Stripe took, Stripe
 * (lib/stripe/refund-online.ts; this layer doesn't call Stripe). It runs inside the transaction that
 * holds the payment's lock, knowing what was refunded before, and may say how the refund is recorded;
 * whatever it throws leaves nothing recorded.
 */
export type RefundSource = (
  tx: Tx,
  payment: RefundingPayment,
  refund: { amountCents: number; refundedCents: number; recordOnly: boolean },
) => Promise<{ method?: PaymentMethod; externalId?: string; note?: string } | void>;

/**
 * POST /api/payments/{id}/refunds: never more than paid − already refunded. The payment row is
 * locked first, so two refunds racing for the same money run one after the other; the money goes
 * back through `source` (Stripe, for a payment taken online) before the refund is recorded.
 */
export async function refundPayment(db: Db, session: Session, paymentId: string, input: TRefundInput, source: RefundSource) {
  const { amountCents } = input;
  const { currency } = await studioMoneySettings(db, session.studioId);
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select({
        id: ledgerEntries.id,
        studioId: ledgerEntries.studioId,
        studentId: ledgerEntries.studentId,
        method: ledgerEntries.method,
        externalId: ledgerEntries.externalId,
        amountCents: ledgerEntries.amountCents,
      })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.studioId, session.studioId), eq(ledgerEntries.id, paymentId), eq(ledgerEntries.kind, "payment")))
      .for("update");
    if (!payment) throw new AppError("not_found", "Payment not found.");
    const before = await refundedCents(tx, payment.id);
    const left = payment.amountCents - before;
    if (amountCents > left) {
      const message =
        left > 0 ? `You can refund at most ${formatMoney(left, currency)} of this payment.` : "This payment is already fully refunded.";
      throw new AppError("rule", message, { fields: { amountCents: message }, extra: { maxCents: left } });
    }
    const method = payment.method!;
    const made = await source(tx, { ...payment, method }, { amountCents, refundedCents: before, recordOnly: input.recordOnly === true });
    const refund = await addEntry(tx, {
      studioId: session.studioId,
      studentId: payment.studentId,
      kind: "refund",
      amountCents,
      method: made?.method ?? method,
      description: `Refund of ${formatMoney(payment.amountCents, currency)} payment`,
      note: made?.note ?? null,
      externalId: made?.externalId ?? null,
      relatedEntryId: payment.id,
      createdByUserId: session.userId,
    });
    return {
      refund: { id: refund.id, paymentId: payment.id, amountCents, createdAt: refund.createdAt.toISOString() },
      refundableCents: left - amountCents,
    };
  });
}

/**
 * Whether a charge can be voided. "Unpaid" means: not voided yet, and the student's balance still
 * owes at least its amount — so no payment is left covering it (otherwise refund first). A
 * package's charge also needs its package untouched (no unit reserved or used).
 */
export function voidBlocker(
  charge: { amountCents: number; voided: boolean; unitsUsed: number | null },
  balanceCents: number,
): string | null {
  if (charge.voided) return "This charge is already voided.";
  if (charge.unitsUsed !== null && charge.unitsUsed > 0)
    return "Lessons from this package have been booked or used, so its charge can't be voided.";
  if (balanceCents < charge.amountCents) return "This charge has been paid. Refund the payment first, then void the charge.";
  return null;
}

/** POST /api/charges/{id}/void: voids an unpaid charge; a package's voided charge withdraws the package. */
export async function voidCharge(db: Db, session: Session, chargeId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [charge] = await tx
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.studioId, session.studioId), eq(ledgerEntries.id, chargeId), eq(ledgerEntries.kind, "charge")))
      .for("update");
    if (!charge) throw new AppError("not_found", "Charge not found.");
    const pkg = charge.studentPackageId
      ? (await tx.select().from(studentPackages).where(eq(studentPackages.id, charge.studentPackageId)).for("update"))[0]
      : undefined;
    const [existing] = await tx
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, "void"), eq(ledgerEntries.relatedEntryId, charge.id)));
    const balance = await studentBalance(tx, session.studioId, charge.studentId);
    const blocker = voidBlocker(
      { amountCents: charge.amountCents, voided: Boolean(existing), unitsUsed: pkg ? pkg.unitsUsed : null },
      balance,
    );
    if (blocker) throw new AppError("rule", blocker);
    // An automatic payment's charge (a membership period, an instalment): voiding it forgives that
    // one amount; while the card is still being tried it is waived from Failed payments instead.
    const [item] = await tx
      .select({ status: paymentItems.status })
      .from(paymentItems)
      .where(and(eq(paymentItems.studioId, session.studioId), eq(paymentItems.chargeEntryId, charge.id)))
      .for("update");
    if (item && item.status !== "paid")
      throw new AppError(
        "conflict",
        "This automatic payment is still being charged to the card: waive it from Failed payments (or wait until it settles).",
      );
    const entry = await addVoid(tx, charge, now, { studentPackageId: charge.studentPackageId, createdByUserId: session.userId });
    // A sale undone: the package can no longer be used (it ends now; the row stays as history). One
    // instalment forgiven leaves the package to the instalments still to come.
    if (pkg && !item) await tx.update(studentPackages).set({ expiresAt: now }).where(eq(studentPackages.id, pkg.id));
    return { void: { id: entry.id, chargeId: charge.id, amountCents: entry.amountCents, createdAt: entry.createdAt.toISOString() } };
  });
}
