// npm run bench:reports — every report for a year and for five years over bench:schedule's 200,000
// lessons (50 instructors) with 2,000 students, their bookings, packages and ledger: median and p95
// on PGlite and, with DATABASE_URL, on PostgreSQL (BENCH_ONLY=pg or pglite for one); then the plan of each
// report's slowest query.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import { medianAndP95 } from "./bench/stats";

const { createPglite } = await import("@/lib/db/pglite");
const { drizzle: drizzlePglite } = await import("drizzle-orm/pglite");
const { drizzle: drizzlePg } = await import("drizzle-orm/node-postgres");
const { default: pg } = await import("pg");
const { migrateDatabase } = await import("@/lib/db/migrate");
const schema = await import("@/lib/db/schema");
const { addDays } = await import("@/lib/dates/wall-time");
const { buildReportsBenchStudio } = await import("./bench/reports-data");
const reports = {
  summary: (await import("@/lib/reports/summary")).summaryReport,
  attendance: (await import("@/lib/reports/attendance")).attendanceReport,
  revenue: (await import("@/lib/reports/revenue")).revenueReport,
  payroll: (await import("@/lib/reports/payroll")).payrollReport,
  utilisation: (await import("@/lib/reports/utilisation")).utilisationReport,
  retention: (await import("@/lib/reports/retention")).retentionReport,
};
const { createSavedReport } = await import("@/lib/reports/custom-reports");
const { runSavedReport } = await import("@/lib/reports/custom-run");
type Db = import("@/lib/db/client").Db;

const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const PGLITE_CACHE = path.join(os.tmpdir(), "promenade-bench-reports");
const TARGET_MS = 200;

type Logged = { query: string; params: unknown[] };
type Target = { name: string; db: Db; explain: (query: string, params: unknown[]) => Promise<string[]>; log: Logged[] | null };

async function measure(run: () => Promise<unknown>) {
  for (let i = 0; i < 2; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return medianAndP95(times);
}

type BenchStudio = { studioId: string; userId: string; firstDay: string };

async function benchTarget(target: Target, cached?: BenchStudio, afterBuild?: (studio: BenchStudio) => Promise<void>) {
  const started = performance.now();
  const studio: BenchStudio = cached ?? (await buildReportsBenchStudio(target.db));
  if (cached) console.log(`\n${target.name}: bench studio loaded from ${PGLITE_CACHE}`);
  else console.log(`\n${target.name}: bench studio built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const session: Session = {
    userId: studio.userId,
    studioId: studio.studioId,
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
    studioPlan: { plan: "premium", billingInterval: "month", trialEndsAt: null, currentPeriodEnd: null },
  };
  const { refreshRollups } = await import("@/lib/reports/rollups/refresh-rollups");
  if (!cached) {
    const rebuildStarted = performance.now();
    const days = await refreshRollups(target.db, studio.studioId, "America/New_York");
    console.log(
      `  rollups built from the source tables: ${days} days in ${((performance.now() - rebuildStarted) / 1000).toFixed(1)} s (once; later changes refresh only their days)`,
    );
    await afterBuild?.(studio);
  }
  const custom = await createSavedReport(target.db, session, { name: "Revenue by instructor", measure: "revenue", groupBy: "instructor" });
  const today = new Date().toISOString().slice(0, 10);
  const spans = {
    year: { from: addDays(today, -364), to: today },
    "5 years": { from: studio.firstDay, to: addDays(studio.firstDay, 5 * 365 - 1) },
  };
  type Job = (query: { from: string; to: string }) => Promise<unknown>;
  // BENCH_REPORTS=retention,summary measures only those (while working on one report).
  const wanted = process.env.BENCH_REPORTS?.split(",").map((name) => name.trim());
  const all: [string, Job][] = [
    ...Object.entries(reports).map(([name, report]): [string, Job] => [name, (query) => report(target.db, session, query)]),
    ["custom (revenue by instructor)", (query) => runSavedReport(target.db, session, custom.report.id, query)],
  ];
  const jobs = all.filter(([name]) => !wanted || wanted.some((want) => name.startsWith(want)));
  const slowest: { label: string; ms: number; lines: string[] }[] = [];
  console.log(`  ${"report".padEnd(32)} ${"year: median / p95".padEnd(24)} 5 years: median / p95   (target < ${TARGET_MS} ms for 5 years)`);
  for (const [name, job] of jobs) {
    const cells: string[] = [];
    let five = { median: 0, p95: 0 };
    for (const [label, span] of Object.entries(spans)) {
      const result = await measure(() => job(span));
      if (label === "5 years") five = result;
      cells.push(`${result.median.toFixed(1)} / ${result.p95.toFixed(1)} ms`.padEnd(24));
    }
    console.log(
      `  ${name.padEnd(32)} ${cells.join(" ")} ${five.p95 < TARGET_MS ? "met" : five.median < TARGET_MS ? "median met" : "MISSED"}`,
    );
    // The plan of the report's slowest query over five years.
    target.log = [];
    await job(spans["5 years"]);
    const logged = target.log;
    target.log = null;
    let worst = { ms: -1, lines: [] as string[], query: "" };
    for (const { query, params } of logged) {
      // Reads only: a refresh's begin/insert/delete can't be explained (and explain analyze would run a write).
      if (!/^\s*(select|with)\b/i.test(query)) continue;
      const lines = await target.explain(query, params);
      const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.at(-1) ?? "")?.[1] ?? 0);
      if (ms > worst.ms) worst = { ms, lines, query };
    }
    slowest.push({ label: `${name}: ${logged.length} queries, slowest ${worst.ms.toFixed(1)} ms`, ms: worst.ms, lines: worst.lines });
  }
  // A report right after a change: the changed day is recomputed first (one booking posted today).
  const changed = await measure(async () => {
    await target.db.execute(sql`update bookings set status = case status when 'attended' then 'no_show' else 'attended' end
      where id = (select b.id from bookings b join events e on e.id = b.event_id where b.studio_id = ${studio.studioId}
        and e.starts_at < now() and b.status in ('attended', 'no_show') order by e.starts_at desc limit 1)`);
    await reports.summary(target.db, session, spans["5 years"]);
  });
  console.log(
    `  summary for 5 years right after a booking changed (its day recomputed first): median ${changed.median.toFixed(1)} / p95 ${changed.p95.toFixed(1)} ms`,
  );
  console.log(`\n  Plans (${target.name}, 5 years): each report's slowest query`);
  for (const { label, lines } of slowest) {
    console.log(`  ── ${label}`);
    const seqScans = lines
      .filter((line) => /Seq Scan on (events|bookings|ledger_entries)/.test(line))
      .map((line) => line.trim().split("  ")[0]);
    console.log(
      lines
        .slice(0, 14)
        .map((line) => `     ${line}`)
        .join("\n"),
    );
    if (lines.length > 14) console.log(`     … ${lines.length - 14} more lines`);
    console.log(`     sequential scans of big tables: ${seqScans.length ? [...new Set(seqScans)].join("; ") : "none"}`);
  }
}

const logInto = (target: { log: Logged[] | null }) => ({
  logQuery: (query: string, params: unknown[]) => {
    target.log?.push({ query, params });
  },
});

// BENCH_ONLY=pg (or pglite) measures one of the two; both by default (PostgreSQL only with DATABASE_URL).
const only = process.env.BENCH_ONLY;
if (only !== "pg") await benchPglite();

/**
 * Building the 200,000-lesson studio on PGlite takes minutes; the built database is kept in the temp
 * folder (keyed by the data scripts and the migrations) and loaded by later runs in seconds.
 * BENCH_FRESH=1 builds it again.
 */
async function benchPglite() {
  const key = crypto.createHash("sha256");
  for (const file of [
    "scripts/bench/reports-data.ts",
    "scripts/bench/schedule-data.ts",
    ...fs
      .readdirSync("drizzle")
      .sort()
      .map((name) => `drizzle/${name}`),
  ])
    if (fs.statSync(file).isFile()) key.update(fs.readFileSync(file));
  const dump = `${PGLITE_CACHE}-${key.digest("hex").slice(0, 16)}`;
  const cached =
    !process.env.BENCH_FRESH && fs.existsSync(`${dump}.json`)
      ? (JSON.parse(fs.readFileSync(`${dump}.json`, "utf8")) as BenchStudio)
      : undefined;
  const pglite = await createPglite(cached ? { loadDataDir: new Blob([fs.readFileSync(`${dump}.tar.gz`)]) } : {});
  const pgliteTarget: Target = {
    name: "PGlite",
    db: null as unknown as Db,
    log: null,
    explain: async (query, params) =>
      ((await pglite.query(`explain analyze ${query}`, params)).rows as { "QUERY PLAN": string }[]).map((row) => row["QUERY PLAN"]),
  };
  pgliteTarget.db = drizzlePglite({ client: pglite, schema, logger: logInto(pgliteTarget) }) as unknown as Db;
  if (!cached) await migrateDatabase(pgliteTarget.db, "pglite");
  await benchTarget(pgliteTarget, cached, async (studio) => {
    fs.writeFileSync(`${dump}.tar.gz`, Buffer.from(await (await pglite.dumpDataDir("gzip")).arrayBuffer()));
    fs.writeFileSync(`${dump}.json`, JSON.stringify({ studioId: studio.studioId, userId: studio.userId, firstDay: studio.firstDay }));
  });
  await pglite.close();
}

const url = process.env.DATABASE_URL;
if (url && only !== "pglite") {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const pgTarget: Target = {
    name: "PostgreSQL",
    db: null as unknown as Db,
    log: null,
    explain: async (query, params) =>
      ((await pool.query(`explain analyze ${query}`, params)).rows as { "QUERY PLAN": string }[]).map((row) => row["QUERY PLAN"]),
  };
  pgTarget.db = drizzlePg({ client: pool, schema, logger: logInto(pgTarget) }) as unknown as Db;
  await migrateDatabase(pgTarget.db, "pg");
  await benchTarget(pgTarget);
  await pool.end();
} else {
  console.log("\nPostgreSQL: skipped (set DATABASE_URL=postgres://… to measure it too)");
}
