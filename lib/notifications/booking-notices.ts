import "server-only";
import { and, eq, like, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { outboxMessages } from "@/lib/db/schema";
import { loadBookingDetails } from "./booking-details";
import { enqueueMessage, enqueueMessages, type NewMessage } from "./enqueue";
import { bookingMessage, type BookingMessageKind } from "./messages/booking";
import { bookingPush } from "./push-content";
import { bookingSms, smsNumbersOf } from "./sms-messages";
import { loadStudioContext } from "./studio-context";

/**
 * Queues a booking's message to its student. Call it with the transaction that booked, cancelled
 * or promoted: the message exists only if the change does. A cancellation also withdraws a reminder
 * still waiting to go.
 */
export async function notifyBooking(
  tx: Db,
  studioId: string,
  bookingId: string,
  kind: Exclude<BookingMessageKind, "reminder">,
  options: { by?: "student" | "studio" } = {},
  now = new Date(),
): Promise<void> {
  const [booking] = await loadBookingDetails(tx, sql`b.studio_id = ${studioId}::uuid and b.id = ${bookingId}::uuid`);
  if (!booking) return;
  if (kind === "booking_cancelled") {
    await tx
      .update(outboxMessages)
      .set({ status: "suppressed", lastError: "The booking was cancelled before the reminder went." })
      .where(
        and(
          eq(outboxMessages.studioId, studioId),
          like(outboxMessages.dedupeKey, `reminder:${bookingId}:%`),
          eq(outboxMessages.status, "queued"),
        ),
      );
  }
  const studio = await loadStudioContext(tx, studioId, now);
  const message = bookingMessage(studio, booking, kind, options);
  // Pushed too: a place that opened, and a lesson the studio (not the student) cancelled.
  const pushed = kind === "waitlist_promoted" || (kind === "booking_cancelled" && options.by === "studio");
  if (message) await enqueueMessage(tx, pushed ? { ...message, push: bookingPush(studio, booking, kind, now) } : message, now);
  if (kind === "waitlist_promoted") {
    // A place that opened is news worth a text (Pro, to those who chose texts).
    const phone = (await smsNumbersOf(tx, studio, [booking.userId])).get(booking.userId ?? "");
    const key = `waitlist_promoted:${booking.bookingId}:${booking.bookingSequence}`;
    if (phone) await enqueueMessage(tx, bookingSms(studio, booking, "waitlist_promoted", phone, key, now), now);
  }
}

/**
 * The studio cancelled whole lessons (an event, or a series' occurrences): each student who had a
 * place hears it once — the cancellation e-mail with its METHOD:CANCEL .ics — and their reminders
 * still waiting (e-mail and text) are withdrawn. Call it with the cancelling transaction, after the
 * bookings are marked cancelled.
 */
export async function notifyStudioCancelled(tx: Db, studioId: string, bookingIds: string[], now = new Date()): Promise<number> {
  if (bookingIds.length === 0) return 0;
  const ids = sql`${`{${bookingIds.join(",")}}`}::uuid[]`;
  await tx
    .update(outboxMessages)
    .set({ status: "suppressed", lastError: "The studio cancelled the lesson before the reminder went." })
    .where(
      and(
        eq(outboxMessages.studioId, studioId),
        eq(outboxMessages.status, "queued"),
        sql`${outboxMessages.dedupeKey} like any(select 'reminder:' || id::text || ':%' from unnest(${ids}) as id)`,
      ),
    );
  const cancelled = await loadBookingDetails(tx, sql`b.studio_id = ${studioId}::uuid and b.id = any(${ids})`);
  const studio = await loadStudioContext(tx, studioId, now);
  const messages = cancelled.flatMap((booking): NewMessage[] => {
    const message = bookingMessage(studio, booking, "booking_cancelled", { by: "studio" });
    return message
      ? [
          {
            ...message,
            dedupeKey: `booking_cancelled:${booking.bookingId}:studio`,
            push: bookingPush(studio, booking, "booking_cancelled", now),
          },
        ]
      : [];
  });
  return enqueueMessages(tx, messages, now);
}
