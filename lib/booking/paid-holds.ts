import "server-only";
import { notifyBooking } from "@/lib/notifications/booking-notices";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { isId } from "@/lib/api/ids";
import type { Tx } from "@/lib/db/client";
import { bookings, events, services } from "@/lib/db/schema";
import { studioMoneySettings } from "@/lib/payments/ledger";
import { recordOnlinePayment } from "@/lib/payments/online-payment";
import { formatDay } from "@/lib/dates/wall-time";
import { releaseHeldPlaces } from "./cancel-booking";
import { notifyInstructors } from "@/lib/notifications/lesson-notices";
import { lockEvent, type LockedEvent } from "./event-lock";
import { countPlaces, hasRoomFor } from "./places";
import { pricePlace } from "./price-place";
import { applyHeldDiscount } from "./promo-lesson";

/** A Checkout for held places, as its webhook names it (lib/webhooks/stripe-event.ts reads Stripe's object). */
export type BookingCheckout = { checkoutId: string; studioId: string; bookingIds: string[]; amountCents: number };

async function loadPlaces(tx: Tx, checkout: BookingCheckout) {
  const ids = checkout.bookingIds.filter(isId);
  if (ids.length === 0) return [];
  return (
    tx
      .select({
        id: bookings.id,
        eventId: bookings.eventId,
        studentId: bookings.studentId,
        title: services.name,
        startsAt: events.startsAt,
      })
      .from(bookings)
      .innerJoin(events, eq(events.id, bookings.eventId))
      .innerJoin(services, eq(services.id, events.serviceId))
      .where(and(eq(bookings.studioId, checkout.studioId), inArray(bookings.id, ids)))
      // The Checkout's order (the payer's own place first): a couple's two places share one created_at.
      .orderBy(
        sql`array_position(array[${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}], ${bookings.id})`,
      )
  );
}

/**
 * Takes the paid place, holding the event's lock. A hold still running at `paidAt` is the student's
 * own place; a hold that ran out (released by the sweep or not yet) is taken again only if the event
 * still has room — a class that filled up while the student paid is never overbooked.
 */
async function takePaidPlace(tx: Tx, event: LockedEvent, bookingId: string, paidAt: Date, now: Date): Promise<boolean> {
  const [place] = await tx
    .select({ status: bookings.status, studentId: bookings.studentId, holdExpiresAt: bookings.holdExpiresAt, role: bookings.role })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for("update");
  if (["booked", "attended", "no_show"].includes(place.status)) return true;
  const isLive = place.status === "held" && place.holdExpiresAt !== null && place.holdExpiresAt.getTime() > paidAt.getTime();
  if (!isLive) {
    if (event.status !== "scheduled" || event.startsAt.getTime() <= now.getTime()) return false;
    if (place.status !== "held" && place.status !== "cancelled") return false;
    const [other] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.eventId, event.id),
          eq(bookings.studentId, place.studentId),
          ne(bookings.id, bookingId),
          inArray(bookings.status, ["booked", "waitlisted", "held"]),
        ),
      )
      .limit(1);
    if (other || !hasRoomFor(event, await countPlaces(tx, event.id), place.role)) return false;
  }
  await tx
    .update(bookings)
    .set({ status: "booked", holdExpiresAt: null, cancelledAt: null, position: null, updatedAt: now })
    .where(eq(bookings.id, bookingId));
  await notifyBooking(tx, event.studioId, bookingId, "booking_confirmed", {}, now);
  // A private lesson paid for online: booked now, so its instructor hears of it now.
  if (event.kind === "private") await notifyInstructors(tx, event.studioId, [event.id], "booked", null, now);
  return true;
}

/**
 * `checkout.session.completed` (paid) for held places, inside the webhook's transaction: each place
 * becomes booked with its charge, and the payment is recorded against it on the same student's
 * account (a couple's rental: each dancer's share on their own account), so no charge is left open.
 * A place that could not be kept still records the money: it stays on the account as credit, and
 * the studio can refund it. Idempotent: the webhook applies an event once, and payments are keyed
 * by the Checkout id.
 */
export async function confirmBookingCheckout(tx: Tx, checkout: BookingCheckout, paidAt: Date, now = new Date()): Promise<void> {
  const places = await loadPlaces(tx, checkout);
  if (places.length === 0) return;
  const { timeZone } = await studioMoneySettings(tx, checkout.studioId);
  const share = Math.floor(checkout.amountCents / places.length);
  for (const [index, place] of places.entries()) {
    const event = await lockEvent(tx, checkout.studioId, place.eventId);
    const kept = await takePaidPlace(tx, event, place.id, paidAt, now);
    if (kept) {
      await pricePlace(tx, { studioId: checkout.studioId, bookingId: place.id, payOnline: false }, now);
      await applyHeldDiscount(tx, checkout.studioId, place.id);
    } else
      await tx
        .update(bookings)
        .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
        .where(and(eq(bookings.id, place.id), eq(bookings.status, "held")));
    const amountCents = share + (index === 0 ? checkout.amountCents - share * places.length : 0);
    if (amountCents <= 0) continue;
    const what = `${place.title} · ${formatDay(place.startsAt, timeZone)}`;
    await recordOnlinePayment(tx, {
      studioId: checkout.studioId,
      studentId: place.studentId,
      amountCents,
      externalId: index === 0 ? checkout.checkoutId : `${checkout.checkoutId}#${index + 1}`,
      description: kept ? `Online payment · ${what}` : `Online payment · ${what} (the place was taken meanwhile: kept as credit)`,
    });
  }
}

/** `checkout.session.expired`: the student never paid, so their held places are let go (if still held). */
export async function releaseBookingCheckout(tx: Tx, checkout: Omit<BookingCheckout, "amountCents">, now = new Date()): Promise<void> {
  const places = await loadPlaces(tx, { ...checkout, amountCents: 0 });
  for (const eventId of new Set(places.map((place) => place.eventId))) {
    const ids = places.filter((place) => place.eventId === eventId).map((place) => place.id);
    await releaseHeldPlaces(tx, await lockEvent(tx, checkout.studioId, eventId), ids, now);
  }
}
