import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { dances, figures, studios } from "@/lib/db/schema";
import { danceLabel, type DanceStyle, type LevelKey } from "./levels";
import type { TDanceInput, TDancePatch } from "./schemas";
import { spreadOverMedal, STARTER_DANCES } from "./starter-syllabus";

export type Dance = { id: string; name: string; style: DanceStyle; topLevel: LevelKey; position: number; active: boolean };

const DANCE_COLUMNS = {
  id: dances.id,
  name: dances.name,
  style: dances.style,
  topLevel: dances.topLevel,
  position: dances.position,
  active: dances.active,
};

/**
 * Copies the starter syllabus into a studio the first time it is needed (lazily, on first read):
 * a studio that never uses progress tracking carries none of it. Dances are never deleted (only
 * taken out of use), so "no dances" means "never copied". The studio row's lock makes two first
 * reads at once copy it once.
 */
export async function ensureSyllabus(db: Db, studioId: string): Promise<void> {
  const [any] = await db.select({ id: dances.id }).from(dances).where(eq(dances.studioId, studioId)).limit(1);
  if (any) return;
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.select({ id: studios.id }).from(studios).where(eq(studios.id, studioId)).for("update");
    const [copied] = await tx.select({ id: dances.id }).from(dances).where(eq(dances.studioId, studioId)).limit(1);
    if (copied) return;
    const rows = await tx
      .insert(dances)
      .values(STARTER_DANCES.map((dance, position) => ({ studioId, name: dance.name, style: dance.style, position })))
      .returning({ id: dances.id });
    const figureRows = STARTER_DANCES.flatMap((dance, index) =>
      [...spreadOverMedal(dance.bronze ?? [], "bronze"), ...spreadOverMedal(dance.silver ?? [], "silver")].map((figure, position) => ({
        studioId,
        danceId: rows[index].id,
        ...figure,
        position,
      })),
    );
    if (figureRows.length > 0) await tx.insert(figures).values(figureRows);
  });
}

/** The studio's dances in the order it teaches them (the starter syllabus copied on first use). */
export async function listDances(db: Db, session: Session): Promise<Dance[]> {
  await ensureSyllabus(db, session.studioId);
  return db.select(DANCE_COLUMNS).from(dances).where(eq(dances.studioId, session.studioId)).orderBy(asc(dances.position), asc(dances.name));
}

export async function findDance(db: Db, studioId: string, danceId: string, field?: string): Promise<Dance> {
  const [dance] = await db
    .select(DANCE_COLUMNS)
    .from(dances)
    .where(and(eq(dances.studioId, studioId), eq(dances.id, danceId)))
    .limit(1);
  if (!dance) {
    const message = "That dance isn't in your studio's syllabus.";
    throw new AppError("not_found", message, field ? { fields: { [field]: message } } : {});
  }
  return dance;
}

async function assertNameFree(db: Db, studioId: string, style: DanceStyle, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: dances.id })
    .from(dances)
    .where(and(eq(dances.studioId, studioId), eq(dances.style, style), eq(dances.name, name)))
    .limit(1);
  if (taken && taken.id !== exceptId) {
    const message = `${danceLabel({ name, style })} is already in your syllabus.`;
    throw new AppError("conflict", message, { fields: { name: message } });
  }
}

/** A dance of the studio's own (owners), after the starter ones. */
export async function createDance(db: Db, session: Session, input: TDanceInput): Promise<Dance> {
  await ensureSyllabus(db, session.studioId);
  await assertNameFree(db, session.studioId, input.style, input.name);
  const existing = await db.select({ position: dances.position }).from(dances).where(eq(dances.studioId, session.studioId));
  const position = Math.max(-1, ...existing.map((row) => row.position)) + 1;
  const [dance] = await db
    .insert(dances)
    .values({ studioId: session.studioId, ...input, position })
    .returning(DANCE_COLUMNS);
  return dance;
}

/** Rename, reorder, set the top level, or take a dance out of use (its history stays). */
export async function updateDance(db: Db, session: Session, danceId: string, patch: TDancePatch): Promise<Dance> {
  const dance = await findDance(db, session.studioId, danceId);
  if (patch.name && patch.name !== dance.name) await assertNameFree(db, session.studioId, dance.style, patch.name, dance.id);
  if (Object.keys(patch).length === 0) return dance;
  const [updated] = await db
    .update(dances)
    .set(patch)
    .where(and(eq(dances.studioId, session.studioId), eq(dances.id, danceId)))
    .returning(DANCE_COLUMNS);
  return updated;
}
