import "server-only";
import { and, asc, eq, gt, inArray, lt, or, sql } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { alias } from "drizzle-orm/pg-core";
import { cheapestPlanWith, hasFeature } from "@/lib/billing/plans";
import { resolveSubscription } from "@/lib/billing/subscription";
import { bookings, events, instructors, rooms, services, students, studios } from "@/lib/db/schema";
import { type BookingPrice, bookingPricer } from "@/lib/payments/booking-price";
import { PLACE_STATUSES } from "@/lib/scheduling/places-taken";
import { openingsForStudent } from "./booking-window";
import { lateCancelFacts } from "./late-cancel";

export type OpenClass = {
  id: string;
  title: string;
  startsAt: string;
  endsAt: string;
  instructorName: string | null;
  roomName: string | null;
  capacity: number;
  leadCap: number | null;
  followCap: number | null;
  places: { total: number; lead: number; follow: number };
  /** When booking opens for this student (priority booking's window); null when it is open. */
  opensAt: string | null;
  /** What booking it would cost this student now: a unit of their package, the class's price, or nothing. */
  price: BookingPrice;
  /** The viewer's own place in it, if any. */
  mine: { bookingId: string; status: "booked" | "waitlisted" | "held"; position: number | null } | null;
};

export type MyLesson = {
  bookingId: string;
  eventId: string;
  /** `held`: kept while the student pays at Stripe, until `holdExpiresAt`. */
  status: "booked" | "waitlisted" | "held";
  holdExpiresAt: string | null;
  position: number | null;
  title: string;
  kind: string;
  startsAt: string;
  endsAt: string;
  instructorName: string | null;
  roomName: string | null;
  /** When this place came off the waitlist (the student is told in the app); null otherwise. */
  promotedAt: string | null;
  /** The student dismissed the "a place opened up" notice (kept on the server: POST /api/me/notices/{id}/seen). */
  promotionSeen: boolean;
  /** When cancelling turns late (the start less the studio's window); null when it never does (lib/booking/late-cancel.ts). */
  lateCancelFrom: string | null;
  /** Whether cancelling now (as the page was read) would be a late cancellation, charged by the studio's policy. */
  lateCancelCharge: boolean;
  /** A remote lesson's meeting link, while the student holds a place in it (null waitlisted, held, or in person). */
  meetingUrl: string | null;
};

export type StudentSchedule = {
  linked: boolean;
  /** The studio's currency, for what a booking cost (its answer's amounts are in cents). */
  currency: string;
  windowHours: number;
  classes: OpenClass[];
  lessons: MyLesson[];
  /** Practice rooms: whether the plan has room booking (else the plan that does), and the partner a couple books with. */
  rooms: { allowed: boolean; planName: string | null; partnerName: string | null };
};

const HORIZON_MS = 14 * 86_400_000;

/**
 * A student's schedule: the studio's group classes of the next two weeks with places taken (counts
 * only, never names), and the student's own upcoming lessons and waitlist places.
 */
export async function getStudentSchedule(db: Db, session: Session, now = new Date()): Promise<StudentSchedule> {
  const [studio] = await db.select({ windowHours: studios.cancellationWindowHours }).from(studios).where(eq(studios.id, session.studioId));
  const { studentId } = session;
  const placeList = sql.join(
    PLACE_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  // A place held while someone pays counts as taken until its hold ends (lib/booking/places.ts).
  const taken = sql`(b.status in (${placeList}) or (b.status = 'held' and b.hold_expires_at > now()))`;
  const classRows = await db
    .select({
      id: events.id,
      title: services.name,
      serviceId: events.serviceId,
      priceCents: services.priceCents,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      instructorName: instructors.name,
      roomName: rooms.name,
      capacity: events.capacity,
      leadCap: events.leadCap,
      followCap: events.followCap,
      total: sql<number>`(select count(*) from ${bookings} b where b.event_id = ${events.id} and ${taken})`,
      lead: sql<number>`(select count(*) from ${bookings} b where b.event_id = ${events.id} and b.role = 'lead' and ${taken})`,
      follow: sql<number>`(select count(*) from ${bookings} b where b.event_id = ${events.id} and b.role = 'follow' and ${taken})`,
    })
    .from(events)
    .innerJoin(services, eq(services.id, events.serviceId))
    .leftJoin(instructors, eq(instructors.id, events.instructorId))
    .leftJoin(rooms, eq(rooms.id, events.roomId))
    .where(
      and(
        eq(events.studioId, session.studioId),
        eq(events.status, "scheduled"),
        eq(services.kind, "group"),
        // Classes the studio books for students itself are not offered to them.
        eq(services.bookableOnline, true),
        gt(events.startsAt, now),
        lt(events.startsAt, new Date(now.getTime() + HORIZON_MS)),
      ),
    )
    .orderBy(asc(events.startsAt))
    .limit(200);

  const lessons = studentId ? await listMyLessons(db, session.studioId, studentId, studio.windowHours, now) : [];
  const allowed = hasFeature(resolveSubscription(session.studioPlan, now).key, "room_booking");
  const mineByEvent = new Map(lessons.map((lesson) => [lesson.eventId, lesson]));
  const openingFor = await openingsForStudent(db, session, now);
  const priceOf = await bookingPricer(db, session, now);
  return {
    linked: studentId !== null,
    currency: session.studioCurrency,
    windowHours: studio.windowHours,
    classes: classRows.map((row) => {
      const mine = mineByEvent.get(row.id);
      return {
        id: row.id,
        title: row.title,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        instructorName: row.instructorName,
        roomName: row.roomName,
        capacity: row.capacity,
        leadCap: row.leadCap,
        followCap: row.followCap,
        places: { total: Number(row.total), lead: Number(row.lead), follow: Number(row.follow) },
        opensAt: openingFor(row.startsAt),
        price: priceOf(row),
        mine: mine ? { bookingId: mine.bookingId, status: mine.status, position: mine.position } : null,
      };
    }),
    lessons,
    rooms: {
      allowed,
      planName: allowed ? null : (cheapestPlanWith("room_booking")?.name ?? null),
      partnerName: studentId ? await findPartnerName(db, session.studioId, studentId) : null,
    },
  };
}

/** The student's active dance partner, by name: renting a room "with my partner" needs one. */
async function findPartnerName(db: Db, studioId: string, studentId: string): Promise<string | null> {
  const partners = alias(students, "partner");
  const [row] = await db
    .select({ name: partners.name, active: partners.active })
    .from(students)
    .innerJoin(partners, eq(partners.id, students.partnerId))
    .where(and(eq(students.studioId, studioId), eq(students.id, studentId)))
    .limit(1);
  return row?.active ? row.name : null;
}

async function listMyLessons(db: Db, studioId: string, studentId: string, windowHours: number, now: Date): Promise<MyLesson[]> {
  const rows = await db
    .select({
      bookingId: bookings.id,
      eventId: events.id,
      status: bookings.status,
      position: bookings.position,
      title: services.name,
      kind: services.kind,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      instructorName: instructors.name,
      roomName: rooms.name,
      promotedAt: bookings.promotedAt,
      promotionSeenAt: bookings.promotionSeenAt,
      holdExpiresAt: bookings.holdExpiresAt,
      meetingUrl: events.meetingUrl,
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .innerJoin(services, eq(services.id, events.serviceId))
    .leftJoin(instructors, eq(instructors.id, events.instructorId))
    .leftJoin(rooms, eq(rooms.id, events.roomId))
    .where(
      and(
        eq(bookings.studioId, studioId),
        eq(bookings.studentId, studentId),
        or(inArray(bookings.status, ["booked", "waitlisted"]), and(eq(bookings.status, "held"), gt(bookings.holdExpiresAt, now))),
        eq(events.status, "scheduled"),
        gt(events.endsAt, now),
      ),
    )
    .orderBy(asc(events.startsAt))
    .limit(100);
  return rows.map(({ promotionSeenAt, ...row }) => {
    const { lateCancelFrom, lateCancelCharge } = lateCancelFacts({ ...row, windowHours }, now);
    return {
      ...row,
      promotionSeen: promotionSeenAt !== null,
      status: row.status as MyLesson["status"],
      holdExpiresAt: row.status === "held" && row.holdExpiresAt ? row.holdExpiresAt.toISOString() : null,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      promotedAt: row.status === "booked" && row.promotedAt ? row.promotedAt.toISOString() : null,
      lateCancelFrom: lateCancelFrom?.toISOString() ?? null,
      lateCancelCharge,
      meetingUrl: row.status === "booked" ? row.meetingUrl : null,
    };
  });
}
