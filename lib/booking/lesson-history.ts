import "server-only";
import { and, count, desc, eq, inArray, lte } from "drizzle-orm";
import { z } from "zod";
import { requireOwnStudentId } from "@/lib/access/rules";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { bookings, events, instructors, rooms, services } from "@/lib/db/schema";

export const HISTORY_PAGE_SIZE = 5;

export const ZLessonHistoryQuery = z.object({
  page: z.coerce
    .number()
    .int("Pages are whole numbers.")
    .min(1, "Pages start at 1.")
    .max(10_000, "There aren't that many pages.")
    .default(1),
});
export type TLessonHistoryQuery = z.infer<typeof ZLessonHistoryQuery>;

export type PastLesson = {
  bookingId: string;
  eventId: string;
  title: string;
  /** attended, no_show, late_cancel, or booked (not posted yet). */
  status: string;
  startsAt: string;
  endsAt: string;
  instructorName: string | null;
  roomName: string | null;
};

export type LessonHistoryPage = { lessons: PastLesson[]; page: number; pageSize: number; total: number };

/** Statuses of a lesson that took place (or should have): a cancelled place is not history. */
const PAST_STATUSES = ["booked", "attended", "no_show", "late_cancel"] as const;

/**
 * The student's past lessons, newest first, a page at a time (the server pages, so a student with
 * years of lessons loads five rows). Reads the (studio, student, starts_at) index.
 */
export async function listLessonHistory(
  db: Db,
  session: Session,
  query: TLessonHistoryQuery,
  now = new Date(),
): Promise<LessonHistoryPage> {
  const studentId = requireOwnStudentId(session);
  const where = and(
    eq(bookings.studioId, session.studioId),
    eq(bookings.studentId, studentId),
    inArray(bookings.status, [...PAST_STATUSES]),
    lte(bookings.startsAt, now),
    eq(events.status, "scheduled"),
  );
  const [{ total }] = await db
    .select({ total: count() })
    .from(bookings)
    .innerJoin(events, and(eq(events.studioId, bookings.studioId), eq(events.id, bookings.eventId)))
    .where(where);
  const rows = await db
    .select({
      bookingId: bookings.id,
      eventId: events.id,
      title: services.name,
      status: bookings.status,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      instructorName: instructors.name,
      roomName: rooms.name,
    })
    .from(bookings)
    .innerJoin(events, and(eq(events.studioId, bookings.studioId), eq(events.id, bookings.eventId)))
    .innerJoin(services, and(eq(services.studioId, events.studioId), eq(services.id, events.serviceId)))
    .leftJoin(instructors, and(eq(instructors.studioId, events.studioId), eq(instructors.id, events.instructorId)))
    .leftJoin(rooms, and(eq(rooms.studioId, events.studioId), eq(rooms.id, events.roomId)))
    .where(where)
    .orderBy(desc(bookings.startsAt), desc(bookings.id))
    .limit(HISTORY_PAGE_SIZE)
    .offset((query.page - 1) * HISTORY_PAGE_SIZE);
  return {
    lessons: rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() })),
    page: query.page,
    pageSize: HISTORY_PAGE_SIZE,
    total: Number(total),
  };
}
