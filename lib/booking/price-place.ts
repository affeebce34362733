import "server-only";
import { eq } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { bookings } from "@/lib/db/schema";
import { type BookingMoney, placeBookingMoney } from "@/lib/payments/booking-money";
import { studentBalance } from "@/lib/payments/ledger";
import { discountLesson, lowerLessonCharge } from "./promo-lesson";

/** How long a place is kept while the student pays at Stripe Checkout (docs/product.md#paying-when-booking). */
export const HOLD_MINUTES = 15;

/** Stripe's smallest charge: a cheaper lesson is billed to the account as before. */
const MIN_ONLINE_CENTS = 50;

/** When a hold made now ends, as the booking's answer gives it. */
export function holdEnd(now: Date): string {
  return new Date(now.getTime() + HOLD_MINUTES * 60_000).toISOString();
}

export type HeldPlace = { bookingId: string; amountCents: number };

/** The place just written, and how its student pays: `payOnline` when they pay at Stripe Checkout (`paysAtBooking`). */
export type PlaceToPrice = {
  studioId: string;
  bookingId: string;
  studentPackageId?: string;
  payOnline: boolean;
  /** A promo code found before the transaction (findPromoCode): used on a lesson that costs money. */
  promoCodeId?: string;
};

/**
 * The price step of every booking, inside the booking's transaction right after its row is written:
 * what the place costs and how it is paid. First what covers it (placeBookingMoney): a unit of the
 * student's package (`studentPackageId`, else the one that expires first), a free lesson, else the
 * lesson's price, charged to their account. Then, paying at booking, a place nothing covers is
 * instead `held` for HOLD_MINUTES with no charge, counting against capacity while the student pays;
 * a student whose account credit already covers the price, or a price under Stripe's minimum, is
 * billed to the account as before. A new way to pay for a place (a membership, a promo code) is a
 * step here, so every booking, promotion and paid hold prices the same way.
 */
export async function pricePlace(tx: Tx, place: PlaceToPrice, now: Date): Promise<{ money: BookingMoney; held: HeldPlace | null }> {
  const options = { studentPackageId: place.studentPackageId };
  const placed = await placeBookingMoney(tx, place.studioId, place.bookingId, now, { ...options, payOnline: place.payOnline });
  // The promo step: a lesson charged or paid at Checkout costs the discounted price (a unit or a free lesson uses no code).
  const { money, discountCents } = place.promoCodeId
    ? await discountLesson(tx, place.studioId, place.bookingId, place.promoCodeId, placed, now)
    : { money: placed, discountCents: 0 };
  if (money.kind !== "checkout") return { money, held: null };
  const [booking] = await tx.select({ studentId: bookings.studentId }).from(bookings).where(eq(bookings.id, place.bookingId));
  const credit = -(await studentBalance(tx, place.studioId, booking.studentId));
  if (money.amountCents < MIN_ONLINE_CENTS || credit >= money.amountCents) {
    // Billed to the account instead: the code is already used, so its discount comes off the charge.
    const charged = await placeBookingMoney(tx, place.studioId, place.bookingId, now, options);
    if (discountCents > 0) await lowerLessonCharge(tx, place.studioId, place.bookingId, discountCents);
    return { money: charged.kind === "charge" ? { ...charged, amountCents: charged.amountCents - discountCents } : charged, held: null };
  }
  const holdExpiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  await tx.update(bookings).set({ status: "held", holdExpiresAt, updatedAt: now }).where(eq(bookings.id, place.bookingId));
  return { money, held: { bookingId: place.bookingId, amountCents: money.amountCents } };
}
