import pg from "pg";
import { sql } from "drizzle-orm";
import { getDb, installDb, openPostgres, type Db } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { queryRows } from "@/lib/db/query-rows";
import { findPgBin, startPgReplica, startPgServer, type PgServer } from "../faults/pg-server";
import { withDatabase } from "../setup/global-db";

/**
 * A PostgreSQL primary and its streaming replica for a test file: the app's database is installed on
 * the primary; `openReplica()` opens the same database on the replica.
 * - CI's pair (DATABASE_URL + DATABASE_REPLICA_URL, .ci/run): the file's database made by
 *   tests/setup/file-db.ts. CI runs the pair synchronously (`remote_apply`: a commit returns once the
 *   replica shows it), so this file's own commits are made `local` instead: with replay paused they
 *   would wait for it.
 * - Without DATABASE_URL: a primary and a `pg_basebackup -R` replica of the file's own
 *   (tests/faults/pg-server.ts), streaming asynchronously, as a production replica would.
 */
export type ReplicaPair = {
  openReplica: () => Promise<{ db: Db; close: () => Promise<void> }>;
  /** Waits until the replica has replayed everything the primary has written so far. */
  caughtUp: () => Promise<void>;
  pause: () => Promise<void>;
  resume: () => Promise<void>;
  /** Resumes replay and closes the pair's own connections. */
  release: () => Promise<void>;
  /** Stops and removes servers of the pair's own (after the app's pools are closed: a pool closed after its server can hang). */
  destroy: () => void;
};

export const pgBin = findPgBin();

export async function startReplicaPair(): Promise<ReplicaPair> {
  const ciReplica = process.env.DATABASE_REPLICA_URL;
  let servers: PgServer[] = [];
  let primaryUrl: string;
  let replicaUrl: string;
  if (ciReplica) {
    const db = await getDb();
    // The pool has made one connection so far: this SET holds on it, ALTER DATABASE on every later one.
    await db.execute(sql`set synchronous_commit = local`);
    const [{ name }] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
    primaryUrl = withDatabase(process.env.DATABASE_URL!, name);
    replicaUrl = withDatabase(ciReplica, name);
    await oneQuery(primaryUrl, `alter database ${name} set synchronous_commit = local`);
  } else {
    const primary = await startPgServer(pgBin!);
    servers.push(primary);
    const handle = await openPostgres(primary.url);
    await migrateDatabase(handle.db, "pg");
    installDb(handle.db, "pg", handle.close);
    servers.push(await startPgReplica(pgBin!, primary));
    primaryUrl = primary.url;
    replicaUrl = servers[1].url;
  }
  const primaryAdmin = new pg.Client({ connectionString: primaryUrl });
  const replicaAdmin = new pg.Client({ connectionString: replicaUrl });
  await primaryAdmin.connect();
  await waitFor("the replica accepts connections", async () => {
    try {
      await replicaAdmin.connect();
      return true;
    } catch {
      return false;
    }
  });

  const pair: ReplicaPair = {
    openReplica: async () => openPostgres(replicaUrl),
    caughtUp: async () => {
      const [{ lsn }] = (await primaryAdmin.query<{ lsn: string }>("select pg_current_wal_lsn()::text as lsn")).rows;
      await waitFor(`the replica replays to ${lsn}`, async () => {
        const { rows } = await replicaAdmin.query<{ done: boolean }>("select pg_last_wal_replay_lsn() >= $1::pg_lsn as done", [lsn]);
        return rows[0].done;
      });
    },
    pause: async () => {
      await replicaAdmin.query("select pg_wal_replay_pause()");
      await waitFor("replay pauses", async () => {
        const { rows } = await replicaAdmin.query<{ state: string }>("select pg_get_wal_replay_pause_state() as state");
        return rows[0].state === "paused";
      });
    },
    resume: async () => {
      await replicaAdmin.query("select pg_wal_replay_resume()");
    },
    release: async () => {
      // Replay must never stay paused: in CI every other file's commit would wait for it.
      await replicaAdmin.query("select pg_wal_replay_resume()").catch(() => {});
      await Promise.all([primaryAdmin.end(), replicaAdmin.end()]);
    },
    destroy: () => {
      for (const server of servers.reverse()) server.destroy();
      servers = [];
    },
  };
  return pair;
}

async function oneQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function waitFor(what: string, done: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`Timed out waiting until ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
