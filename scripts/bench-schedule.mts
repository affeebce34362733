// npm run bench:schedule — the week query over 200,000 events (PGlite, and PostgreSQL when
// DATABASE_URL is set), with its plan; then a 300-event week rendered and dragged in Chromium.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import { medianAndP95, quantile } from "./bench/stats";

const { createPglite } = await import("@/lib/db/pglite");
const { drizzle } = await import("drizzle-orm/pglite");
const { migrateDatabase } = await import("@/lib/db/migrate");
const { openPostgres } = await import("@/lib/db/client");
const { findEvents, weekEventsQuery } = await import("@/lib/scheduling/list-events");
const { buildBenchStudio } = await import("./bench/schedule-data");
type Db = import("@/lib/db/client").Db;

const RUNS = 300;

async function measure(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await run(); // warm up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return { label, ...medianAndP95(times) };
}

async function benchDatabase(name: string, db: Db) {
  const started = performance.now();
  const { studioId, userId, firstDay } = await buildBenchStudio(db);
  const [{ n }] = (
    (await db.execute(sql`select count(*)::int as n from events where studio_id = ${studioId}`)) as unknown as { rows: { n: number }[] }
  ).rows;
  console.log(`\n${name}: ${n.toLocaleString("en-US")} events seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const session: Session = {
    userId,
    studioId,
    role: "owner",
    instructorId: null,
    studentId: null,
    name: "Bench Owner",
    email: "",
    studioName: "Bench Ballroom",
    studioTimeZone: "America/New_York",
    scheduleVersion: null,
    studioCurrency: "USD",
    studioLocale: "en-US",
    studioPlan: { plan: "pro", billingInterval: "month", trialEndsAt: null, currentPeriodEnd: null },
  };
  let week = 0;
  const nextWeek = () => {
    week = (week + 37) % 250; // weeks spread over the five years
    const from = new Date(Date.parse(`${firstDay}T05:00:00Z`) + week * 7 * 86_400_000);
    return { from: from.toISOString(), to: new Date(from.getTime() + 7 * 86_400_000).toISOString() };
  };
  const weekQuery = () => findEvents(db, session, nextWeek());
  const sample = await weekQuery();
  const baseline = await measure("select 1 (baseline)", () => db.execute(sql`select 1`));
  const result = await measure(`week query (${sample.length} events)`, weekQuery);
  // The query's own execution time: EXPLAIN ANALYZE of the exact SQL findEvents sends, over the same weeks.
  const explain = async () => {
    const [row] = (
      (await db.execute(sql`explain (analyze, format json) ${weekEventsQuery(session, nextWeek())}`)) as unknown as {
        rows: { "QUERY PLAN": string | ExplainJson }[];
      }
    ).rows;
    return (typeof row["QUERY PLAN"] === "string" ? (JSON.parse(row["QUERY PLAN"]) as ExplainJson) : row["QUERY PLAN"])[0];
  };
  const plans: ExplainJson[number][] = [];
  for (let i = 0; i < 5; i++) await explain(); // warm up
  for (let i = 0; i < 25; i++) plans.push(await explain());
  const executions = plans.map((plan) => plan["Execution Time"]);
  const execution = quantile(executions, 0.5);
  for (const row of [baseline, result])
    console.log(`  ${row.label.padEnd(34)} median ${row.median.toFixed(2)} ms   p95 ${row.p95.toFixed(2)} ms`);
  console.log(`  ${"EXPLAIN ANALYZE execution time".padEnd(34)} median ${execution.toFixed(2)} ms (of ${executions.length})`);
  const ratio = result.median / execution;
  console.log(
    `  ratio week query ÷ its execution time (median): ${ratio.toFixed(2)}×   target ≤ 2× → ${ratio <= 2 ? "met" : "MISSED"}` +
      `   (week ÷ select 1: ${(result.median / baseline.median).toFixed(1)}×)`,
  );
  const seqScan = JSON.stringify(plans[0].Plan).match(/"Node Type":"Seq Scan","[^}]*"Relation Name":"events"/);
  console.log(`  sequential scan of events: ${seqScan ? "YES (target missed)" : "none"}`);
}

type ExplainJson = { "Execution Time": number; Plan: unknown }[];

const pglite = await createPglite({});
const pgliteDb: Db = drizzle({ client: pglite });
await migrateDatabase(pgliteDb, "pglite");
await benchDatabase("PGlite", pgliteDb);
await pglite.close();

const url = process.env.DATABASE_URL;
if (url) {
  const handle = await openPostgres(url);
  await migrateDatabase(handle.db, "pg");
  await benchDatabase("PostgreSQL", handle.db);
  await handle.close();
} else {
  console.log("\nPostgreSQL: skipped (set DATABASE_URL=postgres://… to measure it too)");
}

// The browser half runs in its own process: its database and secret live in their own data folder.
const { RENDER_DATA_DIR } = await import("./bench/schedule-render");
fs.rmSync(RENDER_DATA_DIR, { recursive: true, force: true });
const render = spawnSync(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/bench/schedule-render-run.mts"], {
  stdio: "inherit",
  env: { ...process.env, DATA_DIR: RENDER_DATA_DIR, DATABASE_URL: "" },
});
process.exit(render.status ?? 1);
