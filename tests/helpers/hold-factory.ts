import { eq } from "drizzle-orm";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { getDb } from "@/lib/db/client";
import { bookings, studios } from "@/lib/db/schema";
import { callRoute } from "./call-route";
import { hoursFromNow, makeEvent, makeStudentMember } from "./people-factory";
import { signedConnectEvent } from "./stripe-stand-in";
import { connectStudio } from "./stripe-stand-in-connect";
import { makeScheduleStudio } from "./studio-factory";

/**
 * A Pro studio that chose "Pay when booking", connected to its own Stripe account (`accountId`), and a
 * group class (capacity as given, $95) three days out.
 */
export async function payAtBookingStudio(capacity = 20) {
  const s = await makeScheduleStudio();
  const db = await getDb();
  await db.update(studios).set({ paymentAtBooking: "checkout" }).where(eq(studios.id, s.studio.id));
  const accountId = await connectStudio(db, s.studio.id);
  const event = await makeEvent(s.studio.id, {
    serviceId: s.groupClass.id,
    instructorId: s.instructor.id,
    startsAt: hoursFromNow(72),
    capacity,
  });
  return { ...s, db, event, accountId };
}

export function bookAsStudent(token: string, eventId: string, body: Record<string, unknown> = {}) {
  return callRoute(bookRoute, { token, params: { id: eventId }, body });
}

export async function bookingRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/** A student account with a student record, holding a place in the event (201, a Checkout URL). */
export async function holdPlace(studioId: string, eventId: string) {
  const me = await makeStudentMember(studioId);
  const response = await bookAsStudent(me.token, eventId);
  if (response.status !== 201 || response.body.booking.status !== "held")
    throw new Error(`Expected a hold: ${JSON.stringify(response.body)}`);
  const row = await bookingRow(response.body.booking.id);
  return { me, bookingId: response.body.booking.id as string, sessionId: row.checkoutSessionId!, response };
}

/** Moves a hold's end into the past, as if 15 minutes went by. */
export async function expireHold(bookingId: string) {
  const db = await getDb();
  await db
    .update(bookings)
    .set({ holdExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(bookings.id, bookingId));
}

/**
 * Stripe's events for a booking Checkout, shaped as Stripe sends them to the Connect webhook: they
 * happen on the studio's account (`account`), where the Checkout was created.
 */
export function checkoutEvent(
  type: "checkout.session.completed" | "checkout.session.expired",
  hold: { account: string; sessionId: string; studioId: string; studentId: string; bookingIds: string[]; amountCents: number },
) {
  return signedConnectEvent(hold.account, type, {
    id: hold.sessionId,
    object: "checkout.session",
    mode: "payment",
    status: type === "checkout.session.completed" ? "complete" : "expired",
    payment_status: type === "checkout.session.completed" ? "paid" : "unpaid",
    amount_total: hold.amountCents,
    metadata: { kind: "booking", studioId: hold.studioId, studentId: hold.studentId, bookingIds: hold.bookingIds.join(",") },
  });
}
