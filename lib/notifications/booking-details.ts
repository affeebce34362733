import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";

/** Everything a booking's messages say, read in one query (also in bulk, by the reminder scan). */
export type BookingDetails = {
  bookingId: string;
  studioId: string;
  status: string;
  bookingSequence: number;
  eventId: string;
  eventSequence: number;
  eventStatus: string;
  startsAt: Date;
  endsAt: Date;
  title: string;
  kind: string;
  roomName: string | null;
  instructorName: string | null;
  studentName: string;
  userId: string | null;
  /** The student's account e-mail, else the address on their record; null: nobody to write to. */
  email: string | null;
  /** A remote lesson's meeting link (messages show it only while the student holds a place); absent or null: none. */
  meetingUrl?: string | null;
};

type Row = Omit<BookingDetails, "startsAt" | "endsAt"> & { startsAt: string | Date; endsAt: string | Date };

/** Bookings matching `where` (over `b` bookings, `e` events), with their lesson and student. */
export async function loadBookingDetails(db: Db, where: SQL, extra: SQL = sql``): Promise<BookingDetails[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select b.id as "bookingId", b.studio_id as "studioId", b.status, b.sequence as "bookingSequence",
        e.id as "eventId", e.sequence as "eventSequence", e.status as "eventStatus", e.starts_at as "startsAt", e.ends_at as "endsAt",
        s.name as title, s.kind, r.name as "roomName", i.name as "instructorName", p.name as "studentName",
        p.user_id as "userId", coalesce(u.email, p.email) as email, e.meeting_url as "meetingUrl"
      from bookings b
      join events e on e.id = b.event_id
      join services s on s.id = e.service_id
      join students p on p.id = b.student_id
      left join users u on u.id = p.user_id
      left join rooms r on r.id = e.room_id
      left join instructors i on i.id = e.instructor_id
      where ${where} ${extra}`,
  );
  return rows.map((row) => ({
    ...row,
    bookingSequence: Number(row.bookingSequence),
    eventSequence: Number(row.eventSequence),
    startsAt: new Date(row.startsAt),
    endsAt: new Date(row.endsAt),
  }));
}
