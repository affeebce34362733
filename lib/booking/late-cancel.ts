/**
 * The late-cancel rule, written once: the server decides with it when a place is cancelled, and
 * answers each booking a screen shows with its `lateCancelFrom` and `lateCancelCharge`, so no
 * screen works the rule out again.
 */

/** A booking as the rule reads it: its status, when the waitlist handed it over, its lesson's start and the studio's window. */
export type CancelFacts = { status: string; promotedAt: Date | null; startsAt: Date; windowHours: number };

/** The moment cancelling a place in a lesson starting at `startsAt` turns late: the start less the studio's window. */
export function lateCancelFrom(startsAt: Date, windowHours: number): Date {
  return new Date(startsAt.getTime() - windowHours * 3600_000);
}

/**
 * When cancelling this booking turns late, or null when it never does: only a booked place can be
 * cancelled late. A waitlist place or one held for payment costs nothing to let go, and a place the
 * waitlist handed over inside the window was never the student's to cancel in time.
 */
export function bookingLateCancelFrom(booking: CancelFacts): Date | null {
  if (booking.status !== "booked") return null;
  const from = lateCancelFrom(booking.startsAt, booking.windowHours);
  if (booking.promotedAt !== null && booking.promotedAt.getTime() > from.getTime()) return null;
  return from;
}

/** Whether cancelling the booking at `now` is a late cancellation, which the studio's policy charges. */
export function isLateCancel(booking: CancelFacts, now: Date): boolean {
  const from = bookingLateCancelFrom(booking);
  return from !== null && now.getTime() > from.getTime();
}

/** What an answer says of a booking: when cancelling it turns late (null: never), and whether cancelling now would be charged. */
export function lateCancelFacts(booking: CancelFacts, now: Date): { lateCancelFrom: Date | null; lateCancelCharge: boolean } {
  return { lateCancelFrom: bookingLateCancelFrom(booking), lateCancelCharge: isLateCancel(booking, now) };
}
