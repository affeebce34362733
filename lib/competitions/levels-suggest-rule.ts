import { defaultLevelName, levelOrder, nextLevel, type LevelKey } from "@/lib/progress/levels";

// The rule alone (no database): the entry form shows the same suggestion and warning as it is filled.

/**
 * The level progress suggests for an entry: the highest the student holds in its dances (a student
 * doesn't dance below a level they passed).
 */
export function suggestLevel(levels: ReadonlyMap<string, LevelKey> | undefined, danceIds: string[]): LevelKey {
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
