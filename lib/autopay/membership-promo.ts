import "server-only";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { paymentItems } from "@/lib/db/schema";
import { redeemPromoTx, type Redemption } from "@/lib/growth/promo-redeem";
import { formatMoney } from "@/lib/money/money";

type Enrolment = {
  studioId: string;
  studentId: string;
  membershipId: string;
  planId: string;
  planName: string;
  priceCents: number;
  at: Date;
};

/**
 * A promo code on an enrolment is used (its limits checked under its row lock) against the plan's
 * price per period: its discount comes off the first period only (lowerFirstPeriod).
 */
export async function redeemOnEnrolment(tx: Tx, enrolment: Enrolment, promoCodeId: string): Promise<Redemption> {
  return redeemPromoTx(tx, {
    studioId: enrolment.studioId,
    promoCodeId,
    studentId: enrolment.studentId,
    target: { usedFor: "membership", itemId: enrolment.planId, name: enrolment.planName, listCents: enrolment.priceCents },
    at: enrolment.at,
    recordId: enrolment.membershipId,
  });
}

/**
 * The first period's due item, just written, lowered by the discount; waived when nothing is left
 * to pay (a due item is never of zero cents). Later periods are at the plan's price.
 */
export async function lowerFirstPeriod(tx: Tx, studioId: string, membershipId: string, discountCents: number, currency: string) {
  const [first] = await tx
    .select({ id: paymentItems.id, amountCents: paymentItems.amountCents, description: paymentItems.description })
    .from(paymentItems)
    .where(and(eq(paymentItems.studioId, studioId), eq(paymentItems.membershipId, membershipId), gt(paymentItems.sequence, 0)))
    .orderBy(asc(paymentItems.sequence))
    .limit(1);
  if (!first) return;
  const left = first.amountCents - discountCents;
  await tx
    .update(paymentItems)
    .set(
      left > 0
        ? { amountCents: left, description: `${first.description} (${formatMoney(discountCents, currency)} off)` }
        : { status: "waived", nextAttemptAt: null, description: `${first.description} (free with a promo code)` },
    )
    .where(and(eq(paymentItems.studioId, studioId), eq(paymentItems.id, first.id)));
}
