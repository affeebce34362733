import "server-only";
import { and, eq, inArray, lte } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import { bookings, events } from "@/lib/db/schema";
import { expireBookingCheckouts, type OpenCheckout } from "@/lib/stripe/booking-checkout";
import { releaseHeldPlaces } from "./cancel-booking";
import { lockEvent, type LockedEvent } from "./event-lock";

/**
 * The student's active place in the event (booked, waitlisted or held), read holding the event's
 * lock. Their own hold that has run out (the sweep hasn't passed yet) is let go here, so booking
 * again simply works.
 */
export async function findActivePlace(tx: Tx, event: LockedEvent, studentId: string, now: Date) {
  const [place] = await tx
    .select({ id: bookings.id, status: bookings.status, holdExpiresAt: bookings.holdExpiresAt })
    .from(bookings)
    .where(
      and(eq(bookings.eventId, event.id), eq(bookings.studentId, studentId), inArray(bookings.status, ["booked", "waitlisted", "held"])),
    )
    .limit(1);
  if (place?.status === "held" && place.holdExpiresAt && place.holdExpiresAt.getTime() <= now.getTime()) {
    await releaseHeldPlaces(tx, event, [place.id], now);
    return null;
  }
  return place ?? null;
}

/** Events claimed per transaction: short transactions, so bookings of other events never wait long. */
const BATCH = 20;
const MAX_ROUNDS = 50;

/**
 * The sweep: releases every expired hold, whatever the webhook did or didn't deliver. Events are
 * claimed with `FOR UPDATE SKIP LOCKED` — the same row lock bookings take first — so any number of
 * app processes can sweep at once: each takes events nobody else holds, and an event being booked
 * right now is left for the next round. Run by the server every minute (lib/booking/hold-sweeper.ts).
 */
export async function sweepExpiredHolds(db: Db, now = new Date()): Promise<{ released: number }> {
  let released = 0;
  const sessions: OpenCheckout[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const batch = await db.transaction(async (tx) => {
      const expiredEvents = tx
        .select({ id: bookings.eventId })
        .from(bookings)
        .where(and(eq(bookings.status, "held"), lte(bookings.holdExpiresAt, now)));
      const rows = await tx
        .select({ id: events.id, studioId: events.studioId })
        .from(events)
        .where(inArray(events.id, expiredEvents))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      const outcome = { claimed: rows.length, released: 0, sessions: [] as OpenCheckout[] };
      for (const row of rows) {
        const freed = await releaseHeldPlaces(tx, await lockEvent(tx, row.studioId, row.id), "expired", now);
        outcome.released += freed.released;
        outcome.sessions.push(...freed.sessions);
      }
      return outcome;
    });
    released += batch.released;
    sessions.push(...batch.sessions);
    if (batch.claimed < BATCH) break;
  }
  await expireBookingCheckouts(sessions);
  return { released };
}
