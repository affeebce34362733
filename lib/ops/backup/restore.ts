import "server-only";
import fs from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";
import { openPostgres } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { createPglite } from "@/lib/db/pglite";
import { acquirePgliteLock, isHeldBy, parseLock, readPgliteLock } from "@/lib/db/pglite-lock.mjs";
import { BackupError } from "./errors";
import { backupName, checksumProblem, type BackupEngine } from "./files";
import { findPgTool, runPgTool, safeUrl } from "./pg-tools";
import type { BackupTarget } from "./take";

export type RestoreResult = { tablesWithRows: number; replacedFolder: string | null };

type Queryable = { query: (text: string) => Promise<{ rows: unknown[] }> };

/**
 * Restores `file` into `target`: only with its checksum matching, only over a database without data
 * unless `force`, then migrates it to the current schema. PGlite: the folder must be free (the app
 * stopped); the restored folder replaces `pgdata` in one rename, and with `force` the old one is kept
 * beside it. PostgreSQL: the `public` and `drizzle` schemas are replaced in one transaction.
 */
export async function restoreBackup(file: string, target: BackupTarget, { force = false } = {}): Promise<RestoreResult> {
  const problem = await checksumProblem(file);
  if (problem) throw new BackupError(problem);
  const engine = backupEngineOf(file);
  if (engine !== target.engine) {
    throw new BackupError(
      engine === "pg"
        ? `${path.basename(file)} is a PostgreSQL dump, but DATABASE_URL is unset (the embedded database): set DATABASE_URL to restore it into PostgreSQL.`
        : `${path.basename(file)} is an embedded-database (PGlite) backup, but DATABASE_URL is set: unset it to restore into DATA_DIR.`,
    );
  }
  return target.engine === "pg" ? restorePostgres(file, target.url, force) : restorePglite(file, target.dataDir, force);
}

function backupEngineOf(file: string): BackupEngine {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, "r");
  try {
    fs.readSync(fd, head, 0, 5, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString("latin1") === "PGDMP") return "pg";
  if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
  throw new BackupError(`${path.basename(file)} is not a Promenade backup (neither pg_dump's custom format nor a gzipped PGlite folder).`);
}

/** How many tables of the app's schema hold at least one row. */
async function tablesWithRows(client: Queryable): Promise<number> {
  const { rows } = await client.query(
    "SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
  );
  let count = 0;
  for (const { name } of rows as { name: string }[]) {
    const { rows: found } = await client.query(`SELECT 1 FROM ${name} LIMIT 1`);
    if (found.length) count += 1;
  }
  return count;
}

function refuseOverData(where: string, count: number, force: boolean, kept: string): void {
  if (count === 0 || force) return;
  throw new BackupError(
    `${where} already holds data (${count} tables with rows): restoring would replace it. Run again with --force to replace it${kept}.`,
  );
}

async function restorePglite(file: string, dataDir: string, force: boolean): Promise<RestoreResult> {
  const holder = parseLock(readPgliteLock(dataDir));
  if (holder && holder.pid !== process.pid && isHeldBy(holder))
    throw new BackupError(
      `The database folder ${path.resolve(dataDir)} is in use by process ${holder.pid}: stop the app before restoring.`,
    );
  fs.mkdirSync(dataDir, { recursive: true });
  let release: () => void;
  try {
    release = acquirePgliteLock(dataDir);
  } catch (error) {
    throw new BackupError(error instanceof Error ? error.message : String(error));
  }
  try {
    const pgdata = path.join(dataDir, "pgdata");
    let existing = 0;
    if (fs.existsSync(path.join(pgdata, "PG_VERSION"))) {
      const current = await createPglite({ dataDir: pgdata });
      try {
        existing = await tablesWithRows(current);
      } finally {
        await current.close();
      }
    }
    refuseOverData(path.resolve(dataDir), existing, force, " (the current folder is kept beside it)");
    const staging = path.join(dataDir, "pgdata.restoring");
    fs.rmSync(staging, { recursive: true, force: true });
    const restored = await createPglite({ dataDir: staging, loadDataDir: await fs.openAsBlob(file) });
    try {
      await migrateDatabase(drizzle({ client: restored }), "pglite");
    } catch (error) {
      await restored.close();
      fs.rmSync(staging, { recursive: true, force: true });
      throw error;
    }
    const count = await tablesWithRows(restored);
    await restored.close();
    let replacedFolder: string | null = null;
    if (existing > 0) {
      replacedFolder = path.join(
        dataDir,
        backupName("pglite", new Date())
          .replace(/^promenade-/, "pgdata-replaced-")
          .replace(/\.pglite\.tar\.gz$/, ""),
      );
      fs.renameSync(pgdata, replacedFolder);
    } else fs.rmSync(pgdata, { recursive: true, force: true });
    fs.renameSync(staging, pgdata);
    return { tablesWithRows: count, replacedFolder };
  } finally {
    release();
  }
}

async function restorePostgres(file: string, url: string, force: boolean): Promise<RestoreResult> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Could not connect to ${safeUrl(url)}: ${error instanceof Error ? error.message : error}`);
  }
  try {
    refuseOverData(safeUrl(url), await tablesWithRows(client), force, "");
  } finally {
    await client.end();
  }
  // The dump as SQL after dropping what is there, in one transaction: COMMIT is sent only once
  // pg_restore has written all of it, so any failure leaves the database as it was.
  const script = new PassThrough();
  script.write("BEGIN;\nDROP SCHEMA IF EXISTS drizzle CASCADE;\nDROP SCHEMA IF EXISTS public CASCADE;\nCREATE SCHEMA public;\n");
  const stopDump = new AbortController();
  const psqlArgs = ["-X", "-q", "-v", "ON_ERROR_STOP=1", "--no-password", `--dbname=${url}`];
  const loading = runPgTool(findPgTool("psql"), psqlArgs, { input: script }).catch((error: unknown) => {
    stopDump.abort();
    throw error;
  });
  loading.catch(() => {}); // awaited below
  let dumpFailed: unknown = null;
  try {
    await runPgTool(findPgTool("pg_restore"), ["--no-owner", "--no-privileges", "--file=-", file], {
      output: script,
      signal: stopDump.signal,
    });
    script.end("COMMIT;\n");
  } catch (error) {
    dumpFailed = error;
    script.end();
  }
  await loading;
  if (dumpFailed) throw dumpFailed;
  const handle = await openPostgres(url);
  try {
    await migrateDatabase(handle.db, "pg");
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    try {
      return { tablesWithRows: await tablesWithRows(check), replacedFolder: null };
    } finally {
      await check.end();
    }
  } finally {
    await handle.close();
  }
}
