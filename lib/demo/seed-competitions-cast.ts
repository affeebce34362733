import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { dances, instructors, students, studios, users } from "@/lib/db/schema";
import { queryRows } from "@/lib/db/query-rows";
import type { Dancer, Teacher } from "./seed-competitions-data";

const DEMO_STUDENT_EMAIL = "student@promenade.test";
const DEMO_INSTRUCTOR_EMAIL = "instructor@promenade.test";

export type Cast = { dancers: Record<Dancer, string>; teachers: Record<Teacher, string>; danceIds: Map<string, string> };

/** Who the demo's events are about: Sam, his partner, two of Maria's students, two of James's; the syllabus's dances. */
export async function castOf(db: Db, studioId: string): Promise<Cast | null> {
  const staff = await db
    .select({ id: instructors.id, email: users.email, name: instructors.name })
    .from(instructors)
    .leftJoin(users, eq(users.id, instructors.userId))
    .where(and(eq(instructors.studioId, studioId), eq(instructors.active, true)))
    .orderBy(asc(instructors.createdAt), asc(instructors.name));
  const maria = staff.find((row) => row.email === DEMO_INSTRUCTOR_EMAIL) ?? staff[0];
  const james = staff.find((row) => row.name === "James Chen") ?? staff.find((row) => row !== maria);
  const [sam] = await db
    .select({ id: students.id, partnerId: students.partnerId })
    .from(students)
    .where(and(eq(students.studioId, studioId), eq(students.email, DEMO_STUDENT_EMAIL)));
  if (!maria || !james || !sam?.partnerId) return null;
  // Each instructor's own students (a lesson with them), by name; nobody twice.
  const taught = await queryRows<{ id: string; instructorId: string }>(
    db,
    sql`select distinct s.id, e.instructor_id as "instructorId", s.name from students s
      join bookings b on b.studio_id = s.studio_id and b.student_id = s.id
      join events e on e.studio_id = b.studio_id and e.id = b.event_id
      where s.studio_id = ${studioId}::uuid and s.active and s.erased_at is null
        and e.instructor_id in (${maria.id}::uuid, ${james.id}::uuid) and s.id not in (${sam.id}::uuid, ${sam.partnerId}::uuid)
      order by s.name, s.id`,
  );
  const mariaOwn = taught.filter((row) => row.instructorId === maria.id);
  const jamesOwn = taught.filter((row) => row.instructorId === james.id && !mariaOwn.slice(0, 2).some((own) => own.id === row.id));
  if (mariaOwn.length < 2 || jamesOwn.length < 2) return null;
  const syllabus = await db
    .select({ id: dances.id, name: dances.name, style: dances.style })
    .from(dances)
    .where(eq(dances.studioId, studioId));
  return {
    dancers: {
      sam: sam.id,
      partner: sam.partnerId,
      maria1: mariaOwn[0].id,
      maria2: mariaOwn[1].id,
      james1: jamesOwn[0].id,
      james2: jamesOwn[1].id,
    },
    teachers: { maria: maria.id, james: james.id },
    danceIds: new Map(syllabus.map((dance) => [`${dance.style} ${dance.name}`, dance.id])),
  };
}
