import "server-only";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Tx } from "@/lib/db/client";
import { bookings } from "@/lib/db/schema";
import { notifyBooking } from "@/lib/notifications/booking-notices";
import { assertStudentsFree } from "@/lib/scheduling/student-clash";
import { resolveStudent } from "./resolve-student";
import { lockEvent } from "./event-lock";
import { pricePlace } from "./price-place";

/**
 * The front desk (or the lesson's instructor) books the students a new private lesson is for — one,
 * or a couple — in the lesson's own transaction: each must be an active student the caller may book,
 * free at that time; each place is paid as any staff booking is (a package unit, else a charge on
 * their account; never held for online payment, which is the student's own choice), and each student
 * is told. Any refusal undoes the lesson too.
 */
export async function bookNamedStudents(tx: Tx, session: Session, eventId: string, studentIds: string[], now = new Date()) {
  const event = await lockEvent(tx, session.studioId, eventId);
  if (event.startsAt.getTime() <= now.getTime())
    throw new AppError("rule", "This lesson has already started: book students into lessons still to come.", {
      fields: { studentIds: "The lesson has already started." },
    });
  if (studentIds.length > event.capacity)
    throw new AppError("validation", `This lesson has room for ${event.capacity}.`, {
      fields: { studentIds: `This lesson has room for ${event.capacity}: choose fewer students, or give it more places.` },
    });
  for (const studentId of studentIds) await resolveStudent(tx, session, studentId);
  await assertStudentsFree(tx, session.studioId, studentIds, { startsAt: event.startsAt, endsAt: event.endsAt, eventId: event.id });
  for (const studentId of studentIds) {
    const [row] = await tx
      .insert(bookings)
      .values({ studioId: session.studioId, eventId: event.id, studentId, status: "booked" })
      .returning({ id: bookings.id });
    await pricePlace(tx, { studioId: session.studioId, bookingId: row.id, payOnline: false }, now);
    await notifyBooking(tx, session.studioId, row.id, "booking_confirmed", {}, now);
  }
}
