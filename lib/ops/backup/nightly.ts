import "server-only";
import path from "node:path";
import { loggableError } from "@/lib/api/log-error";
import { getDb } from "@/lib/db/client";
import { parseLock, readPgliteLock } from "@/lib/db/pglite-lock.mjs";
import { env } from "@/lib/env";
import { countedJob } from "@/lib/ops/metrics";
import { listBackups } from "./files";
import { dumpPglite, pgliteOf, serveDumps } from "./pglite-dump";
import { takeBackup } from "./take";

const EVERY_MS = 60_000;
const RETRY_MS = 3_600_000;

const globalForBackups = globalThis as typeof globalThis & { __promenadeBackups?: NodeJS.Timeout | true };

/**
 * The last time the nightly backup was due at or before `now`: today's `at` (HH:MM, the server's
 * time zone) once it has passed, else yesterday's.
 */
export function lastScheduled(now: Date, at: string): Date {
  const [hours, minutes] = at.split(":").map(Number);
  const today = new Date(now);
  today.setHours(hours, minutes, 0, 0);
  if (today <= now) return today;
  const yesterday = new Date(now);
  yesterday.setDate(yesterday.getDate() - 1);
  yesterday.setHours(hours, minutes, 0, 0);
  return yesterday;
}

/**
 * Whether the nightly backup is due: its last scheduled time has no backup after it. Read from the
 * newest backup's name, so a restart never takes a second one for the same night, and one missed
 * while the server was down is taken at start. A first start (no backup yet) waits for the next night.
 */
export function nightlyDue(now: Date, at: string, newest: Date | null, startedAt: Date): boolean {
  const due = lastScheduled(now, at);
  return newest ? newest < due : due >= startedAt;
}

/**
 * Started once per server process (instrumentation-node.ts), only on the embedded database. Once this
 * process holds the data folder it answers `npm run backup` through DATA_DIR/backup.sock, and each
 * minute it checks whether tonight's backup (BACKUP_AT) is due and takes it to BACKUP_DIR, with the
 * retention after it. Nothing here keeps the process alive.
 */
export function startBackups(): void {
  if (env.DATABASE_URL || globalForBackups.__promenadeBackups) return;
  globalForBackups.__promenadeBackups = true;
  const startedAt = new Date();
  void getDb()
    .then((db) => {
      const client = pgliteOf(db);
      if (!client || parseLock(readPgliteLock(env.DATA_DIR))?.pid !== process.pid) return;
      const dump = () => dumpPglite(client);
      serveDumps(env.DATA_DIR, dump).on("error", (error) =>
        console.error(`npm run backup can't ask this process for a backup (${error.message}): it runs only while the app is stopped.`),
      );
      if (env.BACKUP_AT === "off") return;
      let running = false;
      let failedAt = 0;
      const tick = async () => {
        const newest = listBackups(env.BACKUP_DIR, "pglite").at(-1)?.takenAt ?? null;
        if (running || Date.now() - failedAt < RETRY_MS || !nightlyDue(new Date(), env.BACKUP_AT, newest, startedAt)) return;
        running = true;
        try {
          const retention = { daily: env.BACKUP_KEEP_DAILY, weekly: env.BACKUP_KEEP_WEEKLY };
          const result = await countedJob("backup", () =>
            takeBackup({ engine: "pglite", dataDir: env.DATA_DIR }, { dir: env.BACKUP_DIR, retention, dump }),
          );
          console.info(`Nightly backup: ${path.basename(result.file)} (${result.bytes} bytes, ${result.ms} ms).`);
        } catch (error) {
          failedAt = Date.now();
          console.error("The nightly backup failed; it is tried again in an hour.", loggableError(error));
        } finally {
          running = false;
        }
      };
      void tick();
      const timer = setInterval(tick, EVERY_MS);
      timer.unref();
      globalForBackups.__promenadeBackups = timer;
    })
    .catch((error) => console.error("Backups are not started: the database did not open.", loggableError(error)));
}
