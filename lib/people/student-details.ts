import "server-only";
import { and, asc, count, desc, eq, gte, inArray, lt } from "drizzle-orm";
import { assertCanSeeStudent } from "@/lib/access/students";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { bookings, events, instructors, services } from "@/lib/db/schema";

export type StudentLesson = {
  bookingId: string;
  status: (typeof bookings.$inferSelect)["status"];
  position: number | null;
  eventId: string;
  startsAt: Date;
  endsAt: Date;
  service: string;
  instructor: string | null;
  eventCancelled: boolean;
};

/** The page shows the next and the latest lessons; the tally counts them all. */
const LIST_LIMIT = 15;

export type StudentActivity = {
  timeZone: string;
  upcoming: StudentLesson[];
  past: StudentLesson[];
  attendance: { attended: number; noShow: number; lateCancel: number };
};

/**
 * The student detail page's lessons: the next bookings and waitlist places, the most recent past
 * ones, and an attendance tally over all past lessons. 404 unless the caller may see the student (same rule as the API).
 */
export async function getStudentActivity(db: Db, session: Session, studentId: string, now = new Date()): Promise<StudentActivity> {
  await assertCanSeeStudent(db, session, studentId);
  const mine = and(eq(bookings.studioId, session.studioId), eq(bookings.studentId, studentId));
  const lessons = () =>
    db
      .select({
        bookingId: bookings.id,
        status: bookings.status,
        position: bookings.position,
        eventId: events.id,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
        service: services.name,
        instructor: instructors.name,
        eventStatus: events.status,
      })
      .from(bookings)
      .innerJoin(events, eq(events.id, bookings.eventId))
      .innerJoin(services, eq(services.id, events.serviceId))
      .leftJoin(instructors, eq(instructors.id, events.instructorId))
      .$dynamic();
  // Each list is its own bounded query, so a student with years of history costs the same.
  const [upcoming, past, tally] = await Promise.all([
    lessons()
      .where(and(mine, gte(events.startsAt, now), inArray(bookings.status, ["booked", "waitlisted", "held"])))
      .orderBy(asc(events.startsAt))
      .limit(LIST_LIMIT),
    lessons()
      .where(and(mine, lt(events.startsAt, now)))
      .orderBy(desc(events.startsAt))
      .limit(LIST_LIMIT),
    db
      .select({ status: bookings.status, value: count() })
      .from(bookings)
      .innerJoin(events, eq(events.id, bookings.eventId))
      .where(and(mine, lt(events.startsAt, now)))
      .groupBy(bookings.status),
  ]);
  const shape = ({ eventStatus, ...row }: (typeof upcoming)[number]): StudentLesson => ({
    ...row,
    eventCancelled: eventStatus === "cancelled",
  });
  const counted = (status: StudentLesson["status"]) => Number(tally.find((row) => row.status === status)?.value ?? 0);
  return {
    timeZone: session.studioTimeZone,
    upcoming: upcoming.map(shape),
    past: past.map(shape),
    attendance: { attended: counted("attended"), noShow: counted("no_show"), lateCancel: counted("late_cancel") },
  };
}
