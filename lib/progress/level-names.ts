import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { levelNames } from "@/lib/db/schema";
import { defaultLevelName, LEVEL_KEYS, type LevelKey } from "./levels";
import type { TLevelNames } from "./schemas";

export type Level = { key: LevelKey; name: string; order: number };

/** The ladder in its fixed order, with the studio's display names (defaults where it kept them). */
export async function listLevels(db: Db, session: Session): Promise<Level[]> {
  const renamed = await db
    .select({ level: levelNames.level, name: levelNames.name })
    .from(levelNames)
    .where(eq(levelNames.studioId, session.studioId));
  const names = new Map(renamed.map((row) => [row.level, row.name]));
  return LEVEL_KEYS.map((key, order) => ({ key, name: names.get(key) ?? defaultLevelName(key), order }));
}

/** Renames levels (owners); an empty name goes back to the default. Keys and order never change. */
export async function renameLevels(db: Db, session: Session, input: TLevelNames): Promise<Level[]> {
  const named = input.levels.filter((level) => level.name && level.name !== defaultLevelName(level.key));
  const reset = input.levels.filter((level) => !named.includes(level)).map((level) => level.key);
  await db.transaction(async (tx) => {
    if (reset.length > 0)
      await tx.delete(levelNames).where(and(eq(levelNames.studioId, session.studioId), inArray(levelNames.level, reset)));
    for (const level of named) {
      await tx
        .insert(levelNames)
        .values({ studioId: session.studioId, level: level.key, name: level.name! })
        .onConflictDoUpdate({ target: [levelNames.studioId, levelNames.level], set: { name: level.name! } });
    }
  });
  return listLevels(db, session);
}
