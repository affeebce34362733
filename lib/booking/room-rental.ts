import "server-only";
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { bookings, events, students } from "@/lib/db/schema";
import { guardOverlaps } from "@/lib/scheduling/conflicts";
import { findEventViewsByIds } from "@/lib/scheduling/event-view";
import { getStudioTimeZone } from "@/lib/scheduling/studio-clock";
import { checkAdmission } from "./admission";
import { resolveStudent } from "./resolve-student";
import { paysAtBooking, startBookingCheckout } from "./pay-at-booking";
import { type HeldPlace, holdEnd, pricePlace } from "./price-place";
import { findFreeRoomSlots, findRentalParts } from "./room-slots";
import type { TRoomRental } from "./schemas";
import { assertStudentsFree } from "@/lib/scheduling/student-clash";
import { isStudent } from "@/lib/access/rules";
import { notifyBooking } from "@/lib/notifications/booking-notices";

export type RentalBooking = { id: string; studentId: string; status: "booked" | "held"; holdExpiresAt?: string };

/**
 * Every booking a room rental writes, in the rental's transaction: one place per dancer (the
 * student, and their partner for a couple). Each dancer's place costs a unit of a package covering
 * the rental, or the rental's price on their account, like any other booking; paying at booking,
 * the places nothing covers are held and paid together in the booking student's one Checkout.
 */
export async function insertRentalBookings(
  tx: Tx,
  rental: { studioId: string; eventId: string; studentIds: string[]; payOnline?: boolean },
  now = new Date(),
): Promise<{ bookings: RentalBooking[]; held: HeldPlace[] }> {
  const rows = await tx
    .insert(bookings)
    .values(
      rental.studentIds.map((studentId) => ({ studioId: rental.studioId, eventId: rental.eventId, studentId, status: "booked" as const })),
    )
    .returning({ id: bookings.id, studentId: bookings.studentId });
  const held: HeldPlace[] = [];
  const placed: RentalBooking[] = [];
  for (const row of rows) {
    const priced = await pricePlace(tx, { studioId: rental.studioId, bookingId: row.id, payOnline: rental.payOnline ?? false }, now);
    if (priced.held) held.push(priced.held);
    else await notifyBooking(tx, rental.studioId, row.id, "booking_confirmed", {}, now);
    placed.push(priced.held ? { ...row, status: "held", holdExpiresAt: holdEnd(now) } : { ...row, status: "booked" });
  }
  return { bookings: placed, held };
}

/**
 * Rents a free room for practice, the way a private lesson is booked: the dancers (the student, and
 * their partner for a couple) and the room, check admission (lib/booking/admission.ts), find the time
 * still free, then in one transaction place (an event with no instructor in that room), and each
 * dancer's booking priced and notified. Two people racing for the room both pass the free-slot
 * check; the room's EXCLUDE constraint refuses the second, answered with 409.
 */
export async function bookRoomRental(db: Db, session: Session, input: TRoomRental, now = new Date()) {
  const studentId = await resolveStudent(db, session, input.studentId);
  const studentIds = input.withPartner ? [studentId, await findPartnerId(db, session.studioId, studentId)] : [studentId];
  const { room } = await findRentalParts(db, session.studioId, input.roomId, input.serviceId, isStudent(session));
  const startsAt = new Date(input.startsAt);
  await checkAdmission(db, { session, studentIds, place: { kind: "rental", room, serviceId: input.serviceId, startsAt }, now });
  // A window just around the wanted start: the slot is free only if it comes back from the same rules.
  const window = {
    roomId: input.roomId,
    serviceId: input.serviceId,
    from: input.startsAt,
    to: new Date(startsAt.getTime() + 12 * 3600_000).toISOString(),
  };
  const slot = (await findFreeRoomSlots(db, session, window, now)).find(
    (candidate) => Date.parse(candidate.startsAt) === startsAt.getTime(),
  );
  if (!slot) throw new AppError("conflict", "That time isn't free. Choose another time.");

  const timeZone = await getStudioTimeZone(db, session.studioId);
  const payOnline = await paysAtBooking(db, session);
  const wanted = { startsAt, endsAt: new Date(slot.endsAt), instructorId: null, roomId: input.roomId };
  const created = await guardOverlaps(db, { studioId: session.studioId, timeZone, slots: [wanted] }, async (tx) => {
    await assertStudentsFree(tx, session.studioId, studentIds, wanted);
    const [event] = await tx
      .insert(events)
      .values({ studioId: session.studioId, serviceId: input.serviceId, ...wanted, capacity: studentIds.length })
      .returning({ id: events.id });
    const rental = await insertRentalBookings(tx, { studioId: session.studioId, eventId: event.id, studentIds, payOnline }, now);
    return { eventId: event.id, ...rental };
  });
  const checkoutUrl = created.held.length > 0 ? await startBookingCheckout(db, session, created.held, now) : undefined;
  const [event] = await findEventViewsByIds(db, session.studioId, [created.eventId]);
  return { event, bookings: created.bookings, ...(checkoutUrl && { checkoutUrl }) };
}

/** The student's dance partner, who must be an active student of the studio too. */
async function findPartnerId(db: Db, studioId: string, studentId: string): Promise<string> {
  const [student] = await db
    .select({ partnerId: students.partnerId })
    .from(students)
    .where(and(eq(students.studioId, studioId), eq(students.id, studentId)))
    .limit(1);
  if (!student?.partnerId)
    throw new AppError("rule", "No dance partner is on record. Book the room for one, or ask the studio to add your partner.", {
      fields: { withPartner: "No partner on record." },
    });
  const [partner] = await db
    .select({ active: students.active })
    .from(students)
    .where(and(eq(students.studioId, studioId), eq(students.id, student.partnerId)))
    .limit(1);
  if (!partner?.active)
    throw new AppError("rule", "Your dance partner's record is inactive. Book the room for one.", {
      fields: { withPartner: "Partner inactive." },
    });
  return student.partnerId;
}
