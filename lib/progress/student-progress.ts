import "server-only";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { findTrackedStudent } from "./access";
import { activityFrom, readActivity, type Attendance, type WeekHours } from "./activity";
import { goalProgress, type GoalView } from "./goal-progress";
import { MEDALS, medalOf, type AssessmentResult, type DanceStyle, type FigureStatus, type LevelKey, type Medal } from "./levels";
import type { PracticeEntry } from "./practice";
import { readProgressRecord } from "./progress-queries";
import { levelFromAssessments } from "./student-levels";
import { requireOwnStudentId } from "@/lib/access/rules";

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
    result: AssessmentResult;
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

/** The signed-in student's own progress (GET /api/me/progress). */
export async function getOwnProgress(db: Db, session: Session, now = new Date()): Promise<StudentProgress> {
  return getStudentProgress(db, session, requireOwnStudentId(session), now);
}

/**
 * Everything the Progress screen shows for one student, each part its own bounded query: levels
 * per dance (from the assessments), figure marks, attendance and weekly hours (from bookings and
 * the practice log), goals against progress, the check-out history, notes and recent practice.
 */
export async function getStudentProgress(db: Db, session: Session, studentId: string, now = new Date()): Promise<StudentProgress> {
  const student = await findTrackedStudent(db, session, studentId, now);
  const clock = {
    studioId: session.studioId,
    studentId: student.id,
    timeZone: student.timeZone,
    weekStart: student.weekStart,
    today: student.today,
    now,
  };
  const record = await readProgressRecord(db, clock);
  const activity = activityFrom(record.activity, clock) ?? (await readActivity(db, clock, { practice: true, allWeeks: true }));
  const dances = new Map(record.dances.map((dance) => [dance.id, dance]));
  const danceOf = (danceId: string) => dances.get(danceId) ?? { id: danceId, name: "", style: "club" as const, position: 0 };
  const assessed = record.assessments.map(({ recordedBy, ...row }) => ({
    ...row,
    dance: danceOf(row.danceId).name,
    style: danceOf(row.danceId).style,
    recordedBy,
  }));
  const levels = buildLevels(
    assessed.map((row) => ({ ...row, dancePosition: danceOf(row.danceId).position })),
    record.marks.flatMap(({ mark, figure }) => {
      if (!figure) return [];
      const dance = danceOf(figure.danceId);
      return [
        {
          danceId: dance.id,
          dance: dance.name,
          style: dance.style,
          dancePosition: dance.position,
          level: figure.level,
          active: figure.active,
          status: mark.status,
        },
      ];
    }),
    record.syllabus,
  );
  return {
    studentId: student.id,
    student: { id: student.id, name: student.name },
    today: student.today,
    levels,
    figures: record.marks.map(({ mark }) => mark),
    attendance: activity.attendance,
    hours: activity.hours,
    streak: activity.streak,
    goals: record.goals.map((goal) => goalProgress(goal, levels, activity.hours, student.today)),
    assessments: assessed,
    notes: record.notes,
    practice: record.practice,
  };
}

type DanceRef = { danceId: string; dance: string; style: DanceStyle; dancePosition: number };
type History = (DanceRef & { level: LevelKey; result: AssessmentResult; date: string })[];
type Marks = (DanceRef & { level: LevelKey; active: boolean; status: FigureStatus })[];

/** One entry per dance the student has a check-out or a figure in, in the syllabus's order. */
function buildLevels(history: History, marks: Marks, syllabus: { danceId: string; level: LevelKey; count: number }[]): DanceLevel[] {
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
        total: syllabus
          .filter((row) => row.danceId === danceId && medalOf(row.level) === medal)
          .reduce((total, row) => total + row.count, 0),
      })).filter((count) => count.total > 0);
      return { danceId, dance, style, level, since, figureCounts };
    });
}
