import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { assertCanSchedule } from "@/lib/access/rules";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { bookings, events, series } from "@/lib/db/schema";
import { notifyStudioCancelled } from "@/lib/notifications/booking-notices";
import { notifyInstructors } from "@/lib/notifications/lesson-notices";
import { releaseEventsMoney } from "@/lib/payments/booking-money";
import type { TScope } from "./schemas";
import { loadEvent, scopeTargets } from "./series-scope";
import { getStudioTimeZone } from "./studio-clock";
import { addDays, instantToLocal } from "@/lib/dates/wall-time";

/** Cancels an event (kept as history, freeing its time) — or this and following, or all to come. */
export async function cancelEvent(db: Db, session: Session, id: string, scope: TScope): Promise<{ cancelled: string[] }> {
  const target = await loadEvent(db, session.studioId, id);
  assertCanSchedule(session, [target.instructorId]);
  if (target.status === "cancelled") return { cancelled: [] };
  const targets = await scopeTargets(db, target, scope);
  const ids = targets.map((row) => row.id);
  // Read before the transaction: on PGlite a query outside it would wait for it forever.
  const timeZone = await getStudioTimeZone(db, session.studioId);
  await db.transaction(async (tx) => {
    await tx
      .update(events)
      .set({ status: "cancelled", updatedAt: new Date() })
      .where(and(eq(events.studioId, session.studioId), inArray(events.id, ids)));
    // The studio cancelled, not the student: places and waitlist entries end as plain cancellations (never late ones),
    // so every unit held goes back and every lesson charge is voided.
    await releaseEventsMoney(tx, session.studioId, ids);
    const hadPlaces = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.studioId, session.studioId), inArray(bookings.eventId, ids), inArray(bookings.status, ["booked", "held"])));
    await tx
      .update(bookings)
      .set({ status: "cancelled", position: null, cancelledAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(bookings.studioId, session.studioId),
          inArray(bookings.eventId, ids),
          inArray(bookings.status, ["booked", "waitlisted", "held"]),
        ),
      );
    // Those who had a place (not the waitlist) hear it, in this transaction: the e-mail exists only if the cancel does.
    await notifyStudioCancelled(
      tx,
      session.studioId,
      hadPlaces.map((row) => row.id),
    );
    await notifyInstructors(tx, session.studioId, ids, "cancelled", session.userId);
    if (scope === "following" && target.seriesId) {
      const lastDay = addDays(instantToLocal(target.startsAt, timeZone).date, -1);
      await tx.update(series).set({ untilDate: lastDay, count: null }).where(eq(series.id, target.seriesId));
    }
  });
  return { cancelled: ids };
}
