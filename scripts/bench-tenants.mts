// npm run bench:tenants — how one studio's hot paths cost with 1 studio in the database and with
// 1,000 studios of the demo's size: the week query, a booking, the summary report and the session
// lookup, each timed in turns on the two databases (same studio, same rows) in the same run, as the
// ratio 1,000 ÷ 1 (target ≤ 1.2×), plus the database size per studio. PostgreSQL: DATABASE_URL's
// server, else a server of the bench's own whose data folder (.bench-tenants/) keeps the built
// databases between runs, rebuilt when the migrations change. BENCH_STUDIOS, BENCH_RUNS to vary.
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { medianAndP95 } from "./bench/stats";

process.env.JWT_SECRET ??= "tenants-bench-secret-0123456789abcdef0123456789";
const STUDIOS = Number(process.env.BENCH_STUDIOS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 201);
const TARGET = 1.2;
// Bump when the builder changes what it builds: the kept databases are rebuilt.
const BUILDER_VERSION = "tenants-1";

const { schemaHash, startKeptServer } = await import("./bench/tenants-server");
const { ensureBuilt } = await import("./bench/tenants-build");
const { studioOps } = await import("./bench/tenants-ops");
const { planNotes } = await import("./bench/tenants-plans");
const { openPostgres } = await import("@/lib/db/client");
const { queryRows } = await import("@/lib/db/query-rows");

const OPERATIONS = 4;

/**
 * Operation `index` on both databases in turns, each side through a pool of its own that has run
 * nothing else: a report's parallel queries leave a pool of ten connections, and what the next
 * operation meets then depends on the operation before it, not on the number of studios.
 */
async function timeOperation(built: Awaited<ReturnType<typeof ensureBuilt>>, index: number) {
  const handles = [await openPostgres(built.oneUrl), await openPostgres(built.manyUrl)];
  try {
    const sides = [];
    for (const handle of handles) sides.push(await studioOps(handle.db, built.studioId, built.builtAt, RUNS + 10));
    const times: [number[], number[]] = [[], []];
    for (let run = -10; run < RUNS; run++) {
      for (const side of run % 2 === 0 ? [0, 1] : [1, 0]) {
        const begin = performance.now();
        await sides[side].ops[index].run();
        if (run >= 0) times[side].push(performance.now() - begin);
      }
    }
    for (const side of sides) await side.cleanUp();
    return { name: sides[0].ops[index].name, times };
  } finally {
    for (const handle of handles) await handle.close();
  }
}

const hash = schemaHash(BUILDER_VERSION);
const server = process.env.DATABASE_URL ? { url: process.env.DATABASE_URL, stop: () => {} } : await startKeptServer(hash);
try {
  console.log(
    `bench:tenants — PostgreSQL ${process.env.DATABASE_URL ? "at DATABASE_URL" : "of the bench's own (.bench-tenants/)"}, schema ${hash}`,
  );
  const started = performance.now();
  const built = await ensureBuilt(server.url, hash, STUDIOS - 1);
  console.log(
    built.reused
      ? `built databases reused (their build took ${built.buildSeconds} s; opened in ${((performance.now() - started) / 1000).toFixed(1)} s)`
      : `built 1 studio and ${STUDIOS.toLocaleString("en-US")} studios in ${built.buildSeconds} s`,
  );
  const one = await openPostgres(built.oneUrl);
  const many = await openPostgres(built.manyUrl);
  try {
    const count = async (table: string) =>
      (
        await queryRows<{ n: number; s: number }>(
          many.db,
          sql.raw(`select count(*)::int as n, count(distinct studio_id)::int as s from ${table}`),
        )
      )[0];
    const [events, bookings, students] = [await count("events"), await count("bookings"), await count("students")];
    const per = (row: { n: number; s: number }) => Math.round(row.n / row.s).toLocaleString("en-US");
    console.log(
      `one studio (the demo): ${per(events)} events, ${per(bookings)} bookings, ${per(students)} students;` +
        ` ${events.s.toLocaleString("en-US")} studios: ${events.n.toLocaleString("en-US")} events, ${bookings.n.toLocaleString("en-US")} bookings`,
    );
    console.log(`\n${RUNS} runs each, the two databases in turns; ratio of medians (target ≤ ${TARGET}×)`);
    console.log(`${"operation".padEnd(24)} ${"1 studio".padStart(16)} ${`${STUDIOS} studios`.padStart(16)}   ratio`);
    const over: string[] = [];
    for (let i = 0; i < OPERATIONS; i++) {
      const { name, times } = await timeOperation(built, i);
      const [x, y] = times.map((samples) => medianAndP95(samples));
      const ratio = y.median / x.median;
      if (ratio > TARGET) over.push(name);
      const ms = (m: { median: number }) => `${m.median.toFixed(2)} ms`.padStart(16);
      console.log(`${name.padEnd(24)} ${ms(x)} ${ms(y)}   ${ratio.toFixed(2)}×${ratio <= TARGET ? "" : "  OVER TARGET"}`);
    }
    const [sizes] = await queryRows<{ one: number; many: number }>(
      many.db,
      sql`select pg_database_size(${new URL(built.oneUrl).pathname.slice(1)})::float8 as one, pg_database_size(current_database())::float8 as many`,
    );
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    console.log(
      `\ndatabase size: 1 studio ${mb(sizes.one)}; ${STUDIOS} studios ${mb(sizes.many)} = ${mb(sizes.many / STUDIOS)} per studio` +
        ` (each added studio: ${mb((sizes.many - sizes.one) / (STUDIOS - 1))})`,
    );
    console.log(over.length ? `target missed: ${over.join(", ")}` : `every ratio within ${TARGET}×`);
    const b = await studioOps(many.db, built.studioId, built.builtAt, 10);
    const notes = await planNotes(many.db, b.ops);
    console.log(
      notes.length
        ? `\nplans reading beyond the studio (${STUDIOS} studios):\n${notes.join("\n")}`
        : "\nplans: every scan of a studio table starts with studio_id",
    );
    await b.cleanUp();
  } finally {
    await one.close();
    await many.close();
  }
} finally {
  server.stop();
}
