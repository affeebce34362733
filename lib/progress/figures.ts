import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import { assertFeature } from "@/lib/billing/plan-required";
import { cheapestPlanWith } from "@/lib/billing/plans";
import type { Db } from "@/lib/db/client";
import { figures, type FigureVideo } from "@/lib/db/schema";
import { findDance, type Dance } from "./dances";
import { defaultLevelName, danceLabel, levelOrder, type LevelKey } from "./levels";
import type { TFigureInput, TFigurePatch } from "./schemas";

export type Figure = {
  id: string;
  danceId: string;
  level: LevelKey;
  name: string;
  position: number;
  active: boolean;
  videos: FigureVideo[];
};

const FIGURE_COLUMNS = {
  id: figures.id,
  danceId: figures.danceId,
  level: figures.level,
  name: figures.name,
  position: figures.position,
  active: figures.active,
  videos: figures.videos,
};

/** Demonstration videos are part of video lessons (Pro); an empty list (taking them off) is always allowed. */
function assertVideosAllowed(session: Session, videos: FigureVideo[] | undefined): void {
  if (!videos?.length) return;
  const plan = cheapestPlanWith("video_lessons")?.name ?? "Pro";
  assertFeature(session.studioPlan, "video_lessons", `Figure videos are part of video lessons, available on the ${plan} plan.`);
}

/** A dance's figures, level by level up the ladder, in teaching order within each level. */
export async function listFigures(db: Db, session: Session, danceId: string): Promise<{ dance: Dance; figures: Figure[] }> {
  const dance = await findDance(db, session.studioId, danceId);
  const rows = await db
    .select(FIGURE_COLUMNS)
    .from(figures)
    .where(and(eq(figures.studioId, session.studioId), eq(figures.danceId, danceId)))
    .orderBy(asc(figures.position), asc(figures.name));
  return { dance, figures: rows.sort((a, b) => levelOrder(a.level) - levelOrder(b.level) || a.position - b.position) };
}

function assertLevelTaught(dance: Dance, level: LevelKey): void {
  if (levelOrder(level) > levelOrder(dance.topLevel)) {
    const message = `${danceLabel(dance)} is taught up to ${defaultLevelName(dance.topLevel)}.`;
    throw new AppError("validation", message, { fields: { level: message } });
  }
}

async function assertNameFree(db: Db, studioId: string, dance: Dance, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: figures.id })
    .from(figures)
    .where(and(eq(figures.studioId, studioId), eq(figures.danceId, dance.id), eq(figures.name, name)))
    .limit(1);
  if (taken && taken.id !== exceptId) {
    const message = `${danceLabel(dance)} already has a figure called ${name}.`;
    throw new AppError("conflict", message, { fields: { name: message } });
  }
}

export async function createFigure(db: Db, session: Session, input: TFigureInput): Promise<Figure> {
  assertVideosAllowed(session, input.videos);
  const dance = await findDance(db, session.studioId, input.danceId, "danceId");
  assertLevelTaught(dance, input.level);
  await assertNameFree(db, session.studioId, dance, input.name);
  const position =
    input.position ??
    (
      await db
        .select({ position: figures.position })
        .from(figures)
        .where(and(eq(figures.studioId, session.studioId), eq(figures.danceId, dance.id)))
    ).reduce((top, row) => Math.max(top, row.position + 1), 0);
  const [figure] = await db
    .insert(figures)
    .values({ studioId: session.studioId, ...input, position })
    .returning(FIGURE_COLUMNS);
  return figure;
}

/** Rename, move to another level, reorder, or take out of use (students' marks stay). */
export async function updateFigure(db: Db, session: Session, figureId: string, patch: TFigurePatch): Promise<Figure> {
  const [figure] = await db
    .select(FIGURE_COLUMNS)
    .from(figures)
    .where(and(eq(figures.studioId, session.studioId), eq(figures.id, figureId)))
    .limit(1);
  if (!figure) throw new AppError("not_found", "Figure not found.");
  assertVideosAllowed(session, patch.videos);
  const dance = await findDance(db, session.studioId, figure.danceId);
  if (patch.level) assertLevelTaught(dance, patch.level);
  if (patch.name && patch.name !== figure.name) await assertNameFree(db, session.studioId, dance, patch.name, figure.id);
  if (Object.keys(patch).length === 0) return figure;
  const [updated] = await db
    .update(figures)
    .set(patch)
    .where(and(eq(figures.studioId, session.studioId), eq(figures.id, figureId)))
    .returning(FIGURE_COLUMNS);
  return updated;
}
