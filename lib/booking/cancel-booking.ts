import "server-only";
import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { canCancelBooking, canSeeBooking, canWaiveLateCancel, isStudent } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db, Tx } from "@/lib/db/client";
import { bookings, events, studios } from "@/lib/db/schema";
import { notifyInstructors } from "@/lib/notifications/lesson-notices";
import { notifyBooking } from "@/lib/notifications/booking-notices";
import { releaseBookingMoney, settleBookingMoney } from "@/lib/payments/booking-money";
import { expireBookingCheckouts, type OpenCheckout } from "@/lib/stripe/booking-checkout";
import { lockEvent, type LockedEvent } from "./event-lock";
import { isLateCancel } from "./late-cancel";
import { countPlaces, hasRoomFor } from "./places";
import { pricePlace } from "./price-place";
import { returnLessonCodes } from "./promo-lesson";
import { lockAndFindClash } from "@/lib/scheduling/student-clash";
import { moveInquiriesForBooking } from "@/lib/growth/inquiry-stages";

/** Waitlisted students are promoted only until 2 hours before the class: later, nobody could plan for it. */
export const PROMOTION_CUTOFF_MS = 2 * 3600_000;

/** The booking, checked to be the caller's to act on (another student's looks like another studio's: 404). */
export async function findBookingFor(db: Db, session: Session, bookingId: string) {
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.studioId, session.studioId), eq(bookings.id, bookingId)))
    .limit(1);
  if (!booking) throw new AppError("not_found", "Booking not found.");
  if (!canSeeBooking(session, booking)) throw new AppError("not_found", "Booking not found.");
  return booking;
}

/**
 * Cancels a place: before the studio's cancellation window it is `cancelled`, inside it
 * `late_cancel`. A freed place goes at once, in the same transaction, to the first waitlisted
 * student whose dance role fits.
 */
export async function cancelBooking(db: Db, session: Session, bookingId: string, options: { waive?: boolean } = {}, now = new Date()) {
  // Staff may cancel without the late charge (the studio cancelled, or forgave); a student can't.
  if (options.waive && !canWaiveLateCancel(session)) throw new AppError("forbidden", "Only the studio can waive a late cancellation.");
  const booking = await findBookingFor(db, session, bookingId);
  const [studio] = await db.select({ windowHours: studios.cancellationWindowHours }).from(studios).where(eq(studios.id, session.studioId));

  const closed: OpenCheckout[] = [];
  const result = await db.transaction(async (tx) => {
    const event = await lockEvent(tx, session.studioId, booking.eventId);
    if (!canCancelBooking(session, booking, event)) {
      throw new AppError("forbidden", "Instructors can only cancel bookings of their own lessons.");
    }
    // Re-read under the lock: a parallel cancel may have got here first.
    const [current] = await tx
      .select({ status: bookings.status, promotedAt: bookings.promotedAt })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    // A place held for payment was never paid: letting it go costs nothing, and its Checkout closes.
    if (current.status === "held") {
      closed.push(...(await releaseHeldPlaces(tx, event, [booking.id], now)).sessions);
      return { booking: { id: booking.id, status: "cancelled" as const }, promoted: null };
    }
    if (current.status !== "booked" && current.status !== "waitlisted") throw new AppError("rule", "This booking is no longer active.");
    if (event.startsAt.getTime() <= now.getTime())
      throw new AppError("rule", "The class has already started; ask the instructor to mark attendance.");
    const isLate = !options.waive && isLateCancel({ ...current, startsAt: event.startsAt, windowHours: studio.windowHours }, now);
    const status = isLate ? ("late_cancel" as const) : ("cancelled" as const);
    await tx.update(bookings).set({ status, position: null, cancelledAt: now, updatedAt: now }).where(eq(bookings.id, booking.id));
    // Timely: the unit or charge is released; late: the studio's late-cancel policy decides.
    if (current.status === "booked") {
      if (isLate) await settleBookingMoney(tx, session.studioId, booking.id, "late_cancel", now);
      else await releaseBookingMoney(tx, session.studioId, booking.id, now);
    }
    await notifyBooking(tx, session.studioId, booking.id, "booking_cancelled", { by: isStudent(session) ? "student" : "studio" }, now);
    const promoted = current.status === "booked" ? await promoteWaitlist(tx, event, now) : null;
    // A private lesson left with nobody in it is off: its instructor hears so before it is let go (a couple's
    // lesson with one partner still booked goes ahead).
    if (event.kind === "private" && current.status === "booked" && Number((await countPlaces(tx, event.id)).total) === 0)
      await notifyInstructors(tx, session.studioId, [event.id], "cancelled", session.userId, now);
    if (event.kind === "rental" || event.kind === "private") await releaseEmptyEvent(tx, event.id, now);
    return { booking: { id: booking.id, status }, promoted };
  });
  await expireBookingCheckouts(closed);
  return result;
}

/** Moves the first fitting waitlisted student into a free place; call it holding the event's lock. */
export async function promoteWaitlist(tx: Tx, event: LockedEvent, now: Date): Promise<{ id: string; studentId: string } | null> {
  if (event.status !== "scheduled" || event.startsAt.getTime() - now.getTime() < PROMOTION_CUTOFF_MS) return null;
  const places = await countPlaces(tx, event.id);
  const waiting = await tx
    .select({ id: bookings.id, studentId: bookings.studentId, role: bookings.role })
    .from(bookings)
    .where(and(eq(bookings.eventId, event.id), eq(bookings.status, "waitlisted")))
    .orderBy(asc(bookings.position));
  // The first who fits and isn't booked elsewhere at that time; one who is keeps their place in the queue.
  let next: (typeof waiting)[number] | undefined;
  for (const candidate of waiting) {
    if (!hasRoomFor(event, places, candidate.role)) continue;
    const wanted = { startsAt: event.startsAt, endsAt: event.endsAt, eventId: event.id };
    if (await lockAndFindClash(tx, event.studioId, [candidate.studentId], wanted)) continue;
    next = candidate;
    break;
  }
  if (!next) return null;
  await tx.update(bookings).set({ status: "booked", position: null, updatedAt: now, promotedAt: now }).where(eq(bookings.id, next.id));
  await pricePlace(tx, { studioId: event.studioId, bookingId: next.id, payOnline: false }, now);
  // A place now booked moves the student's inquiry like any booking.
  await moveInquiriesForBooking(tx, event.studioId, [next.studentId], now);
  await notifyBooking(tx, event.studioId, next.id, "waitlist_promoted", {}, now);
  return { id: next.id, studentId: next.studentId };
}

/**
 * A private lesson or a room rental exists for its dancers: once nobody holds a place in it, it is
 * cancelled, so the instructor's time and the room are free for someone else. Call it holding the
 * event's lock, after a cancellation (a late cancel is still charged per the studio's policy).
 */
export async function releaseEmptyEvent(tx: Tx, eventId: string, now: Date): Promise<void> {
  const [held] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.eventId, eventId), inArray(bookings.status, ["booked", "waitlisted", "held"])))
    .limit(1);
  if (!held) await tx.update(events).set({ status: "cancelled", updatedAt: now }).where(eq(events.id, eventId));
}

/**
 * Frees unpaid held places of one event: `expired` ones (the sweep) or the named ones (Checkout
 * expired, payment could not start, the student cancelled). Call it holding the event's lock. A
 * group class's freed places go to its waitlist; a private lesson or a room rental exists only for
 * the dancers who booked it together, so it is released whole (any partner's place too) and its
 * instructor and room are free again; promo codes the freed places used are given back. Returns how many were freed and the Checkout sessions to close
 * at Stripe after commit.
 */
export async function releaseHeldPlaces(
  tx: Tx,
  event: LockedEvent,
  which: "expired" | string[],
  now: Date,
): Promise<{ released: number; sessions: OpenCheckout[] }> {
  if (which !== "expired" && which.length === 0) return { released: 0, sessions: [] };
  const released = await tx
    .update(bookings)
    .set({ status: "cancelled", position: null, cancelledAt: now, updatedAt: now })
    .where(
      and(
        eq(bookings.eventId, event.id),
        eq(bookings.status, "held"),
        which === "expired" ? lte(bookings.holdExpiresAt, now) : inArray(bookings.id, which),
      ),
    )
    .returning({ id: bookings.id, checkoutSessionId: bookings.checkoutSessionId, accountId: bookings.checkoutAccountId });
  if (released.length === 0) return { released: 0, sessions: [] };
  await returnLessonCodes(
    tx,
    event.studioId,
    released.map((row) => row.id),
  );
  if (event.kind === "group") {
    for (let freed = 0; freed < released.length; freed++) if (!(await promoteWaitlist(tx, event, now))) break;
  } else {
    const rest = await tx
      .update(bookings)
      .set({ status: "cancelled", position: null, cancelledAt: now, updatedAt: now })
      .where(and(eq(bookings.eventId, event.id), inArray(bookings.status, ["booked", "held"])))
      .returning({ id: bookings.id });
    for (const row of rest) await releaseBookingMoney(tx, event.studioId, row.id, now);
    await returnLessonCodes(
      tx,
      event.studioId,
      rest.map((row) => row.id),
    );
    await releaseEmptyEvent(tx, event.id, now);
  }
  const sessions = released.flatMap((row) => (row.checkoutSessionId ? [{ id: row.checkoutSessionId, accountId: row.accountId }] : []));
  return { released: released.length, sessions };
}
