import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { preparedRows } from "@/lib/db/prepared-rows";
import {
  assessments,
  dances,
  figures,
  goalDances,
  goals,
  practiceLogDances,
  practiceLogs,
  progressNotes,
  studentFigures,
  users,
} from "@/lib/db/schema";
import { activitySql, type ActivityJson, type Clock } from "./activity";
import type { AssessmentResult, DanceStyle, FigureStatus, LevelKey } from "./levels";
import type { PracticeEntry } from "./practice";

/**
 * Everything a student's progress reads, in one statement that answers one JSON value: PGlite
 * runs queries one after another and pays for every row it hands over, so each part is built
 * into compact arrays in the database (names joined there, the syllabus counted there) and the
 * whole answer crosses over once. Each part is still one index range scan of the student's rows.
 */

const RECENT_NOTES = 20;
const RECENT_PRACTICE = 10;

type Raw = {
  dances: [string, string, DanceStyle, number][] | null;
  /** Active figures per dance and level: [danceId, level, count]. */
  syllabus: [string, LevelKey, number][] | null;
  assessments:
    | [
        string,
        string,
        LevelKey,
        AssessmentResult,
        "check-out" | "medal-test",
        string,
        string | null,
        string | null,
        string | null,
        string | null,
        string | null,
      ][]
    | null;
  /** [figureId, status, checkedAt, checkedBy, danceId, level, active]; the figure's fields are null for none of the studio's. */
  marks: [string, FigureStatus, string | null, string | null, string | null, LevelKey | null, boolean | null][] | null;
  goals: [string, string, "level" | "practice" | "other", LevelKey | null, number | null, string, string | null, string[]][] | null;
  notes: [string, string, string | null, string | null, string][] | null;
  practice: [string, string, number, boolean, string | null, string[]][] | null;
  activity: ActivityJson;
};

export async function readProgressRecord(db: Db, clock: Clock) {
  const { studioId, studentId } = clock;
  const [row] = await preparedRows<{ record: Raw }>(
    db,
    "student_progress",
    sql`select json_build_object(
    'dances', (select json_agg(json_build_array(${dances.id}, ${dances.name}, ${dances.style}, ${dances.position}))
      from ${dances} where ${dances.studioId} = ${studioId}),
    'syllabus', (select json_agg(json_build_array(dance_id, level, figures)) from (
      select ${figures.danceId} as dance_id, ${figures.level} as level, count(*)::int as figures from ${figures}
      where ${figures.studioId} = ${studioId} and ${figures.active} group by 1, 2) as counted),
    'assessments', (select json_agg(json_build_array(a.id, a.dance_id, a.level, a.result, a.kind, a.date, a.marks, a.notes,
        a.examiner, u.name, a.video_url) order by a.date desc, a.created_at desc)
      from ${assessments} a left join ${users} u on u.id = a.recorded_by
      where a.studio_id = ${studioId} and a.student_id = ${studentId}),
    'marks', (select json_agg(json_build_array(m.figure_id, m.status, m.checked_at, u.name, f.dance_id, f.level, f.active))
      from ${studentFigures} m
      left join ${figures} f on f.id = m.figure_id and f.studio_id = ${studioId}
      left join ${users} u on u.id = m.checked_by
      where m.studio_id = ${studioId} and m.student_id = ${studentId}),
    'goals', (select json_agg(json_build_array(g.id, g.title, g.kind, g.level, g.weekly_minutes, g.target_date, g.achieved_at,
        (select coalesce(array_agg(${goalDances.danceId}::text), '{}') from ${goalDances} where ${goalDances.goalId} = g.id))
        order by g.target_date)
      from ${goals} g where g.studio_id = ${studioId} and g.student_id = ${studentId}),
    'notes', (select json_agg(json_build_array(n.id, n.body, n.video_url, u.name,
        to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by n.created_at desc)
      from (select * from ${progressNotes} where ${progressNotes.studioId} = ${studioId} and ${progressNotes.studentId} = ${studentId}
        order by ${progressNotes.createdAt} desc limit ${RECENT_NOTES}) as n
      left join ${users} u on u.id = n.author_id),
    'practice', (select json_agg(json_build_array(p.id, p.date, p.minutes, p.with_partner, p.note,
        (select coalesce(array_agg(${practiceLogDances.danceId}::text), '{}') from ${practiceLogDances}
          where ${practiceLogDances.studioId} = ${studioId} and ${practiceLogDances.practiceLogId} = p.id))
        order by p.date desc, p.created_at desc)
      from (select * from ${practiceLogs} where ${practiceLogs.studioId} = ${studioId} and ${practiceLogs.studentId} = ${studentId}
        order by ${practiceLogs.date} desc, ${practiceLogs.createdAt} desc limit ${RECENT_PRACTICE}) as p),
    'activity', ${activitySql(clock)}) as record`,
  );
  const raw = row.record;
  return {
    dances: (raw.dances ?? []).map(([id, name, style, position]) => ({ id, name, style, position })),
    syllabus: (raw.syllabus ?? []).map(([danceId, level, count]) => ({ danceId, level, count })),
    assessments: (raw.assessments ?? []).map(([id, danceId, level, result, kind, date, marks, notes, examiner, recordedBy, videoUrl]) => ({
      id,
      danceId,
      level,
      result,
      kind,
      date,
      marks,
      notes,
      examiner,
      recordedBy,
      videoUrl,
    })),
    marks: (raw.marks ?? []).map(([figureId, status, checkedAt, checkedBy, danceId, level, active]) => ({
      mark: { figureId, status, checkedAt, checkedBy },
      figure: danceId !== null && level !== null ? { danceId, level, active: active === true } : null,
    })),
    goals: (raw.goals ?? []).map(([id, title, kind, level, weeklyMinutes, targetDate, achievedAt, danceIds]) => ({
      id,
      title,
      kind,
      level,
      weeklyMinutes,
      targetDate,
      achievedAt,
      danceIds,
    })),
    notes: (raw.notes ?? []).map(([id, body, videoUrl, author, createdAt]) => ({ id, body, videoUrl, author, createdAt })),
    practice: (raw.practice ?? []).map(([id, date, minutes, withPartner, note, danceIds]): PracticeEntry => ({
      id,
      date,
      minutes,
      withPartner,
      note,
      danceIds,
    })),
    activity: raw.activity,
  };
}
