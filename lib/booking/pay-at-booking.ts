import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import { getDb, type Db } from "@/lib/db/client";
import { bookings, events, services, studios } from "@/lib/db/schema";
import { studioMoneySettings } from "@/lib/payments/ledger";
import { formatDay } from "@/lib/dates/wall-time";
import { createBookingCheckout } from "@/lib/stripe/booking-checkout";
import { requireStudioStripe, takesOnlinePayments } from "@/lib/stripe/studio-account";
import { isStripeUnavailable, stripeUnavailableError, warnStripeUnavailable } from "@/lib/stripe/unavailable";
import { releaseHeldPlaces } from "./cancel-booking";
import { lockEvent } from "./event-lock";
import type { HeldPlace } from "./price-place";
import { isStudent } from "@/lib/access/rules";

/**
 * Whether this booking is paid at Stripe Checkout: a student booking for themselves, in a studio that
 * chose "Pay when booking" and whose own Stripe account takes charges. Staff booking a student bill the account.
 */
export async function paysAtBooking(db: Db, session: Session): Promise<boolean> {
  if (!isStudent(session)) return false;
  const [row] = await db.select({ choice: studios.paymentAtBooking }).from(studios).where(eq(studios.id, session.studioId)).limit(1);
  return row?.choice === "checkout" && (await takesOnlinePayments(db, session.studioId));
}

/** Settings → Payment at booking: the studio's choice, and whether its own Stripe account takes payments. */
export async function loadPaymentAtBooking(session: Session): Promise<{ choice: "account" | "checkout"; onlinePayment: boolean }> {
  const db = await getDb();
  const [row] = await db.select({ choice: studios.paymentAtBooking }).from(studios).where(eq(studios.id, session.studioId)).limit(1);
  return { choice: row?.choice ?? "account", onlinePayment: await takesOnlinePayments(db, session.studioId) };
}

/**
 * After the booking committed (never inside it: no network call while the event's row is locked):
 * the Checkout session for the held places, remembered on them for the sweep. Should Stripe fail,
 * the places are let go at once and the student is told to try again.
 */
export async function startBookingCheckout(
  db: Db,
  session: Session,
  held: HeldPlace[],
  now = new Date(),
  returnPath?: string,
): Promise<string> {
  const ids = held.map((place) => place.bookingId);
  const studio = await studioMoneySettings(db, session.studioId);
  const rows = await db
    .select({ id: bookings.id, eventId: bookings.eventId, studentId: bookings.studentId, title: services.name, startsAt: events.startsAt })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .innerJoin(services, eq(services.id, events.serviceId))
    .where(and(eq(bookings.studioId, session.studioId), inArray(bookings.id, ids)));
  const name = (row: (typeof rows)[number]) => `${row.title} · ${formatDay(row.startsAt, studio.timeZone)}`;
  try {
    const studioStripe = await requireStudioStripe(db, session.studioId);
    const checkout = await createBookingCheckout(studioStripe, {
      studioId: session.studioId,
      studentId: session.studentId ?? rows[0].studentId,
      email: session.email,
      currency: studio.currency,
      places: held.map((place) => ({ ...place, name: name(rows.find((row) => row.id === place.bookingId)!) })),
      returnPath,
    });
    await db
      .update(bookings)
      .set({ checkoutSessionId: checkout.id, checkoutAccountId: studioStripe.accountId })
      .where(and(eq(bookings.studioId, session.studioId), inArray(bookings.id, ids)));
    return checkout.url;
  } catch (error) {
    const unreachable = isStripeUnavailable(error);
    if (unreachable) warnStripeUnavailable(error);
    else console.error("Could not start a Stripe Checkout for a booking", error);
    await db.transaction(async (tx) => {
      for (const eventId of new Set(rows.map((row) => row.eventId)))
        await releaseHeldPlaces(tx, await lockEvent(tx, session.studioId, eventId), ids, now);
    });
    if (unreachable) {
      throw new AppError("unavailable", "Online payments are unreachable right now, so nothing was booked. Try again in a minute.", {
        headers: stripeUnavailableError().details.headers,
      });
    }
    throw new AppError("rule", "Online payment couldn't be started, so nothing was booked. Please try again in a moment.");
  }
}
