import "server-only";
import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { assessments, dances, students } from "@/lib/db/schema";
import { addDays, instantToLocal } from "@/lib/dates/wall-time";
import { findTrackedStudent } from "./access";
import { readActivity, type Attendance } from "./activity";
import { PASSING_RESULTS, type DanceStyle, type LevelKey } from "./levels";
import { visibleStudentsFilter } from "@/lib/access/students";

/** "Lately" for the instructor's list: practice logged before but not in 14 days; no lesson attended in 30. */
export const QUIET_PRACTICE_DAYS = 14;
export const QUIET_LESSON_DAYS = 30;
/** Level changes shown: passes in the last 60 days. */
const RECENT_PASS_DAYS = 60;

export type StudentOverview = {
  id: string;
  name: string;
  lastPracticeOn: string | null;
  lastLessonOn: string | null;
  recentPasses: { dance: string; style: DanceStyle; level: LevelKey; date: string }[];
  notPractised: boolean;
  notAttended: boolean;
};

/**
 * The instructor's students (an owner's: every active student) with their level changes of the
 * last 60 days, and who has not practised or attended lately, so the teacher knows whom to nudge.
 */
export async function listStudentsProgress(db: Db, session: Session, now = new Date()) {
  // The session's query already read the studio's time zone.
  const today = instantToLocal(now, session.studioTimeZone).date;
  const taught = visibleStudentsFilter(session) ?? sql`true`;
  const rows = await db
    .select({
      id: students.id,
      name: students.name,
      // Raw names: drizzle leaves columns unqualified in a one-table select, and these are correlated.
      lastPracticeOn: sql<string | null>`(select max(p.date)::text from practice_logs p
        where p.studio_id = "students"."studio_id" and p.student_id = "students"."id")`,
      lastLessonAt: sql<string | null>`(select max(e.starts_at)::text from bookings b inner join events e on e.id = b.event_id
        where b.studio_id = "students"."studio_id" and b.student_id = "students"."id" and b.status = 'attended')`,
    })
    .from(students)
    .where(and(eq(students.studioId, session.studioId), eq(students.active, true), taught))
    .orderBy(asc(students.name))
    .limit(500);
  const ids = rows.map((row) => row.id);
  const passes =
    ids.length === 0
      ? []
      : await db
          .select({
            studentId: assessments.studentId,
            dance: dances.name,
            style: dances.style,
            level: assessments.level,
            date: assessments.date,
          })
          .from(assessments)
          .innerJoin(dances, eq(dances.id, assessments.danceId))
          .where(
            and(
              eq(assessments.studioId, session.studioId),
              inArray(assessments.studentId, ids),
              inArray(assessments.result, [...PASSING_RESULTS]),
              gte(assessments.date, addDays(today, -RECENT_PASS_DAYS)),
            ),
          )
          .orderBy(desc(assessments.date));
  const overview: StudentOverview[] = rows.map((row) => {
    const lastLessonOn = row.lastLessonAt ? instantToLocal(new Date(row.lastLessonAt), session.studioTimeZone).date : null;
    return {
      id: row.id,
      name: row.name,
      lastPracticeOn: row.lastPracticeOn,
      lastLessonOn,
      recentPasses: passes.filter((pass) => pass.studentId === row.id).map(({ studentId: _id, ...pass }) => pass),
      // Someone who never logs practice isn't news; someone who stopped is.
      notPractised: row.lastPracticeOn !== null && row.lastPracticeOn < addDays(today, -QUIET_PRACTICE_DAYS),
      notAttended: !lastLessonOn || lastLessonOn < addDays(today, -QUIET_LESSON_DAYS),
    };
  });
  return { today, students: overview };
}

/** Attendance only (every plan): attended ÷ booked over 90 days, no-shows and late cancels. */
export async function getStudentAttendance(
  db: Db,
  session: Session,
  studentId: string,
  now = new Date(),
): Promise<{ studentId: string; attendance: Attendance }> {
  const student = await findTrackedStudent(db, session, studentId, now);
  const activity = await readActivity(
    db,
    {
      studioId: session.studioId,
      studentId: student.id,
      timeZone: student.timeZone,
      weekStart: student.weekStart,
      today: student.today,
      now,
    },
    { practice: false },
  );
  return { studentId: student.id, attendance: activity.attendance };
}
