// Builds (or finds, already built) bench:tenants' two databases on one server: `one` holds the demo
// studio through the real seed; `many` is a copy of `one` with the studio cloned COPIES times in SQL
// (scripts/bench/tenants-clone.ts), so the measured studio is the same rows in both.
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openPostgres } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { seedDemo } from "@/lib/demo/seed";
import { summaryReport } from "@/lib/reports/summary";
import { cloneStatements } from "./tenants-clone";
import { ownerSession } from "./tenants-ops";

export type Built = { oneUrl: string; manyUrl: string; studioId: string; builtAt: Date; buildSeconds: number; reused: boolean };
type Mark = { studioId: string; builtAt: string; buildSeconds: number };

const CHUNK = 100;

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export async function ensureBuilt(serverUrl: string, hash: string, copies: number): Promise<Built> {
  const one = `promenade_tenants_one_${hash}`;
  const many = `promenade_tenants_many_${hash}_${copies}`;
  const urls = { oneUrl: databaseUrl(serverUrl, one), manyUrl: databaseUrl(serverUrl, many) };
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const found = await admin.query<{ mark: string | null }>(
      `select shobj_description(oid, 'pg_database') as mark from pg_database where datname = $1`,
      [many],
    );
    const mark = found.rows[0]?.mark;
    if (mark?.startsWith("{")) {
      const built = JSON.parse(mark) as Mark;
      return { ...urls, ...built, builtAt: new Date(built.builtAt), reused: true };
    }
    const started = performance.now();
    const stale = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'promenade_tenants_%'`);
    for (const { datname } of stale.rows) await admin.query(`drop database "${datname}" with (force)`);
    await admin.query(`create database "${one}"`);
    const { studioId, builtAt } = await seedOne(urls.oneUrl);
    console.log(`  1 studio seeded (the demo, lib/demo/seed) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await admin.query(`create database "${many}" template "${one}"`);
    await cloneStudio(urls.manyUrl, studioId, copies);
    const buildSeconds = Math.round((performance.now() - started) / 1000);
    const done: Mark = { studioId, builtAt: builtAt.toISOString(), buildSeconds };
    await admin.query(`comment on database "${many}" is ${admin.escapeLiteral(JSON.stringify(done))}`);
    return { ...urls, studioId, builtAt, buildSeconds, reused: false };
  } finally {
    await admin.end();
  }
}

/** Migrates and seeds the demo, then reads its summary once so its report rollups are built before it is copied. */
async function seedOne(url: string): Promise<{ studioId: string; builtAt: Date }> {
  const handle = await openPostgres(url);
  try {
    await migrateDatabase(handle.db, "pg");
    const { studioId } = await seedDemo(handle.db);
    const builtAt = new Date();
    const { session } = await ownerSession(handle.db, studioId, builtAt);
    await summaryReport(handle.db, session, {}, builtAt);
    await handle.db.execute(sql`delete from sessions where studio_id = ${studioId}`);
    await handle.db.execute(sql`vacuum analyze`);
    return { studioId, builtAt };
  } finally {
    await handle.close();
  }
}

/** Copies the studio `copies` times, CHUNK copies per statement; triggers and foreign-key checks are off while it runs (superuser). */
async function cloneStudio(url: string, studioId: string, copies: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("set session_replication_role = replica");
    const statements = await cloneStatements(client, studioId);
    for (let first = 1; first <= copies; first += CHUNK) {
      const last = Math.min(copies, first + CHUNK - 1);
      const started = performance.now();
      await client.query("begin");
      for (const statement of statements) {
        try {
          await client.query(statement.text, [first, last]);
        } catch (error) {
          throw new Error(`Copying ${statement.table}: ${(error as Error).message}`);
        }
      }
      await client.query("commit");
      console.log(`  studios ${first}–${last} copied in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const started = performance.now();
    await client.query("vacuum analyze");
    console.log(`  VACUUM ANALYZE in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
}
