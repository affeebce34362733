import "server-only";
import { and, eq, max } from "drizzle-orm";
import { canBookInto, isStudent } from "@/lib/access/rules";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import { cheapestPlanWith, hasFeature } from "@/lib/billing/plans";
import { resolveSubscription } from "@/lib/billing/subscription";
import type { Db } from "@/lib/db/client";
import { bookings } from "@/lib/db/schema";
import { notifyBooking } from "@/lib/notifications/booking-notices";
import { notifyInstructors } from "@/lib/notifications/lesson-notices";
import type { BookingMoney } from "@/lib/payments/booking-money";
import { assertBookingOpen } from "./booking-window";
import { lockEvent } from "./event-lock";
import { findActivePlace } from "./held-places";
import { paysAtBooking, startBookingCheckout } from "./pay-at-booking";
import { type HeldPlace, holdEnd, pricePlace } from "./price-place";
import { countPlaces, hasRoomFor } from "./places";
import { assertStudentsFree } from "@/lib/scheduling/student-clash";
import { resolveStudent } from "./resolve-student";
import type { TBookEvent } from "./schemas";

/**
 * `money`: what the place cost (a package unit or a charge); absent for a waitlist place, which costs nothing yet.
 * A place held while the student pays ("Pay when booking") comes with the Checkout URL to send them to.
 */
/** Where Stripe Checkout sends the payer back, when the place is paid at booking (default: the student's schedule). */
export type CheckoutReturn = { returnPath?: string };

export type BookingResult = {
  booking: { id: string; status: "booked" | "waitlisted" | "held"; position?: number; holdExpiresAt?: string };
  money?: BookingMoney;
  checkoutUrl?: string;
};

/**
 * Books a place, or a waitlist place when the class is full and the plan has the waitlist (Pro and
 * up); otherwise 409 class_full. Counting and inserting happen in one transaction holding the
 * event's row lock, so 200 simultaneous requests for 20 places give exactly 20 places.
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
  // The session's query already read the studio's plan fields: no second query per booking.
  const { key: plan } = resolveSubscription(session.studioPlan, now);
  const hasWaitlist = hasFeature(plan, "waitlist");
  const payOnline = await paysAtBooking(db, session);

  const result = await db.transaction(async (tx): Promise<BookingResult & { held?: HeldPlace }> => {
    const event = await lockEvent(tx, session.studioId, eventId);
    if (!canBookInto(session, event)) {
      throw new AppError("forbidden", "Instructors can only book students into their own lessons.");
    }
    if (isStudent(session) && event.kind === "private") {
      throw new AppError("rule", "Book a private lesson from the instructor's free slots.");
    }
    if (event.kind === "rental") throw new AppError("rule", "A room rental is booked from the room's free times.");
    if (isStudent(session) && !event.bookableOnline)
      throw new AppError("rule", `${event.title} is booked by the studio. Ask them to book you in.`);
    if (event.status !== "scheduled") throw new AppError("rule", `${event.title} has been cancelled.`);
    if (event.startsAt.getTime() <= now.getTime()) throw new AppError("rule", `${event.title} has already started.`);
    await assertBookingOpen(tx, session, event, studentId, now);
    const isPartnered = event.leadCap !== null || event.followCap !== null;
    if (isPartnered && !input.role)
      throw new AppError("validation", "Choose lead or follow for this class.", { fields: { role: "Choose lead or follow." } });
    const role = input.role ?? null;

    const existing = await findActivePlace(tx, event, studentId, now);
    if (existing)
      throw new AppError(
        "conflict",
        existing.status === "booked"
          ? "Already booked for this class."
          : existing.status === "held"
            ? "Your place in this class is held while you pay. Finish paying at Stripe, or try again once the hold ends."
            : "Already on the waitlist for this class.",
      );

    const values = { studioId: session.studioId, eventId: event.id, studentId, role };
    if (hasRoomFor(event, await countPlaces(tx, event.id), role)) {
      await assertStudentsFree(tx, session.studioId, [studentId], { startsAt: event.startsAt, endsAt: event.endsAt, eventId: event.id });
      const [row] = await tx
        .insert(bookings)
        .values({ ...values, status: "booked" })
        .returning({ id: bookings.id });
      // A unit from the student's package, the lesson's price on their account, or held for Checkout (same transaction).
      const place = { studioId: session.studioId, bookingId: row.id, studentPackageId: input.studentPackageId, payOnline };
      const { money, held } = await pricePlace(tx, place, now);
      if (held) return { booking: { id: row.id, status: "held" as const, holdExpiresAt: holdEnd(now) }, money, held };
      await notifyBooking(tx, session.studioId, row.id, "booking_confirmed", {}, now);
      if (event.kind === "private") await notifyInstructors(tx, session.studioId, [event.id], "booked", session.userId, now);
      return { booking: { id: row.id, status: "booked" as const }, money };
    }
    if (!hasWaitlist) {
      const plan = cheapestPlanWith("waitlist");
      throw new AppError("class_full", `${event.title} is full.${plan ? ` A waitlist is available on the ${plan.name} plan.` : ""}`);
    }
    const [last] = await tx
      .select({ value: max(bookings.position) })
      .from(bookings)
      .where(and(eq(bookings.eventId, event.id), eq(bookings.status, "waitlisted")));
    const position = Number(last?.value ?? 0) + 1;
    const [row] = await tx
      .insert(bookings)
      .values({ ...values, status: "waitlisted", position })
      .returning({ id: bookings.id });
    return { booking: { id: row.id, status: "waitlisted" as const, position } };
  });
  const { held, ...answer } = result;
  return held ? { ...answer, checkoutUrl: await startBookingCheckout(db, session, [held], now, checkout.returnPath) } : answer;
}
