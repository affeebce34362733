import "server-only";
import fs from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { Pool } from "pg";
import { env } from "@/lib/env";
import { migrateDatabase, type Driver } from "./migrate";
import { createPglite } from "./pglite";
import { acquirePgliteLock } from "./pglite-lock.mjs";
import * as schema from "./schema";

/** The app's database: Drizzle over PGlite (embedded) or node-postgres, one dialect either way. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * An open transaction (what `db.transaction` hands its callback). A function that takes row locks
 * or writes what must change together takes `Tx`, so calling it outside a transaction is a type
 * error; a transaction is also a `Db`, so anything that only reads takes `Db` and works in both.
 */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type { Driver };
type Handle = { db: Db; driver: Driver; close: () => Promise<void> };

// One client per process, kept on globalThis so dev reloads and route modules share it.
const globalForDb = globalThis as typeof globalThis & { __promenadeDb?: Promise<Handle> };

/** The process's database, opened and migrated on first use. */
export async function getDb(): Promise<Db> {
  globalForDb.__promenadeDb ??= openDatabase().catch((error) => {
    globalForDb.__promenadeDb = undefined;
    throw error;
  });
  return (await globalForDb.__promenadeDb).db;
}

/** Closes the process's database (scripts, tests); the next getDb() opens it again. */
export async function closeDb(): Promise<void> {
  const handle = globalForDb.__promenadeDb;
  globalForDb.__promenadeDb = undefined;
  if (handle) await (await handle).close();
}

/** Tests install a database they made (a fresh PGlite per file, or a PostgreSQL database). */
export function installDb(db: Db, driver: Driver, close: () => Promise<void> = async () => {}): void {
  globalForDb.__promenadeDb = Promise.resolve({ db, driver, close });
}

async function openDatabase(): Promise<Handle> {
  const handle = env.DATABASE_URL ? await openPostgres(env.DATABASE_URL) : await openPglite(env.DATA_DIR);
  await migrateDatabase(handle.db, handle.driver);
  return handle;
}

export async function openPostgres(url: string): Promise<Handle> {
  // Never hang on a database that is down or stuck: give up connecting after 5 s and on a statement after 30 s (answered 503).
  const pool = new Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    query_timeout: 30_000,
    statement_timeout: 30_000,
  });
  // An idle client that loses its server must not crash the process.
  pool.on("error", (error) => console.error("PostgreSQL pool error:", error.message));
  // Nor one lost while a request holds it (the server restarting mid-transaction): the request answers 503, the pool drops it.
  pool.on("connect", (client) => client.on("error", (error) => console.error("PostgreSQL connection lost:", error.message)));
  const db = drizzlePg({ client: pool, schema });
  return { db, driver: "pg", close: () => pool.end() };
}

export async function openPglite(dataDir: string): Promise<Handle> {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquirePgliteLock(dataDir);
  try {
    const client = await createPglite({ dataDir: path.join(dataDir, "pgdata") });
    const db = drizzlePglite({ client, schema });
    return {
      db,
      driver: "pglite",
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
