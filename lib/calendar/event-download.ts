import "server-only";
import { sql } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import { canManageEvent, isStaff } from "@/lib/access/rules";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { buildEventIcs, studentSequence } from "./event-ics";

type EventRow = {
  id: string;
  sequence: number;
  starts_at: string | Date;
  ends_at: string | Date;
  status: "scheduled" | "cancelled";
  kind: string;
  title: string;
  room_name: string | null;
  instructor_id: string | null;
  instructor_first: string | null;
  time_zone: string;
  studio_name: string;
  /** The caller's latest booking of it (students). */
  booking_status: string | null;
  booking_sequence: number | null;
  student_firsts: string | null;
  meeting_url: string | null;
};

/**
 * "Add to calendar": one event as the caller sees it (METHOD:PUBLISH), under the same UID as their
 * feed and their booking e-mails. Staff may download any of the studio's events (they see the whole
 * schedule); a student the studio's scheduled events (the schedule shows them) and any they hold a
 * place in, cancelled or not. Anything else is 404, like another studio's id.
 */
export async function eventIcsFor(db: Db, session: Session, eventId: string): Promise<{ filename: string; body: string }> {
  const studentId = session.studentId;
  const [row] = await queryRows<EventRow>(
    db,
    sql`select e.id, e.sequence, e.starts_at, e.ends_at, e.status, s.kind, s.name as title, room.name as room_name,
        e.instructor_id, split_part(i.name, ' ', 1) as instructor_first, st.time_zone, st.name as studio_name,
        mine.status as booking_status, mine.sequence as booking_sequence, e.meeting_url,
        (select string_agg(split_part(p.name, ' ', 1), ' & ' order by p.name) from bookings b join students p on p.id = b.student_id
          where b.event_id = e.id and b.status in ('booked', 'attended', 'no_show')) as student_firsts
      from events e
      join studios st on st.id = e.studio_id
      join services s on s.id = e.service_id
      left join rooms room on room.id = e.room_id
      left join instructors i on i.id = e.instructor_id
      left join lateral (
        select b.status, b.sequence from bookings b
        where ${studentId}::uuid is not null and b.studio_id = e.studio_id and b.event_id = e.id and b.student_id = ${studentId}::uuid
        order by b.sequence desc limit 1
      ) mine on true
      where e.studio_id = ${session.studioId}::uuid and e.id = ${eventId}::uuid`,
  );
  const hasPlace = row?.booking_status != null && row.booking_status !== "waitlisted";
  if (!row || (!isStaff(session) && row.status !== "scheduled" && !hasPlace))
    throw new AppError("not_found", "That lesson isn't in your schedule.");
  const teachesIt = session.instructorId !== null && row.instructor_id === session.instructorId;
  const ownCancelled = row.booking_status === "cancelled" || row.booking_status === "late_cancel";
  const startsAt = new Date(row.starts_at);
  // The meeting link: for the lesson's people only (owners, its instructor, a student with a place in it).
  const holdsPlace = row.booking_status === "booked" || row.booking_status === "attended" || row.booking_status === "no_show";
  const meetingUrl = canManageEvent(session, { instructorId: row.instructor_id }) || holdsPlace ? row.meeting_url : null;
  const body = buildEventIcs({
    method: "PUBLISH",
    eventId: row.id,
    sequence: hasPlace && !isStaff(session) ? studentSequence(Number(row.sequence), Number(row.booking_sequence)) : Number(row.sequence),
    startsAt,
    endsAt: new Date(row.ends_at),
    timeZone: row.time_zone,
    title: row.title,
    studioName: row.studio_name,
    roomName: row.room_name,
    // The other person: a teacher sees a private lesson's students, everyone else the instructor.
    withFirstName: teachesIt ? (row.kind === "private" ? row.student_firsts : null) : row.instructor_first,
    meetingUrl,
    cancelled: row.status === "cancelled" || (!isStaff(session) && ownCancelled),
  });
  const slug =
    row.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "lesson";
  return { filename: `${slug}-${startsAt.toISOString().slice(0, 10)}.ics`, body };
}
