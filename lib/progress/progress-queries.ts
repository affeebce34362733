import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
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
import type { PracticeEntry } from "./practice";

/**
 * The reads behind a student's progress. Each is one index range scan with no per-row lookups
 * (a student with years of history has hundreds of marks and check-outs): names of dances,
 * figures and people are read once per studio or per id list and joined in memory.
 */

type Student = { studioId: string; studentId: string };

const RECENT_NOTES = 20;
const RECENT_PRACTICE = 10;

/** The studio's dances and figures (a few hundred rows, one scan each). */
export async function readSyllabusIndex(db: Db, studioId: string) {
  const [danceRows, figureRows] = await Promise.all([
    db
      .select({ id: dances.id, name: dances.name, style: dances.style, position: dances.position })
      .from(dances)
      .where(eq(dances.studioId, studioId)),
    db
      .select({ id: figures.id, danceId: figures.danceId, level: figures.level, active: figures.active })
      .from(figures)
      .where(eq(figures.studioId, studioId)),
  ]);
  return { dances: new Map(danceRows.map((row) => [row.id, row])), figures: new Map(figureRows.map((row) => [row.id, row])), figureRows };
}

export function readAssessments(db: Db, { studioId, studentId }: Student) {
  return db
    .select({
      id: assessments.id,
      danceId: assessments.danceId,
      level: assessments.level,
      result: assessments.result,
      kind: assessments.kind,
      date: assessments.date,
      marks: assessments.marks,
      notes: assessments.notes,
      examiner: assessments.examiner,
      recordedById: assessments.recordedBy,
      videoUrl: assessments.videoUrl,
    })
    .from(assessments)
    .where(and(eq(assessments.studioId, studioId), eq(assessments.studentId, studentId)))
    .orderBy(desc(assessments.date), desc(assessments.createdAt));
}

export function readFigureMarks(db: Db, { studioId, studentId }: Student) {
  return db
    .select({
      figureId: studentFigures.figureId,
      status: studentFigures.status,
      checkedAt: studentFigures.checkedAt,
      checkedById: studentFigures.checkedBy,
    })
    .from(studentFigures)
    .where(and(eq(studentFigures.studioId, studioId), eq(studentFigures.studentId, studentId)));
}

export function readGoals(db: Db, { studioId, studentId }: Student) {
  return db
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
    .where(and(eq(goals.studioId, studioId), eq(goals.studentId, studentId)))
    .groupBy(goals.id)
    .orderBy(goals.targetDate);
}

export async function readNotes(db: Db, { studioId, studentId }: Student) {
  const rows = await db
    .select({
      id: progressNotes.id,
      body: progressNotes.body,
      videoUrl: progressNotes.videoUrl,
      author: users.name,
      createdAt: progressNotes.createdAt,
    })
    .from(progressNotes)
    .leftJoin(users, eq(users.id, progressNotes.authorId))
    .where(and(eq(progressNotes.studioId, studioId), eq(progressNotes.studentId, studentId)))
    .orderBy(desc(progressNotes.createdAt))
    .limit(RECENT_NOTES);
  return rows.map((note) => ({ ...note, createdAt: note.createdAt.toISOString() }));
}

/** The latest entries, then their dances (for those ten only, not for the whole log). */
export async function readRecentPractice(db: Db, { studioId, studentId }: Student): Promise<PracticeEntry[]> {
  const rows = await db
    .select({
      id: practiceLogs.id,
      date: practiceLogs.date,
      minutes: practiceLogs.minutes,
      withPartner: practiceLogs.withPartner,
      note: practiceLogs.note,
    })
    .from(practiceLogs)
    .where(and(eq(practiceLogs.studioId, studioId), eq(practiceLogs.studentId, studentId)))
    .orderBy(desc(practiceLogs.date), desc(practiceLogs.createdAt))
    .limit(RECENT_PRACTICE);
  const links =
    rows.length === 0
      ? []
      : await db
          .select({ practiceLogId: practiceLogDances.practiceLogId, danceId: practiceLogDances.danceId })
          .from(practiceLogDances)
          .where(
            and(
              eq(practiceLogDances.studioId, studioId),
              inArray(
                practiceLogDances.practiceLogId,
                rows.map((row) => row.id),
              ),
            ),
          );
  return rows.map((row) => ({ ...row, danceIds: links.filter((link) => link.practiceLogId === row.id).map((link) => link.danceId) }));
}

/** People's names for a handful of ids (who checked a figure, who recorded a check-out). */
export async function readUserNames(db: Db, ids: Iterable<string | null>): Promise<Map<string, string>> {
  const unique = [...new Set([...ids].filter((id): id is string => id !== null))];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
}
