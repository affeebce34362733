import "server-only";
import { sql } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { instantToLocal } from "@/lib/dates/wall-time";
import { messagesTo, studentData } from "./me-export-student";
import { iso } from "./table-spec";

const at = (expression: string) => sql.raw(iso(expression));

/**
 * Everything this studio keeps about the signed-in person, as one JSON document: their account, their
 * student record (lessons, payments, progress, signatures, intake answers they can see) or their
 * instructor record (lessons they teach), and the messages sent to them. One person's data is small,
 * so it is read whole; a person in two studios downloads each studio's from that studio.
 */
export async function personalExport(db: Db, session: Session, now = new Date()) {
  const [account] = await queryRows(
    db,
    sql`select u.name, u.email, m.role, ${at("m.created_at")} as "memberSince"
      from users u join memberships m on m.user_id = u.id and m.studio_id = ${session.studioId} where u.id = ${session.userId}`,
  );
  const student = session.studentId ? await studentData(db, session.studioId, session.studentId) : null;
  const instructor = session.instructorId ? await instructorData(db, session.studioId, session.instructorId) : null;
  const messages = await messagesTo(db, session.studioId, session.userId, session.email);
  const data = {
    format: "promenade-personal-export",
    version: 1,
    exportedAt: now.toISOString(),
    studio: { name: session.studioName, timeZone: session.studioTimeZone, currency: session.studioCurrency },
    account: account ?? null,
    student,
    instructor,
    messages,
  };
  const fileName = `promenade-my-data-${instantToLocal(now, session.studioTimeZone).date}.json`;
  return { fileName, data };
}

async function instructorData(db: Db, studioId: string, instructorId: string) {
  const [record] = await queryRows(
    db,
    sql`select t.name, t.email, t.phone, t.bio, t.styles, t.active, ${at("t.created_at")} as "createdAt"
      from instructors t where t.studio_id = ${studioId} and t.id = ${instructorId}`,
  );
  const lessonsTaught = await queryRows(
    db,
    sql`select ${at("t.starts_at")} as "startsAt", ${at("t.ends_at")} as "endsAt", sv.name as "service", r.name as "room", t.status
      from events t left join services sv on sv.studio_id = t.studio_id and sv.id = t.service_id
      left join rooms r on r.studio_id = t.studio_id and r.id = t.room_id
      where t.studio_id = ${studioId} and t.instructor_id = ${instructorId} order by t.starts_at, t.id`,
  );
  return { record: record ?? null, lessonsTaught };
}
