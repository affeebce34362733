import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { assessments } from "@/lib/db/schema";
import { isPassing, levelOrder, type AssessmentResult, type LevelKey } from "./levels";

type Assessed = { level: LevelKey; result: AssessmentResult; date: string };

/**
 * A student's level in one dance: the highest level passed (with or without honours), since the first day it was passed.
 * Derived from the assessments alone (nothing else stores a level), so it can only change through a
 * recorded check-out or medal test, and a retry or a later pass at a lower level never moves it down.
 */
export function levelFromAssessments(rows: readonly Assessed[]): { level: LevelKey; since: string | null } {
  let best: { level: LevelKey; since: string | null } = { level: "newcomer", since: null };
  for (const row of rows) {
    if (!isPassing(row.result)) continue;
    const higher = levelOrder(row.level) > levelOrder(best.level);
    const sameEarlier = row.level === best.level && best.since !== null && row.date < best.since;
    if (higher || sameEarlier) best = { level: row.level, since: row.date };
  }
  return best;
}

export async function readDanceLevel(db: Db, studioId: string, studentId: string, danceId: string) {
  const rows = await db
    .select({ level: assessments.level, result: assessments.result, date: assessments.date })
    .from(assessments)
    .where(and(eq(assessments.studioId, studioId), eq(assessments.studentId, studentId), eq(assessments.danceId, danceId)));
  return levelFromAssessments(rows);
}
