import "server-only";
import { sql } from "drizzle-orm";
import { env } from "@/lib/env";
import { getDb, openPostgres, type Db } from "./client";
import { isDatabaseUnavailable, postgresCode } from "./postgres-error";
import { queryRows } from "./query-rows";

/**
 * Reads that may be served by a streaming replica (DATABASE_REPLICA_URL): reports, the exports and
 * the calendar feeds, through `withReadDb`. Everything else reads and writes the primary.
 *
 * A read goes to the replica only when all hold, else to the primary:
 * - a replica is configured (without one nothing changes: PGlite and a single PostgreSQL);
 * - the caller wrote nothing in the last `maxLagSeconds` (read-your-writes: every successful write
 *   sets the short-lived `wrote` cookie, `recentWriteCookie`). While the replica lags at most
 *   `maxLagSeconds`, it has replayed everything committed that long ago, so a write older than that
 *   is on it;
 * - the replica answers and lags at most `maxLagSeconds`, measured on the replica (`measureLag`);
 *   checked at most once a second in the background, so no read waits on the check (only the very
 *   first read of a process, once);
 * - the read itself doesn't fail on the replica: one that does (down, conflict with recovery, a
 *   database not replayed yet) is run again on the primary and the replica is set aside until the
 *   next check.
 * Each switch between replica and primary is logged once, with its reason.
 */

/** The cookie a successful write sets; while it lives, that browser's reads go to the primary. */
export const RECENT_WRITE_COOKIE = "wrote";
const CHECK_EVERY_MS = 1_000;
const CHECK_TIMEOUT_MS = 2_000;
/** How long a read waits for the replica to replay the primary's latest writes (`replayedOnReplica`). */
const REPLAY_WAIT_MS = 2_000;

/** The replicas' Dbs, so a service can tell it reads one (`isReplicaDb`). */
const replicaDbs = new WeakSet<Db>();

/** The replica hadn't replayed what a read needed in time: the read runs on the primary. */
class ReplicaBehind extends Error {}

type Verdict = { serving: boolean; reason: string };
type Replica = {
  /** The replica's pool, made on first use (openPostgres connects nothing until a query). */
  handle: Promise<{ db: Db; close: () => Promise<void> }>;
  maxLagSeconds: number;
  checkEveryMs: number;
  verdict?: Verdict;
  checkedAt: number;
  checking?: Promise<Verdict>;
};

// One replica pool per process, kept on globalThis like the primary's (lib/db/client.ts).
const globalForReplica = globalThis as typeof globalThis & { __promenadeReplica?: Replica };

function replica(): Replica | undefined {
  if (!globalForReplica.__promenadeReplica && env.DATABASE_REPLICA_URL) {
    globalForReplica.__promenadeReplica = {
      handle: openPostgres(env.DATABASE_REPLICA_URL).then((handle) => {
        replicaDbs.add(handle.db);
        return handle;
      }),
      maxLagSeconds: env.REPLICA_MAX_LAG_SECONDS,
      checkEveryMs: CHECK_EVERY_MS,
      checkedAt: 0,
    };
  }
  return globalForReplica.__promenadeReplica;
}

/**
 * Runs `read` on the replica when it may serve this caller (see above), else on the primary.
 * `askPrimary` names the other errors worth a second try on the primary: a record not found on the
 * replica may have been made a moment ago (a calendar address just replaced, read by another client).
 */
export async function withReadDb<T>(
  recentWrite: string | undefined,
  read: (db: Db) => Promise<T>,
  askPrimary: (error: unknown) => boolean = () => false,
): Promise<T> {
  const current = replica();
  if (!current || wroteWithin(recentWrite, current.maxLagSeconds)) return read(await getDb());
  const verdict = await verdictOf(current);
  if (!verdict.serving) return read(await getDb());
  try {
    return await read((await current.handle).db);
  } catch (error) {
    if (askPrimary(error)) return read(await getDb());
    if (!replicaFailed(error)) throw error;
    judge(current, { serving: false, reason: `a read failed on the replica (${describe(error)})` });
    return read(await getDb());
  }
}

/** The cookie a successful write sets when a replica is configured (null without one). */
export function recentWriteCookie(now = Date.now()) {
  const current = replica();
  if (!current) return null;
  const maxAge = current.maxLagSeconds;
  return { name: RECENT_WRITE_COOKIE, value: String(now), httpOnly: true, sameSite: "lax", path: "/", maxAge } as const;
}

/** Whether a `wrote` cookie's time is within the last `seconds` (a browser may keep a cookie past its Max-Age). */
function wroteWithin(value: string | undefined, seconds: number, now = Date.now()): boolean {
  const at = Number(value);
  return Number.isFinite(at) && at > now - seconds * 1_000 && at <= now + 60_000;
}

/** The last verdict; a stale one is refreshed in the background (only a process's first read waits for one). */
async function verdictOf(current: Replica): Promise<Verdict> {
  if (!current.verdict) return checkReplica(current);
  if (Date.now() - current.checkedAt > current.checkEveryMs) void checkReplica(current);
  return current.verdict;
}

/** Measures the replica now (one check at a time) and records the verdict. Tests call it to skip the second's wait. */
export function checkReplica(current = replica()): Promise<Verdict> {
  if (!current) return Promise.resolve({ serving: false, reason: "no replica is configured" });
  current.checking ??= measure(current).finally(() => {
    current.checking = undefined;
  });
  return current.checking;
}

async function measure(current: Replica): Promise<Verdict> {
  let verdict: Verdict;
  try {
    const lag = await withTimeout(
      current.handle.then(({ db }) => measureLag(db)),
      CHECK_TIMEOUT_MS,
    );
    verdict =
      lag === "primary"
        ? { serving: false, reason: "DATABASE_REPLICA_URL is not a standby (pg_is_in_recovery() is false)" }
        : lag > current.maxLagSeconds
          ? { serving: false, reason: `the replica lags ${formatLag(lag)} s, more than ${current.maxLagSeconds} s` }
          : { serving: true, reason: `the replica lags ${formatLag(lag)} s` };
  } catch (error) {
    verdict = { serving: false, reason: `the replica doesn't answer (${describe(error)})` };
  }
  current.checkedAt = Date.now();
  judge(current, verdict);
  return verdict;
}

/**
 * Seconds the replica is behind, from the replica itself. Caught up (everything received is
 * replayed, and a WAL receiver runs) is 0: `now() - pg_last_xact_replay_timestamp()` alone would grow
 * on a primary that simply writes nothing. Otherwise it is the age of the last replayed
 * transaction, an upper bound (the first transaction not yet replayed is younger); with no receiver
 * the replica can't know what it misses, so that bound counts too.
 */
async function measureLag(db: Db): Promise<number | "primary"> {
  const [row] = await queryRows<{ standby: boolean; caught_up: boolean | null; receiving: boolean; since_replay: number | null }>(
    db,
    sql`select pg_is_in_recovery() as standby,
               pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() as caught_up,
               exists (select 1 from pg_stat_wal_receiver where pid is not null) as receiving,
               extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 as since_replay`,
  );
  if (!row.standby) return "primary";
  if (row.caught_up && row.receiving) return 0;
  return row.since_replay === null ? Number.POSITIVE_INFINITY : Math.max(0, Number(row.since_replay));
}

/** Whether `db` is a read replica's (it can't write: a service that must write first does so on the primary). */
export function isReplicaDb(db: Db): boolean {
  return replicaDbs.has(db);
}

/**
 * Waits until the replica `db` has replayed everything the primary has committed so far (a write a
 * read depends on, made on the primary a moment ago); after REPLAY_WAIT_MS the read runs on the primary.
 */
export async function replayedOnReplica(db: Db): Promise<void> {
  const [{ lsn }] = await queryRows<{ lsn: string }>(await getDb(), sql`select pg_current_wal_lsn()::text as lsn`);
  const until = Date.now() + REPLAY_WAIT_MS;
  for (;;) {
    const [{ done }] = await queryRows<{ done: boolean }>(db, sql`select pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn as done`);
    if (done) return;
    if (Date.now() > until) throw new ReplicaBehind(`the replica hadn't replayed the primary's ${lsn} within ${REPLAY_WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Records a verdict; a switch between replica and primary is logged once, with its reason. */
function judge(current: Replica, verdict: Verdict): void {
  const before = current.verdict;
  current.verdict = verdict;
  if (before?.serving === verdict.serving) return;
  if (!verdict.serving) console.warn(`[replica] reads fall back to the primary: ${verdict.reason}`);
  else if (before) console.info(`[replica] reads go to the replica again: ${verdict.reason}`);
}

/** A failure the primary may not share: the replica down, a query cancelled by replay, a database not replayed yet. */
function replicaFailed(error: unknown): boolean {
  const code = postgresCode(error);
  return error instanceof ReplicaBehind || isDatabaseUnavailable(error) || code === "40001" || code === "3D000" || code === "57P04";
}

function describe(error: unknown): string {
  const code = postgresCode(error);
  const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
  return code ? `${code}: ${message}` : message;
}

function formatLag(lag: number): string {
  return Number.isFinite(lag) ? lag.toFixed(1) : "an unknown number of";
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Tests install a replica they made (the file's database on a replica server), its lag bound and how often it is checked. */
export function installReadDb(db: Db, options: { maxLagSeconds?: number; checkEveryMs?: number; close?: () => Promise<void> } = {}): void {
  replicaDbs.add(db);
  const close = options.close ?? (async () => {});
  globalForReplica.__promenadeReplica = {
    handle: Promise.resolve({ db, close }),
    maxLagSeconds: options.maxLagSeconds ?? env.REPLICA_MAX_LAG_SECONDS,
    checkEveryMs: options.checkEveryMs ?? CHECK_EVERY_MS,
    checkedAt: 0,
  };
}

/** Closes the replica's pool; the next read opens it again (from DATABASE_REPLICA_URL) or reads the primary. */
export async function closeReadDb(): Promise<void> {
  const current = globalForReplica.__promenadeReplica;
  globalForReplica.__promenadeReplica = undefined;
  if (current) await (await current.handle).close();
}
