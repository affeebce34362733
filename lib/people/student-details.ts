import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { bookings, events, instructors, services, studios } from "@/lib/db/schema";
import { assertCanSeeStudent } from "./access";

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

export type StudentActivity = {
  timeZone: string;
  upcoming: StudentLesson[];
  past: StudentLesson[];
  attendance: { attended: number; noShow: number; lateCancel: number };
};

/**
 * The student detail page's lessons: upcoming bookings and waitlist places, the most recent past
 * ones, and an attendance tally. 404 unless the caller may see the student (same rule as the API).
 */
export async function getStudentActivity(db: Db, session: Session, studentId: string, now = new Date()): Promise<StudentActivity> {
  await assertCanSeeStudent(db, session, studentId);
  const [[studio], rows] = await Promise.all([
    db.select({ timeZone: studios.timeZone }).from(studios).where(eq(studios.id, session.studioId)),
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
      .where(and(eq(bookings.studioId, session.studioId), eq(bookings.studentId, studentId)))
      .orderBy(desc(events.startsAt))
      // A long-time student has hundreds of bookings; the page shows the latest ones.
      .limit(200),
  ]);
  const lessons: StudentLesson[] = rows.map(({ eventStatus, ...row }) => ({ ...row, eventCancelled: eventStatus === "cancelled" }));
  const upcoming = lessons.filter((lesson) => lesson.startsAt >= now && (lesson.status === "booked" || lesson.status === "waitlisted")).reverse();
  const past = lessons.filter((lesson) => lesson.startsAt < now).slice(0, 20);
  const tally = (status: StudentLesson["status"]) => lessons.filter((lesson) => lesson.startsAt < now && lesson.status === status).length;
  return { timeZone: studio.timeZone, upcoming, past, attendance: { attended: tally("attended"), noShow: tally("no_show"), lateCancel: tally("late_cancel") } };
}
