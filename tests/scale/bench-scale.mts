// npm run bench:scale — the schedule read (GET /api/events for a week) and the booking write
// (POST /api/events/:id/bookings) with 1 and with 2 `next start` processes behind nginx, on one
// PostgreSQL through PgBouncer, side by side; CPU seconds per component (apps, PostgreSQL,
// PgBouncer, nginx, the load generator) from /proc say where the time went. Needs DATABASE_URL.
import fs from "node:fs";
import autocannon from "autocannon";

const JWT_SECRET = "scale-bench-secret-0123456789abcdef0123456789";
process.env.JWT_SECRET = JWT_SECRET;
const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is required: the PostgreSQL server the processes share.");
  process.exit(2);
}
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;

const { startApp, startNginx, startPgBouncer, started, withWorkDir } = await import("@/scripts/scale/cluster");
const { cpuSeconds } = await import("@/scripts/scale/cpu");
const { prepareDatabase } = await import("@/scripts/scale/database");
const { eq } = await import("drizzle-orm");
const { getDb } = await import("@/lib/db/client");
const { queryRows } = await import("@/lib/db/query-rows");
const { studios } = await import("@/lib/db/schema");
const { makeEvent, makeStudent } = await import("@/tests/helpers/people-factory");
const { makeScheduleStudio } = await import("@/tests/helpers/studio-factory");
const { sql } = await import("drizzle-orm");

if (!fs.existsSync(".next/BUILD_ID")) throw new Error("No build: run `npx next build` first.");

await withWorkDir(async (dir) => {
  const { directUrl, drop } = await prepareDatabase(url);
  try {
    const db = await getDb();
    const [{ data_directory }] = await queryRows<{ data_directory: string }>(
      db,
      sql`select current_setting('data_directory') as data_directory`,
    );
    const postmaster = Number(fs.readFileSync(`${data_directory}/postmaster.pid`, "utf8").split("\n")[0]);

    // A studio with a busy week (Pro: a full class waitlists, so every booking is a 201 write).
    const s = await makeScheduleStudio();
    await db.update(studios).set({ plan: "pro" }).where(eq(studios.id, s.studio.id));
    const weekStart = new Date(Date.now() + 7 * 86_400_000);
    const classes = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        makeEvent(s.studio.id, { serviceId: s.groupClass.id, startsAt: new Date(weekStart.getTime() + i * 3_600_000), capacity: 12 }),
      ),
    );
    const students = await Promise.all(Array.from({ length: 300 }, () => makeStudent(s.studio.id)));
    const range = `from=${weekStart.toISOString()}&to=${new Date(weekStart.getTime() + 7 * 86_400_000).toISOString()}`;
    const headers = { authorization: `Bearer ${s.owner.token}`, "content-type": "application/json" };

    const pooledUrl = await startPgBouncer(directUrl, dir);
    const env = { DATABASE_URL: pooledUrl, JWT_SECRET, TRUSTED_PROXY: "1" };
    const first = await startApp(env);
    const one = await startNginx([first], dir + "/one");
    const second = await startApp(env);
    const two = await startNginx([first, second], dir + "/two");
    const groups = () => ({
      apps: { pids: started.filter((p) => p.name.startsWith("app")).map((p) => p.pid) },
      postgres: { pids: [postmaster] },
      pgbouncer: { pids: started.filter((p) => p.name === "pgbouncer").map((p) => p.pid) },
      nginx: { pids: started.filter((p) => p.name === "nginx").map((p) => p.pid) },
      bench: { pids: [process.pid] },
    });

    let booking = 0;
    const bookingRequest = () => {
      const n = booking++;
      const student = students[n % students.length];
      const event = classes[Math.floor(n / students.length) % classes.length];
      return { method: "POST" as const, path: `/api/events/${event.id}/bookings`, body: JSON.stringify({ studentId: student.id }) };
    };
    const run = async (base: string, kind: "schedule" | "booking") => {
      const before = cpuSeconds(groups());
      const result = await autocannon({
        url: base,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers,
        requests: [
          kind === "schedule"
            ? { method: "GET", path: `/api/events?${range}` }
            : { setupRequest: (request) => ({ ...request, ...bookingRequest() }) },
        ],
      });
      const after = cpuSeconds(groups());
      const cpu = Object.fromEntries(Object.keys(after).map((key) => [key, (after[key] - before[key]) / DURATION_S]));
      return { rps: result.requests.average, p99: result.latency.p99, errors: result.non2xx + result.errors, cpu };
    };

    // Warm both processes (JIT, plans) through the two-process proxy.
    await autocannon({ url: `${two}/api/events?${range}`, connections: 8, duration: 3, headers });
    console.log(
      `autocannon ${CONNECTIONS} connections, ${DURATION_S} s each; nginx → next start × N → PgBouncer → PostgreSQL; ${fs.readFileSync("/proc/cpuinfo", "utf8").match(/^processor/gm)?.length} cores`,
    );
    console.log("endpoint                  procs   req/s   p99 ms  non-2xx   CPU cores used: apps  postgres  pgbouncer  nginx  autocannon");
    for (const kind of ["schedule", "booking"] as const) {
      const results = [];
      for (const [procs, base] of [
        [1, one],
        [2, two],
      ] as const) {
        const r = await run(base, kind);
        results.push(r);
        const c = r.cpu;
        console.log(
          `${(kind === "schedule" ? "GET /api/events (week)" : "POST …/bookings").padEnd(25)} ${String(procs).padStart(5)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)}   ${" ".repeat(15)}${c.apps.toFixed(2).padStart(4)}  ${c.postgres.toFixed(2).padStart(8)}  ${c.pgbouncer.toFixed(2).padStart(9)}  ${c.nginx.toFixed(2).padStart(5)}  ${c.bench.toFixed(2).padStart(10)}`,
        );
      }
      console.log(`  ${kind}: 2 processes ÷ 1 = ${(results[1].rps / results[0].rps).toFixed(2)}× req/s\n`);
    }
    const [{ load }] = [{ load: fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ") }];
    console.log(`load average after the runs: ${load} (other work on the machine counts against these figures)`);
  } finally {
    await drop();
  }
});
