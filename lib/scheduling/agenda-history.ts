import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";

export type StudentHistory = {
  /** The student's last lesson before today's: what it was, when, and the notes on it. */
  lastLesson: { title: string; startsAt: string; status: string; notes: string | null } | null;
  /** The latest instructor's note from Progress. */
  lastNote: { body: string; createdAt: string } | null;
};

type LessonRow = { student_id: string; title: string; starts_at: string | Date; status: string; notes: string | null };
type NoteRow = { student_id: string; body: string; created_at: string | Date };

/**
 * Each student's last lesson before `before` and latest progress note, two DISTINCT ON reads over
 * the (studio, student, time) indexes, for every student on the agenda at once.
 */
export async function findStudentHistories(db: Db, studioId: string, studentIds: string[], before: Date) {
  const histories = new Map<string, StudentHistory>();
  if (studentIds.length === 0) return histories;
  const ids = sql.join(
    studentIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const lessons = await queryRows<LessonRow>(
    db,
    sql`select distinct on (b.student_id) b.student_id, s.name as title, e.starts_at, b.status, e.notes
        from bookings b
        join events e on e.studio_id = b.studio_id and e.id = b.event_id
        join services s on s.studio_id = e.studio_id and s.id = e.service_id
        where b.studio_id = ${studioId} and b.student_id in (${ids})
          and b.starts_at < ${before.toISOString()}::timestamptz
          and b.status in ('booked', 'attended', 'no_show', 'late_cancel')
          and e.status = 'scheduled'
        order by b.student_id, b.starts_at desc`,
  );
  const notes = await queryRows<NoteRow>(
    db,
    sql`select distinct on (n.student_id) n.student_id, n.body, n.created_at
        from progress_notes n
        where n.studio_id = ${studioId} and n.student_id in (${ids})
        order by n.student_id, n.created_at desc`,
  );
  for (const id of studentIds) histories.set(id, { lastLesson: null, lastNote: null });
  for (const row of lessons)
    histories.get(row.student_id)!.lastLesson = {
      title: row.title,
      startsAt: new Date(row.starts_at).toISOString(),
      status: row.status,
      notes: row.notes,
    };
  for (const row of notes) histories.get(row.student_id)!.lastNote = { body: row.body, createdAt: new Date(row.created_at).toISOString() };
  return histories;
}
