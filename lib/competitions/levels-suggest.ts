import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import { assessments } from "@/lib/db/schema";
import type { LevelKey } from "@/lib/progress/levels";
import { levelFromAssessments } from "@/lib/progress/student-levels";

export { levelWarning, suggestLevel } from "./levels-suggest-rule";

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
