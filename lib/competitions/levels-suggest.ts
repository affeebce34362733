import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import { assessments } from "@/lib/db/schema";
import { defaultLevelName, levelOrder, nextLevel, type LevelKey } from "@/lib/progress/levels";
import { levelFromAssessments } from "@/lib/progress/student-levels";

/** studentId → danceId → the level progress holds (the highest passed; newcomer when nothing is). */
export type StudentDanceLevels = Map<string, Map<string, LevelKey>>;

/** Each student's level per dance, from their assessments (the one definition progress uses). */
export async function readStudentLevels(db: Db | Tx, studioId: string, studentIds: string[]): Promise<StudentDanceLevels> {
  const levels: StudentDanceLevels = new Map();
  if (!studentIds.length) return levels;
  const rows = await db
    .select({
      studentId: assessments.studentId,
      danceId: assessments.danceId,
      level: assessments.level,
      result: assessments.result,
      date: assessments.date,
    })
    .from(assessments)
    .where(and(eq(assessments.studioId, studioId), inArray(assessments.studentId, [...new Set(studentIds)])));
  const grouped = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.studentId} ${row.danceId}`;
    grouped.set(key, [...(grouped.get(key) ?? []), row]);
  }
  for (const [key, assessed] of grouped) {
    const [studentId, danceId] = key.split(" ");
    const perDance = levels.get(studentId) ?? new Map<string, LevelKey>();
    perDance.set(danceId, levelFromAssessments(assessed).level);
    levels.set(studentId, perDance);
  }
  return levels;
}

/**
 * The level progress suggests for an entry: the highest the student holds in its dances (a student
 * doesn't dance below a level they passed).
 */
export function suggestLevel(levels: Map<string, LevelKey> | undefined, danceIds: string[]): LevelKey {
  let best: LevelKey = "newcomer";
  for (const danceId of danceIds) {
    const level = levels?.get(danceId) ?? "newcomer";
    if (levelOrder(level) > levelOrder(best)) best = level;
  }
  return best;
}

/**
 * A warning when an entry's level doesn't fit what progress says: below the level held, or more than
 * one step above it (the level being worked toward is fine). Null when it fits.
 */
export function levelWarning(studentName: string, entered: LevelKey, suggested: LevelKey, name = defaultLevelName): string | null {
  if (levelOrder(entered) < levelOrder(suggested))
    return `${studentName} has passed ${name(suggested)} in these dances: ${name(entered)} is below their level.`;
  const next = nextLevel(suggested);
  if (next && levelOrder(entered) > levelOrder(next))
    return `${studentName}'s level in these dances is ${name(suggested)}: ${name(entered)} is more than one level above it.`;
  return null;
}
