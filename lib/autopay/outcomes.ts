import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import { onlineCharges, paymentItems, studios } from "@/lib/db/schema";
import { notifyAutopayFailed } from "@/lib/notifications/autopay-notices";
import { autopayNote } from "@/lib/money/card-label";
import { addEntry } from "@/lib/payments/ledger";
import type { CardCharge, CardOnFile } from "./charge-card";
import type { PaymentItemRow } from "./claim";
import { instantToLocal } from "@/lib/dates/wall-time";
import { retryInstant } from "./periods";
import { setMembershipStanding } from "./standing";

export type StudioMoney = { timeZone: string; currency: string };

export async function studioMoney(db: Db | Tx, studioId: string): Promise<StudioMoney> {
  const [row] = await db.select({ timeZone: studios.timeZone, currency: studios.currency }).from(studios).where(eq(studios.id, studioId));
  return row;
}

/**
 * The item as this run claimed it, locked: null when its lease ran out and another process took it
 * over (or settled it) meanwhile, so a slow run never records over a newer one.
 */
export async function lockClaimed(tx: Tx, item: PaymentItemRow): Promise<PaymentItemRow | null> {
  const [row] = await tx
    .select()
    .from(paymentItems)
    .where(
      and(
        eq(paymentItems.studioId, item.studioId),
        eq(paymentItems.id, item.id),
        inArray(paymentItems.status, ["scheduled", "failed"]),
        eq(paymentItems.leaseUntil, item.leaseUntil!),
      ),
    )
    .for("update");
  return row ?? null;
}

/** The item's charge on the ledger, written once (its first attempt), whatever pays it later. */
export async function ensureCharge(tx: Tx, item: PaymentItemRow, now: Date): Promise<string> {
  if (item.chargeEntryId) return item.chargeEntryId;
  const charge = await addEntry(tx, {
    studioId: item.studioId,
    studentId: item.studentId,
    kind: "charge",
    amountCents: item.amountCents,
    description: item.description,
    studentPackageId: item.studentPackageId,
    createdAt: now,
  });
  await tx
    .update(paymentItems)
    .set({ chargeEntryId: charge.id })
    .where(and(eq(paymentItems.studioId, item.studioId), eq(paymentItems.id, item.id)));
  return charge.id;
}

const settledItem = (now: Date) => ({ leaseUntil: null, nextAttemptAt: null, lastError: null, settledAt: now, updatedAt: now });

/** No card to charge on the first attempt, or credit on the account covers it: settled through the account, like any other charge. */
export async function settleToAccount(tx: Tx, item: PaymentItemRow, now: Date): Promise<void> {
  await tx
    .update(paymentItems)
    .set({ status: "paid", settledBy: "account", ...settledItem(now) })
    .where(and(eq(paymentItems.studioId, item.studioId), eq(paymentItems.id, item.id)));
  if (item.membershipId && item.tries > 0) await setMembershipStanding(tx, item.studioId, item.membershipId, false, now);
}

/** The card paid: the payment on the ledger (receipt queued with it), Stripe's figures for Revenue, the membership in good standing. */
export async function recordCardPayment(tx: Tx, item: PaymentItemRow, card: CardOnFile, charge: CardCharge, now: Date): Promise<void> {
  const payment = await addEntry(tx, {
    studioId: item.studioId,
    studentId: item.studentId,
    kind: "payment",
    amountCents: charge.amountCents,
    method: "online",
    description: `Payment for ${item.description}`,
    note: autopayNote(card),
    studentPackageId: item.studentPackageId,
    externalId: charge.id,
    createdAt: new Date(now.getTime() + 1),
  });
  await tx
    .update(paymentItems)
    .set({ status: "paid", settledBy: "card", paymentEntryId: payment.id, paymentIntentId: charge.id, ...settledItem(now) })
    .where(and(eq(paymentItems.studioId, item.studioId), eq(paymentItems.id, item.id)));
  await tx
    .insert(onlineCharges)
    .values({
      accountId: card.accountId,
      paymentIntentId: charge.id,
      studioId: item.studioId,
      checkoutId: charge.id,
      grossCents: charge.amountCents,
      feeCents: charge.feeCents,
      platformFeeCents: charge.platformFeeCents,
      paidAt: now,
    })
    .onConflictDoNothing();
  if (item.membershipId) await setMembershipStanding(tx, item.studioId, item.membershipId, false, now);
}

/**
 * A refused card: one more failed try, the next one 1, 3 or 7 days after the first failure (none
 * after the third), the dunning e-mail, and after the last try a membership is past due.
 */
export async function recordFailure(tx: Tx, item: PaymentItemRow, reason: string, money: StudioMoney, now: Date): Promise<void> {
  const tries = item.tries + 1;
  const nextAttemptAt = retryInstant(instantToLocal(now, money.timeZone).date, tries, money.timeZone);
  await tx
    .update(paymentItems)
    .set({ status: "failed", tries, lastError: reason, nextAttemptAt, leaseUntil: null, updatedAt: now })
    .where(and(eq(paymentItems.studioId, item.studioId), eq(paymentItems.id, item.id)));
  await notifyAutopayFailed(
    tx,
    item,
    { itemId: item.id, description: item.description, amountCents: item.amountCents, reason, tries, nextAttemptAt },
    now,
  );
  if (!nextAttemptAt && item.membershipId) await setMembershipStanding(tx, item.studioId, item.membershipId, true, now);
}
