import "server-only";
import fs from "node:fs";
import path from "node:path";
import { acquirePgliteLock, isHeldBy, parseLock, readPgliteLock } from "@/lib/db/pglite-lock.mjs";
import { createPglite } from "@/lib/db/pglite";
import { BackupError } from "./errors";
import { newBackupPath, writeChecksum, type BackupEngine } from "./files";
import { dumpPglite, requestDump, writeBlob } from "./pglite-dump";
import { findPgTool, runPgTool } from "./pg-tools";
import { pruneBackups, type Retention } from "./retention";

/** The database a backup is taken of, or restored into. */
export type BackupTarget = { engine: "pglite"; dataDir: string } | { engine: "pg"; url: string };

export type BackupResult = { file: string; bytes: number; sha256: string; removed: string[]; ms: number };

/**
 * Writes one consistent backup of `target` to `dir` (named with the UTC time, its SHA-256 in
 * `<name>.sha256`), then deletes what the retention no longer keeps. PostgreSQL: `pg_dump -Fc`, one
 * snapshot while the app keeps writing. PGlite: the folder's own dump, by the process holding it
 * (`dump`, or asked through its socket), or opened here when no process holds it. A file appears
 * under its final name only once complete.
 */
export async function takeBackup(
  target: BackupTarget,
  options: { dir: string; retention: Retention; now?: Date; dump?: () => Promise<Blob> },
): Promise<BackupResult> {
  const started = Date.now();
  fs.mkdirSync(options.dir, { recursive: true });
  const engine: BackupEngine = target.engine;
  const file = newBackupPath(options.dir, engine, options.now ?? new Date());
  const partial = `${file}.partial`;
  try {
    if (options.dump) await writeBlob(await options.dump(), partial);
    else if (target.engine === "pg")
      await runPgTool(findPgTool("pg_dump"), ["--format=custom", "--no-password", `--file=${partial}`, `--dbname=${target.url}`]);
    else await dumpPgliteFolder(target.dataDir, partial);
    fs.renameSync(partial, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  const sha256 = await writeChecksum(file);
  const removed = pruneBackups(options.dir, engine, options.retention);
  return { file, bytes: fs.statSync(file).size, sha256, removed, ms: Date.now() - started };
}

async function dumpPgliteFolder(dataDir: string, file: string): Promise<void> {
  const holder = parseLock(readPgliteLock(dataDir));
  if (holder && holder.pid !== process.pid && isHeldBy(holder)) return requestDump(dataDir, holder.pid, file);
  const pgdata = path.join(dataDir, "pgdata");
  if (!fs.existsSync(path.join(pgdata, "PG_VERSION")))
    throw new BackupError(`No database in ${path.resolve(dataDir)}: nothing to back up (set DATA_DIR to the app's data folder).`);
  let release: () => void;
  try {
    release = acquirePgliteLock(dataDir);
  } catch (error) {
    throw new BackupError(error instanceof Error ? error.message : String(error));
  }
  try {
    const client = await createPglite({ dataDir: pgdata });
    try {
      await writeBlob(await dumpPglite(client), file);
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}
