import "server-only";
import { and, asc, countDistinct, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { bookings, events, rooms, services, students } from "@/lib/db/schema";
import { instantToLocal, localToInstant } from "@/lib/dates/wall-time";

/** Bookings that mean the student danced (or was due to) with the instructor. */
const TAUGHT = ["booked", "attended", "no_show", "late_cancel"] as const;

export type InstructorActivity = {
  timeZone: string;
  /** The studio's currency, for the pay rates shown beside these figures. */
  currency: string;
  upcoming: { id: string; startsAt: Date; endsAt: Date; service: string; room: string | null }[];
  hoursThisMonth: number;
  studentsTaught: number;
  recentStudents: { id: string; name: string }[];
};

/**
 * The instructor detail page's figures: the next lessons, hours taught since the first of this
 * month (studio time, up to now) and the students they taught. Callers check access first.
 */
export async function getInstructorActivity(db: Db, session: Session, instructorId: string, now = new Date()): Promise<InstructorActivity> {
  // The session's query already read the studio's time zone and currency.
  const { studioTimeZone: timeZone, studioCurrency } = session;
  const today = instantToLocal(now, timeZone).date;
  const monthStart = localToInstant(`${today.slice(0, 8)}01`, "00:00", timeZone);
  const own = and(eq(events.studioId, session.studioId), eq(events.instructorId, instructorId), eq(events.status, "scheduled"));
  const taughtBy = and(
    eq(bookings.studioId, session.studioId),
    eq(events.instructorId, instructorId),
    inArray(bookings.status, [...TAUGHT]),
    lt(events.startsAt, now),
  );
  const [upcoming, [hours], [taught], recentStudents] = await Promise.all([
    db
      .select({ id: events.id, startsAt: events.startsAt, endsAt: events.endsAt, service: services.name, room: rooms.name })
      .from(events)
      .innerJoin(services, eq(services.id, events.serviceId))
      .leftJoin(rooms, eq(rooms.id, events.roomId))
      .where(and(own, gte(events.startsAt, now)))
      .orderBy(asc(events.startsAt))
      .limit(8),
    db
      .select({ value: sql<string | number | null>`sum(extract(epoch from (${events.endsAt} - ${events.startsAt})))` })
      .from(events)
      .where(and(own, gte(events.startsAt, monthStart), lt(events.startsAt, now))),
    db
      .select({ value: countDistinct(bookings.studentId) })
      .from(bookings)
      .innerJoin(events, eq(events.id, bookings.eventId))
      .where(taughtBy),
    db
      .selectDistinct({ id: students.id, name: students.name })
      .from(bookings)
      .innerJoin(events, eq(events.id, bookings.eventId))
      .innerJoin(students, eq(students.id, bookings.studentId))
      .where(and(taughtBy, ne(students.active, false)))
      .orderBy(asc(students.name))
      .limit(12),
  ]);
  return {
    timeZone,
    currency: studioCurrency,
    upcoming,
    hoursThisMonth: Math.round((Number(hours.value ?? 0) / 3600) * 10) / 10,
    studentsTaught: Number(taught.value),
    recentStudents,
  };
}
