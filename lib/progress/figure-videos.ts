import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { dances, figures, type FigureVideo } from "@/lib/db/schema";
import { levelOrder, medalOf, nextLevel, type DanceStyle, type FigureStatus, type LevelKey } from "./levels";
import type { StudentProgress } from "./student-progress";

/** A figure on the student's checklist that has demonstration videos, with where the student is with it. */
export type ChecklistVideos = {
  figureId: string;
  figure: string;
  danceId: string;
  dance: string;
  style: DanceStyle;
  level: LevelKey;
  /** null: not marked yet (a figure of the medal the student works on next). */
  status: FigureStatus | null;
  videos: FigureVideo[];
};

/**
 * The videos of the figures on a student's checklist: every figure their instructors marked
 * (introduced, learning or checked), and the figures of the medal they work on next in each dance on
 * their ladder — the same medal the checklist opens on. Only figures in use that carry a video.
 * `progress` is the student's progress as its reader may see it (the access check was made there).
 */
export async function listChecklistVideos(db: Db, session: Session, progress: StudentProgress): Promise<ChecklistVideos[]> {
  const rows = await db
    .select({
      figureId: figures.id,
      figure: figures.name,
      danceId: dances.id,
      dance: dances.name,
      style: dances.style,
      level: figures.level,
      position: figures.position,
      videos: figures.videos,
    })
    .from(figures)
    .innerJoin(dances, and(eq(dances.studioId, figures.studioId), eq(dances.id, figures.danceId)))
    .where(and(eq(figures.studioId, session.studioId), eq(figures.active, true), sql`jsonb_array_length(${figures.videos}) > 0`))
    .orderBy(asc(dances.position), asc(dances.name), asc(figures.position));
  const marks = new Map(progress.figures.map((mark) => [mark.figureId, mark.status]));
  const working = new Map(progress.levels.map((row) => [row.danceId, medalOf(nextLevel(row.level) ?? row.level)]));
  // Dance by dance (the syllabus's order), then up the ladder, in teaching order within a level.
  const danceRank = new Map<string, number>();
  for (const row of rows) if (!danceRank.has(row.danceId)) danceRank.set(row.danceId, danceRank.size);
  return rows
    .filter((row) => marks.has(row.figureId) || working.get(row.danceId) === medalOf(row.level))
    .sort(
      (a, b) =>
        danceRank.get(a.danceId)! - danceRank.get(b.danceId)! || levelOrder(a.level) - levelOrder(b.level) || a.position - b.position,
    )
    .map(({ position: _position, ...row }) => ({ ...row, style: row.style as DanceStyle, status: marks.get(row.figureId) ?? null }));
}
