import "server-only";
import fs from "node:fs";
import { listBackups, type BackupEngine, type BackupFile } from "./files";

export type Retention = { daily: number; weekly: number };

const DAY_MS = 86_400_000;

/**
 * Which backups to keep: the newest of each of the last `daily` days that have one, and the newest
 * of each of the last `weekly` weeks (Monday to Sunday) that have one, days and weeks in UTC as the
 * names are. The newest backup is always kept. A backup kept by either rule stays.
 */
export function backupsToKeep(backups: BackupFile[], { daily, weekly }: Retention): Set<string> {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime() || b.name.localeCompare(a.name));
  const keep = new Set<string>(newestFirst.slice(0, 1).map((backup) => backup.name));
  const newestPer = (period: (at: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      const key = period(backup.takenAt);
      if (seen.has(key)) continue;
      if (seen.size >= count) break;
      seen.add(key);
      keep.add(backup.name);
    }
  };
  newestPer(dayOf, daily);
  newestPer(weekOf, weekly);
  return keep;
}

/** Deletes the backups of `engine` in `dir` that the retention doesn't keep (each with its checksum); returns their names. */
export function pruneBackups(dir: string, engine: BackupEngine, retention: Retention): string[] {
  const backups = listBackups(dir, engine);
  const keep = backupsToKeep(backups, retention);
  const removed = backups.filter((backup) => !keep.has(backup.name));
  for (const backup of removed) {
    fs.rmSync(backup.file, { force: true });
    fs.rmSync(`${backup.file}.sha256`, { force: true });
  }
  return removed.map((backup) => backup.name);
}

function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The UTC date of the Monday that starts `at`'s week. */
function weekOf(at: Date): string {
  const day = Math.floor(at.getTime() / DAY_MS);
  // 1970-01-01 was a Thursday: day 0 is 3 days after a Monday.
  const monday = day - ((day + 3) % 7);
  return dayOf(new Date(monday * DAY_MS));
}
