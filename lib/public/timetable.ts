import "server-only";
import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Db } from "@/lib/db/client";
import { addDays, instantToLocal, localToInstant } from "@/lib/dates/wall-time";
import { bookings, events, rooms, services } from "@/lib/db/schema";
import { type BookingPrice, bookingPricer } from "@/lib/payments/booking-price";
import { takesPlace } from "@/lib/scheduling/places-taken";
import type { PublicStudio } from "./public-studio";
import { isTimetableDay, type TTimetableQuery } from "./schemas";

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
/** A visitor asks for at most this many of the studio's days at a time. */
const MAX_SPAN_DAYS = 31;

/** A bound as an instant: a date is read in the studio's zone, `from` from the day's start, `to` to its end (the next day's start). */
function boundInstant(value: string, timeZone: string, side: "from" | "to"): Date {
  if (!isTimetableDay(value)) return new Date(value);
  return localToInstant(side === "to" ? addDays(value, 1) : value, "00:00", timeZone);
}

/** The same wall-clock time `days` of the studio's days later (a day changing the clocks lasts 23 or 25 hours). */
function daysLater(instant: Date, days: number, timeZone: string): Date {
  const local = instantToLocal(instant, timeZone);
  return new Date(localToInstant(addDays(local.date, days), local.time, timeZone).getTime() + (instant.getTime() % 60_000));
}

/**
 * The instants a visitor's `from`/`to` ask for: `to` after `from`, at most 31 of the studio's days on
 * (a date `to` counts its whole day); `from` no earlier than now; 14 days from `from` without a `to`.
 */
export function timetableWindow(range: TTimetableQuery, timeZone: string, now = new Date()): { from: Date; to: Date } {
  const askedFrom = range.from ? boundInstant(range.from, timeZone, "from") : undefined;
  const askedTo = range.to ? boundInstant(range.to, timeZone, "to") : undefined;
  if (askedFrom && askedTo) {
    if (askedTo <= askedFrom) {
      throw new AppError("validation", "`to` must be after `from`.", { fields: { to: "`to` must be after `from`." } });
    }
    if (askedTo > daysLater(askedFrom, MAX_SPAN_DAYS, timeZone)) {
      const message = `Ask for at most ${MAX_SPAN_DAYS} days at a time.`;
      throw new AppError("validation", message, { fields: { to: message } });
    }
  }
  const from = askedFrom && askedFrom > now ? askedFrom : now;
  return { from, to: askedTo ?? new Date(from.getTime() + DEFAULT_SPAN_MS) };
}

/**
 * Group classes and practice parties the studio offers online, with places left as a count (never
 * who holds them). Free private-lesson times are asked for by day (lib/public/private-slots.ts).
 */
export async function getPublicTimetable(db: Db, studio: PublicStudio, range: TTimetableQuery, now = new Date()): Promise<PublicTimetable> {
  const { from, to } = timetableWindow(range, studio.timeZone, now);
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
