import "server-only";
import type { Session } from "@/lib/auth/session";
import type { Tx } from "@/lib/db/client";
import { bookings } from "@/lib/db/schema";
import { moveInquiriesForBooking } from "@/lib/growth/inquiry-stages";
import { notifyBooking } from "@/lib/notifications/booking-notices";
import { assertStudentsFree } from "@/lib/scheduling/student-clash";
import { checkAdmission } from "./admission";
import { lockEvent } from "./event-lock";
import { pricePlace } from "./price-place";

/**
 * The front desk (or the lesson's instructor) books the students a new private lesson is for — one,
 * or a couple — in the lesson's own transaction: lock the lesson, check admission (each must be an
 * active student the caller may book, lib/booking/admission.ts), then each one free at that time is
 * placed, priced as any staff booking is (a package unit, else a charge on their account; never held
 * for online payment, which is the student's own choice), and told. Any refusal undoes the lesson too.
 */
export async function bookNamedStudents(tx: Tx, session: Session, eventId: string, studentIds: string[], now = new Date()) {
  const event = await lockEvent(tx, session.studioId, eventId);
  await checkAdmission(tx, { session, studentIds, place: { kind: "named", event }, now });
  await assertStudentsFree(tx, session.studioId, studentIds, { startsAt: event.startsAt, endsAt: event.endsAt, eventId: event.id });
  for (const studentId of studentIds) {
    const [row] = await tx
      .insert(bookings)
      .values({ studioId: session.studioId, eventId: event.id, studentId, status: "booked" })
      .returning({ id: bookings.id });
    await pricePlace(tx, { studioId: session.studioId, bookingId: row.id, payOnline: false }, now);
    await notifyBooking(tx, session.studioId, row.id, "booking_confirmed", {}, now);
  }
  await moveInquiriesForBooking(tx, session.studioId, studentIds, now);
}
