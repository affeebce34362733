import "server-only";
import { and, eq } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { services } from "@/lib/db/schema";
import { type BookingPrice, bookingPricer } from "@/lib/payments/booking-price";
import { type FreeSlot, findFreeSlots } from "./free-slots";
import { findFreeRoomSlots, type RoomSlot } from "./room-slots";
import type { TAvailabilityQuery, TRoomAvailabilityQuery } from "./schemas";

/** A free time with what booking it would cost the caller (lib/payments/booking-price.ts). */
export type Priced<T> = T & { price: BookingPrice };

/** GET /api/availability: an instructor's free private-lesson slots, each with its price for the caller. */
export async function findPricedFreeSlots(
  db: Db,
  session: Session,
  query: TAvailabilityQuery,
  now = new Date(),
): Promise<Priced<FreeSlot>[]> {
  return withPrices(db, session, query.serviceId, await findFreeSlots(db, session, query, now), now);
}

/** GET /api/room-availability: a room's free practice times, each with the booking student's price for their place. */
export async function findPricedRoomSlots(
  db: Db,
  session: Session,
  query: TRoomAvailabilityQuery,
  now = new Date(),
): Promise<Priced<RoomSlot>[]> {
  return withPrices(db, session, query.serviceId, await findFreeRoomSlots(db, session, query, now), now);
}

/** Each slot priced as booking it would be (the slot's start decides which package is still valid then). */
async function withPrices<T extends { startsAt: string }>(db: Db, session: Session, serviceId: string, slots: T[], now: Date) {
  if (slots.length === 0) return [];
  const [[service], priceOf] = await Promise.all([
    db
      .select({ priceCents: services.priceCents })
      .from(services)
      .where(and(eq(services.studioId, session.studioId), eq(services.id, serviceId))),
    bookingPricer(db, session, now),
  ]);
  return slots.map((slot) => ({
    ...slot,
    price: priceOf({ serviceId, priceCents: service.priceCents, startsAt: new Date(slot.startsAt) }),
  }));
}
