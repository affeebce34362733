import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { bookings, events, ledgerEntries, promoRedemptions, services } from "@/lib/db/schema";
import { redeemPromoTx } from "@/lib/growth/promo-redeem";
import type { BookingMoney } from "@/lib/payments/booking-money";

/**
 * The promo step of pricePlace: a lesson that costs money (charged to the account, or paid at
 * Checkout) uses the code, its limits checked under the code's row lock in the booking's own
 * transaction, and costs the discounted price. A package unit or a free lesson uses no code.
 */
export async function discountLesson(
  tx: Tx,
  studioId: string,
  bookingId: string,
  promoCodeId: string,
  money: BookingMoney,
  now: Date,
): Promise<{ money: BookingMoney; discountCents: number }> {
  if (money.kind !== "charge" && money.kind !== "checkout") return { money, discountCents: 0 };
  const [lesson] = await tx
    .select({ studentId: bookings.studentId, serviceId: services.id, serviceName: services.name })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .innerJoin(services, eq(services.id, events.serviceId))
    .where(and(eq(bookings.studioId, studioId), eq(bookings.id, bookingId)));
  const { discountCents } = await redeemPromoTx(tx, {
    studioId,
    promoCodeId,
    studentId: lesson.studentId,
    target: { usedFor: "lesson", itemId: lesson.serviceId, name: lesson.serviceName, listCents: money.amountCents },
    at: now,
    recordId: bookingId,
  });
  if (money.kind === "charge") await lowerLessonCharge(tx, studioId, bookingId, discountCents);
  return { money: { ...money, amountCents: money.amountCents - discountCents }, discountCents };
}

/** The lesson's charge, just written, lowered by the code's discount (its description says so). */
export async function lowerLessonCharge(tx: Tx, studioId: string, bookingId: string, discountCents: number): Promise<void> {
  const [charge] = await tx
    .select({ id: ledgerEntries.id, amountCents: ledgerEntries.amountCents, description: ledgerEntries.description })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.studioId, studioId), eq(ledgerEntries.bookingId, bookingId), eq(ledgerEntries.kind, "charge")))
    .orderBy(desc(ledgerEntries.createdAt))
    .limit(1);
  // A code that takes the whole price off leaves a lesson that costs nothing: no charge stays on the account.
  if (!charge || charge.amountCents <= discountCents) {
    if (charge) await tx.delete(ledgerEntries).where(and(eq(ledgerEntries.studioId, studioId), eq(ledgerEntries.id, charge.id)));
    return;
  }
  await tx
    .update(ledgerEntries)
    .set({ amountCents: charge.amountCents - discountCents, description: `${charge.description} · promo code` })
    .where(and(eq(ledgerEntries.studioId, studioId), eq(ledgerEntries.id, charge.id)));
}

/** A held place paid at Checkout at its discounted price: once it is booked and charged, the charge is lowered by the code's discount. */
export async function applyHeldDiscount(tx: Tx, studioId: string, bookingId: string): Promise<void> {
  const [use] = await tx
    .select({ discountCents: promoRedemptions.discountCents })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.studioId, studioId), eq(promoRedemptions.recordId, bookingId), eq(promoRedemptions.usedFor, "lesson")))
    .limit(1);
  if (use) await lowerLessonCharge(tx, studioId, bookingId, use.discountCents);
}

/**
 * Places let go before they were ever paid or held for good (a hold that ran out, a Checkout that
 * expired, a held place cancelled, a private lesson released whole): the codes they used are given
 * back, so an unpaid hold never uses up a code's total or per-student limit.
 */
export async function returnLessonCodes(tx: Tx, studioId: string, bookingIds: string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  await tx
    .delete(promoRedemptions)
    .where(
      and(eq(promoRedemptions.studioId, studioId), eq(promoRedemptions.usedFor, "lesson"), inArray(promoRedemptions.recordId, bookingIds)),
    );
}
