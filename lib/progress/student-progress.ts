import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { assessments, dances, figures, goalDances, goals, practiceLogs, progressNotes, studentFigures, users } from "@/lib/db/schema";
import { findTrackedStudent, requireOwnStudent } from "./access";
import { readActivity, type Attendance, type WeekHours } from "./activity";
import { goalProgress, type GoalView } from "./goal-progress";
import { MEDALS, medalOf, type DanceStyle, type FigureStatus, type LevelKey, type Medal } from "./levels";
import type { PracticeEntry } from "./practice";
import { levelFromAssessments } from "./student-levels";

export type DanceLevel = {
  danceId: string;
  dance: string;
  style: DanceStyle;
  level: LevelKey;
  since: string | null;
  /** Figures checked off of the dance's active figures, per medal ("14/22 Bronze"). */
  figureCounts: { medal: Medal; checked: number; total: number }[];
};

export type StudentProgress = {
  studentId: string;
  student: { id: string; name: string };
  today: string;
  levels: DanceLevel[];
  figures: {
    figureId: string;
    danceId: string;
    level: LevelKey;
    status: FigureStatus;
    checkedAt: string | null;
    checkedBy: string | null;
  }[];
  attendance: Attendance;
  hours: WeekHours[];
  streak: { weeks: number; capped: boolean };
  goals: GoalView[];
  assessments: {
    id: string;
    danceId: string;
    dance: string;
    style: DanceStyle;
    level: LevelKey;
    result: "pass" | "retry";
    kind: "check-out" | "medal-test";
    date: string;
    marks: string | null;
    notes: string | null;
    examiner: string | null;
    recordedBy: string | null;
    videoUrl: string | null;
  }[];
  notes: { id: string; body: string; videoUrl: string | null; author: string | null; createdAt: string }[];
  practice: PracticeEntry[];
};

const RECENT_NOTES = 20;
const RECENT_PRACTICE = 10;

/** The signed-in student's own progress (GET /api/me/progress). */
export async function getOwnProgress(db: Db, session: Session, now = new Date()): Promise<StudentProgress> {
  return getStudentProgress(db, session, requireOwnStudent(session), now);
}

/**
 * Everything the Progress screen shows for one student, each part its own bounded query: levels
 * per dance (from the assessments), figure marks, attendance and weekly hours (from bookings and
 * the practice log), goals against progress, the check-out history, notes and recent practice.
 */
export async function getStudentProgress(db: Db, session: Session, studentId: string, now = new Date()): Promise<StudentProgress> {
  const student = await findTrackedStudent(db, session, studentId, now);
  const mine = { studioId: session.studioId, studentId: student.id };
  const [history, marks, totals, activity, goalRows, notes, practice] = await Promise.all([
    db
      .select({
        id: assessments.id,
        danceId: assessments.danceId,
        dance: dances.name,
        style: dances.style,
        dancePosition: dances.position,
        level: assessments.level,
        result: assessments.result,
        kind: assessments.kind,
        date: assessments.date,
        marks: assessments.marks,
        notes: assessments.notes,
        examiner: assessments.examiner,
        recordedBy: users.name,
        videoUrl: assessments.videoUrl,
      })
      .from(assessments)
      .innerJoin(dances, eq(dances.id, assessments.danceId))
      .leftJoin(users, eq(users.id, assessments.recordedBy))
      .where(and(eq(assessments.studioId, mine.studioId), eq(assessments.studentId, mine.studentId)))
      .orderBy(desc(assessments.date), desc(assessments.createdAt)),
    db
      .select({
        figureId: studentFigures.figureId,
        danceId: figures.danceId,
        dance: dances.name,
        style: dances.style,
        dancePosition: dances.position,
        level: figures.level,
        active: figures.active,
        status: studentFigures.status,
        checkedAt: studentFigures.checkedAt,
        checkedBy: users.name,
      })
      .from(studentFigures)
      .innerJoin(figures, eq(figures.id, studentFigures.figureId))
      .innerJoin(dances, eq(dances.id, figures.danceId))
      .leftJoin(users, eq(users.id, studentFigures.checkedBy))
      .where(and(eq(studentFigures.studioId, mine.studioId), eq(studentFigures.studentId, mine.studentId))),
    db
      .select({ danceId: figures.danceId, level: figures.level, total: sql<number>`count(*)::int` })
      .from(figures)
      .where(and(eq(figures.studioId, mine.studioId), eq(figures.active, true)))
      .groupBy(figures.danceId, figures.level),
    readActivity(db, { ...mine, timeZone: student.timeZone, weekStart: student.weekStart, today: student.today, now }),
    db
      .select({
        id: goals.id,
        title: goals.title,
        kind: goals.kind,
        level: goals.level,
        weeklyMinutes: goals.weeklyMinutes,
        targetDate: goals.targetDate,
        achievedAt: goals.achievedAt,
        danceIds: sql<string[]>`coalesce(array_agg(${goalDances.danceId}::text) filter (where ${goalDances.danceId} is not null), '{}')`,
      })
      .from(goals)
      .leftJoin(goalDances, eq(goalDances.goalId, goals.id))
      .where(and(eq(goals.studioId, mine.studioId), eq(goals.studentId, mine.studentId)))
      .groupBy(goals.id)
      .orderBy(goals.targetDate),
    db
      .select({
        id: progressNotes.id,
        body: progressNotes.body,
        videoUrl: progressNotes.videoUrl,
        author: users.name,
        createdAt: progressNotes.createdAt,
      })
      .from(progressNotes)
      .leftJoin(users, eq(users.id, progressNotes.authorId))
      .where(and(eq(progressNotes.studioId, mine.studioId), eq(progressNotes.studentId, mine.studentId)))
      .orderBy(desc(progressNotes.createdAt))
      .limit(RECENT_NOTES),
    db
      .select({
        id: practiceLogs.id,
        date: practiceLogs.date,
        minutes: practiceLogs.minutes,
        withPartner: practiceLogs.withPartner,
        note: practiceLogs.note,
        danceIds: sql<string[]>`coalesce((select array_agg(d.dance_id::text) from practice_log_dances d
          where d.practice_log_id = "practice_logs"."id"), '{}')`,
      })
      .from(practiceLogs)
      .where(and(eq(practiceLogs.studioId, mine.studioId), eq(practiceLogs.studentId, mine.studentId)))
      .orderBy(desc(practiceLogs.date), desc(practiceLogs.createdAt))
      .limit(RECENT_PRACTICE),
  ]);

  const levels = buildLevels(history, marks, totals);
  return {
    studentId: student.id,
    student: { id: student.id, name: student.name },
    today: student.today,
    levels,
    figures: marks.map(({ figureId, danceId, level, status, checkedAt, checkedBy }) => ({
      figureId,
      danceId,
      level,
      status,
      checkedAt,
      checkedBy,
    })),
    attendance: activity.attendance,
    hours: activity.hours,
    streak: activity.streak,
    goals: goalRows.map((goal) => goalProgress(goal, levels, activity.hours, student.today)),
    assessments: history.map(({ dancePosition: _position, ...row }) => row),
    notes: notes.map((note) => ({ ...note, createdAt: note.createdAt.toISOString() })),
    practice,
  };
}

type DanceRef = { danceId: string; dance: string; style: DanceStyle; dancePosition: number };
type History = (DanceRef & { level: LevelKey; result: "pass" | "retry"; date: string })[];
type Marks = (DanceRef & { level: LevelKey; active: boolean; status: FigureStatus })[];

/** One entry per dance the student has a check-out or a figure in, in the syllabus's order. */
function buildLevels(history: History, marks: Marks, totals: { danceId: string; level: LevelKey; total: number }[]): DanceLevel[] {
  const dancesSeen = new Map<string, DanceRef>();
  for (const row of [...history, ...marks]) dancesSeen.set(row.danceId, row);
  return [...dancesSeen.values()]
    .sort((a, b) => a.dancePosition - b.dancePosition || a.dance.localeCompare(b.dance))
    .map(({ danceId, dance, style }) => {
      const { level, since } = levelFromAssessments(history.filter((row) => row.danceId === danceId));
      const figureCounts = MEDALS.map((medal) => ({
        medal,
        checked: marks.filter(
          (mark) => mark.danceId === danceId && mark.active && mark.status === "checked" && medalOf(mark.level) === medal,
        ).length,
        total: totals
          .filter((row) => row.danceId === danceId && medalOf(row.level) === medal)
          .reduce((sum, row) => sum + Number(row.total), 0),
      })).filter((count) => count.total > 0);
      return { danceId, dance, style, level, since, figureCounts };
    });
}
