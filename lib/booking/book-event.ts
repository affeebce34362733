import "server-only";
import { and, eq, max } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { bookings } from "@/lib/db/schema";
import { moveInquiriesForBooking } from "@/lib/growth/inquiry-stages";
import { findPromoCode } from "@/lib/growth/promo-redeem";
import { notifyBooking } from "@/lib/notifications/booking-notices";
import { notifyInstructors } from "@/lib/notifications/lesson-notices";
import type { BookingMoney } from "@/lib/payments/booking-money";
import { assertStudentsFree } from "@/lib/scheduling/student-clash";
import { checkAdmission } from "./admission";
import { lockEvent } from "./event-lock";
import { paysAtBooking, startBookingCheckout } from "./pay-at-booking";
import { type HeldPlace, holdEnd, pricePlace } from "./price-place";
import { resolveStudent } from "./resolve-student";
import type { TBookEvent } from "./schemas";

/** Where Stripe Checkout sends the payer back, when the place is paid at booking (default: the student's schedule). */
export type CheckoutReturn = { returnPath?: string; /** The caller's address, counting wrong promo codes. */ address?: string };

/**
 * `money`: what the place cost (a package unit or a charge); absent for a waitlist place, which costs nothing yet.
 * A place held while the student pays ("Pay when booking") comes with the Checkout URL to send them to.
 */
export type BookingResult = {
  booking: { id: string; status: "booked" | "waitlisted" | "held"; position?: number; holdExpiresAt?: string };
  money?: BookingMoney;
  checkoutUrl?: string;
};

/**
 * Books a place in an event, or a waitlist place when the class is full and the plan has the
 * waitlist: lock the event, check admission (lib/booking/admission.ts), place, price, notify; the
 * Checkout of a place held for payment starts after the commit. Counting and inserting happen in
 * one transaction holding the event's row lock, so 200 simultaneous requests for 20 places give
 * exactly 20 places.
 */
export async function bookEvent(
  db: Db,
  session: Session,
  eventId: string,
  input: TBookEvent,
  now = new Date(),
  checkout: CheckoutReturn = {},
): Promise<BookingResult> {
  const studentId = await resolveStudent(db, session, input.studentId);
  const payOnline = await paysAtBooking(db, session);
  const promo = input.promoCode ? await findPromoCode(db, session.studioId, input.promoCode, checkout.address ?? "booking") : null;

  const result = await db.transaction(async (tx): Promise<BookingResult & { held?: HeldPlace }> => {
    const event = await lockEvent(tx, session.studioId, eventId);
    const request = { session, studentIds: [studentId], place: { kind: "event" as const, event }, role: input.role, now };
    const role = input.role ?? null;
    if ((await checkAdmission(tx, request)) === "waitlist") return { booking: await joinWaitlist(tx, session, event.id, studentId, role) };

    await assertStudentsFree(tx, session.studioId, [studentId], { startsAt: event.startsAt, endsAt: event.endsAt, eventId: event.id });
    const [row] = await tx
      .insert(bookings)
      .values({ studioId: session.studioId, eventId: event.id, studentId, role, status: "booked" })
      .returning({ id: bookings.id });
    const place = {
      studioId: session.studioId,
      bookingId: row.id,
      studentPackageId: input.studentPackageId,
      payOnline,
      promoCodeId: promo?.id,
    };
    const { money, held } = await pricePlace(tx, place, now);
    await moveInquiriesForBooking(tx, session.studioId, [studentId], now);
    if (held) return { booking: { id: row.id, status: "held" as const, holdExpiresAt: holdEnd(now) }, money, held };
    await notifyBooking(tx, session.studioId, row.id, "booking_confirmed", {}, now);
    if (event.kind === "private") await notifyInstructors(tx, session.studioId, [event.id], "booked", session.userId, now);
    return { booking: { id: row.id, status: "booked" as const }, money };
  });
  const { held, ...answer } = result;
  return held ? { ...answer, checkoutUrl: await startBookingCheckout(db, session, [held], now, checkout.returnPath) } : answer;
}

/** The last place in the class's queue: a waitlist place costs nothing and holds no time until it is promoted. */
async function joinWaitlist(tx: Tx, session: Session, eventId: string, studentId: string, role: "lead" | "follow" | null) {
  const [last] = await tx
    .select({ value: max(bookings.position) })
    .from(bookings)
    .where(and(eq(bookings.eventId, eventId), eq(bookings.status, "waitlisted")));
  const position = Number(last?.value ?? 0) + 1;
  const [row] = await tx
    .insert(bookings)
    .values({ studioId: session.studioId, eventId, studentId, role, status: "waitlisted", position })
    .returning({ id: bookings.id });
  return { id: row.id, status: "waitlisted" as const, position };
}
