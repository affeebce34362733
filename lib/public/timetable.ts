import "server-only";
import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { bookings, events, rooms, services } from "@/lib/db/schema";
import { type BookingPrice, bookingPricer } from "@/lib/payments/booking-price";
import { takesPlace } from "@/lib/scheduling/places-taken";
import type { PublicStudio } from "./public-studio";

export type PublicClass = {
  id: string;
  title: string;
  kind: "group" | "practice";
  startsAt: string;
  endsAt: string;
  /** Only an instructor shown on the page is named. */
  instructorName: string | null;
  roomName: string | null;
  capacity: number;
  placesLeft: number;
  /** The class asks each dancer to lead or follow. */
  isPartnered: boolean;
  /** What a place costs a visitor, by booking's own rules (lib/payments/booking-price.ts). */
  price: BookingPrice;
};

export type PublicTimetable = { from: string; to: string; classes: PublicClass[] };

const DEFAULT_SPAN_MS = 14 * 86_400_000;

/**
 * Group classes and practice parties the studio offers online, with places left as a count (never
 * who holds them). Free private-lesson times are asked for by day (lib/public/private-slots.ts).
 */
export async function getPublicTimetable(
  db: Db,
  studio: PublicStudio,
  range: { from?: string; to?: string },
  now = new Date(),
): Promise<PublicTimetable> {
  const from = range.from ? new Date(Math.max(Date.parse(range.from), now.getTime())) : now;
  const to = range.to ? new Date(range.to) : new Date(from.getTime() + DEFAULT_SPAN_MS);
  const taken = sql<number>`(select count(*) from ${bookings} where ${bookings.eventId} = ${events.id} and ${takesPlace})`;
  const rows = await db
    .select({
      id: events.id,
      title: services.name,
      kind: services.kind,
      serviceId: events.serviceId,
      priceCents: services.priceCents,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      instructorId: events.instructorId,
      roomName: rooms.name,
      capacity: events.capacity,
      leadCap: events.leadCap,
      followCap: events.followCap,
      taken,
    })
    .from(events)
    .innerJoin(services, and(eq(services.studioId, events.studioId), eq(services.id, events.serviceId)))
    .leftJoin(rooms, and(eq(rooms.studioId, events.studioId), eq(rooms.id, events.roomId)))
    .where(
      and(
        eq(events.studioId, studio.id),
        eq(events.status, "scheduled"),
        inArray(services.kind, ["group", "practice"]),
        eq(services.bookableOnline, true),
        gte(events.startsAt, from),
        lt(events.startsAt, to),
      ),
    )
    .orderBy(asc(events.startsAt))
    .limit(200);
  // A visitor has no package yet: the price a student without one pays.
  const priceOf = await bookingPricer(db, { studioId: studio.id, studentId: null, studioCurrency: studio.currency }, now);
  const names = new Map(studio.instructors.map((person) => [person.id, person.name]));
  const classes = rows.map((row) => ({
    id: row.id,
    title: row.title,
    kind: row.kind as PublicClass["kind"],
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    instructorName: (row.instructorId && names.get(row.instructorId)) || null,
    roomName: row.roomName,
    capacity: row.capacity,
    placesLeft: Math.max(0, row.capacity - Number(row.taken)),
    isPartnered: row.leadCap !== null || row.followCap !== null,
    price: priceOf(row),
  }));
  return { from: from.toISOString(), to: to.toISOString(), classes };
}
