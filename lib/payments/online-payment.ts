import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { ledgerEntries } from "@/lib/db/schema";
import { postgresCode } from "@/lib/db/postgres-error";
import { addEntry, requireStudent } from "./ledger";
import type { PlanWithInstalments } from "./plan-schedule";
import { sellPackageTx } from "./sell-package";

export type OnlinePayment = {
  studioId: string;
  studentId: string;
  amountCents: number;
  /** The Stripe Checkout Session id: one session is recorded once. */
  externalId: string;
  /** Set when the student bought a package online: the sale and its payment are recorded together. */
  packageId?: string;
  /** With a package: it also pays the student's unpaid lessons it covers (ticked before checkout). */
  applyToUnpaid?: boolean;
  /**
   * With a package bought in instalments (planFromMetadata): the payment is its first instalment,
   * the rest are scheduled on the card the Checkout saved.
   */
  plan?: { plan: PlanWithInstalments; priceCents: number; units: number };
  /** What was paid for, when it isn't a balance ("Online payment · Bronze Waltz · Tue, Nov 24"). */
  description?: string;
  /** With a package: the promo code the Checkout was discounted by, and how much it took off. */
  promo?: { promoCodeId: string; discountCents: number };
};

/**
 * Records a payment made through Stripe (for C's webhook). Idempotent on externalId: the unique
 * index ledger_entries_external_key refuses a second payment for the same session, in which case
 * the whole transaction (package sale included) rolls back and the first payment is returned.
 */
export async function recordOnlinePayment(db: Db, input: OnlinePayment): Promise<{ paymentId: string; created: boolean }> {
  const existing = await findOnlinePayment(db, input.studioId, input.externalId);
  if (existing) return { paymentId: existing, created: false };
  await requireStudent(db, input.studioId, input.studentId);
  try {
    const paymentId = await db.transaction(async (tx) => {
      const payment = { method: "online" as const, amountCents: input.amountCents, externalId: input.externalId };
      if (input.packageId) {
        const sale = await sellPackageTx(tx, {
          studioId: input.studioId,
          studentId: input.studentId,
          packageId: input.packageId,
          payment,
          paidOnline: true,
          applyToUnpaid: input.applyToUnpaid,
          paymentPlan: input.plan?.plan,
          planTerms: input.plan,
          promo: input.promo && {
            promoCodeId: input.promo.promoCodeId,
            paid: { checkoutId: input.externalId, discountCents: input.promo.discountCents },
          },
        });
        return sale.paymentId!;
      }
      const row = await addEntry(tx, {
        studioId: input.studioId,
        studentId: input.studentId,
        kind: "payment",
        description: input.description ?? "Online payment",
        ...payment,
      });
      return row.id;
    });
    return { paymentId, created: true };
  } catch (error) {
    if (postgresCode(error) !== "23505") throw error;
    const raced = await findOnlinePayment(db, input.studioId, input.externalId);
    if (!raced) throw error;
    return { paymentId: raced, created: false };
  }
}

async function findOnlinePayment(db: Db, studioId: string, externalId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.studioId, studioId), eq(ledgerEntries.kind, "payment"), eq(ledgerEntries.externalId, externalId)))
    .limit(1);
  return row?.id ?? null;
}
