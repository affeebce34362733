import "server-only";
import { moveInquiriesForBooking } from "@/lib/growth/inquiry-stages";
import { findPromoCode } from "@/lib/growth/promo-redeem";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { bookings, events } from "@/lib/db/schema";
import { notifyBooking } from "@/lib/notifications/booking-notices";
import { notifyInstructors } from "@/lib/notifications/lesson-notices";
import { guardOverlaps } from "@/lib/scheduling/conflicts";
import { findEventViewsByIds } from "@/lib/scheduling/event-view";
import { getStudioTimeZone } from "@/lib/scheduling/studio-clock";
import { checkAdmission } from "./admission";
import type { CheckoutReturn } from "./book-event";
import { resolveStudent } from "./resolve-student";
import { findFreeSlots } from "./free-slots";
import { paysAtBooking, startBookingCheckout } from "./pay-at-booking";
import { holdEnd, pricePlace } from "./price-place";
import type { TPrivateLesson } from "./schemas";
import { assertStudentsFree } from "@/lib/scheduling/student-clash";

/**
 * Books one of the instructor's free slots: check admission (lib/booking/admission.ts), find the slot
 * still free, then in one transaction place (the lesson and the student's booking), price (a promo
 * code's discount is a step of the price), notify;
 * the Checkout of a place held for payment starts after the commit. Two people racing for the slot
 * both pass the free-slot check; the EXCLUDE constraint on the instructor then refuses the second
 * insert, which guardOverlaps answers with 409.
 */
export async function bookPrivateLesson(db: Db, session: Session, input: TPrivateLesson, now = new Date(), checkout: CheckoutReturn = {}) {
  const studentId = await resolveStudent(db, session, input.studentId);
  const startsAt = new Date(input.startsAt);
  const wantedSlot = { kind: "private" as const, instructorId: input.instructorId, serviceId: input.serviceId, startsAt };
  await checkAdmission(db, { session, studentIds: [studentId], place: wantedSlot, now });
  // A window just around the wanted start: the slot is free only if it comes back from the same rules.
  const candidates = await findFreeSlots(
    db,
    session,
    { ...input, from: input.startsAt, to: new Date(startsAt.getTime() + 12 * 3600_000).toISOString() },
    now,
  );
  const slot = candidates.find((candidate) => Date.parse(candidate.startsAt) === startsAt.getTime());
  if (!slot) throw new AppError("conflict", "That time isn't free. Choose another slot.");

  const timeZone = await getStudioTimeZone(db, session.studioId);
  const payOnline = await paysAtBooking(db, session);
  const promo = input.promoCode ? await findPromoCode(db, session.studioId, input.promoCode, checkout.address ?? "booking") : null;
  const wanted = { startsAt, endsAt: new Date(slot.endsAt), instructorId: input.instructorId, roomId: slot.roomId };
  const created = await guardOverlaps(db, { studioId: session.studioId, timeZone, slots: [wanted] }, async (tx) => {
    await assertStudentsFree(tx, session.studioId, [studentId], wanted);
    const [event] = await tx
      .insert(events)
      .values({ studioId: session.studioId, serviceId: input.serviceId, ...wanted, capacity: 1 })
      .returning({ id: events.id });
    const [booking] = await tx
      .insert(bookings)
      .values({ studioId: session.studioId, eventId: event.id, studentId, status: "booked" })
      .returning({ id: bookings.id });
    const place = {
      studioId: session.studioId,
      bookingId: booking.id,
      studentPackageId: input.studentPackageId,
      payOnline,
      promoCodeId: promo?.id,
    };
    const { money, held } = await pricePlace(tx, place, now);
    await moveInquiriesForBooking(tx, session.studioId, [studentId], now);
    if (!held) {
      await notifyBooking(tx, session.studioId, booking.id, "booking_confirmed", {}, now);
      await notifyInstructors(tx, session.studioId, [event.id], "booked", session.userId, now);
    }
    return { eventId: event.id, bookingId: booking.id, money, held };
  });
  // Held while the student pays: the lesson keeps the instructor's time until the hold ends.
  const checkoutUrl = created.held ? await startBookingCheckout(db, session, [created.held], now, checkout.returnPath) : undefined;
  const [event] = await findEventViewsByIds(db, session.studioId, [created.eventId]);
  const booking = created.held
    ? { id: created.bookingId, status: "held" as const, holdExpiresAt: holdEnd(now) }
    : { id: created.bookingId, status: "booked" as const };
  return { event, booking, money: created.money, ...(checkoutUrl && { checkoutUrl }) };
}
