// npm run bench:progress — GET /api/students/{id}/progress for a student with five years of history
// (1,500 lessons, 2,000 practice entries, 300 figure marks) against GET /api/health, same server,
// same run, requests alternating one at a time: median and p95 of each, and their ratio (target ≤ 3×).
import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import { serveDemo } from "./bench/serve-demo";
import { medianAndP95 } from "./bench/stats";

const RUNS = 400;
const WARM_UP = 60;

let studentId = "";
const { base, stop } = await serveDemo(3481, "bench-progress", {
  // Built before the server starts: PGlite takes one process at a time.
  prepare: async (dataDir) => {
    const { openPglite } = await import("@/lib/db/client");
    const { migrateDatabase } = await import("@/lib/db/migrate");
    const { seedDemo } = await import("@/lib/demo/seed");
    const { studios } = await import("@/lib/db/schema");
    const { buildFiveYearStudent, HISTORY } = await import("./bench/progress-history");
    const handle = await openPglite(dataDir);
    await migrateDatabase(handle.db, "pglite");
    const { studioId } = await seedDemo(handle.db);
    const started = performance.now();
    studentId = await buildFiveYearStudent(handle.db, studioId);
    const [studio] = await handle.db.select({ name: studios.name }).from(studios).where(eq(studios.id, studioId));
    console.log(
      `${studio.name}: a student with ${HISTORY.lessons} lessons, ${HISTORY.practice} practice entries and ${HISTORY.figureMarks} figure marks, built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await handle.close();
  },
});

try {
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "owner@promenade.test", password: "promenade" }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const progressUrl = `${base}/api/students/${studentId}/progress`;
  const sample = await fetch(progressUrl, { headers });
  if (!sample.ok) throw new Error(`GET /api/students/{id}/progress answered ${sample.status}: ${await sample.text()}`);
  const body = (await sample.json()) as { assessments: unknown[]; levels: unknown[]; hours: unknown[]; attendance: { booked: number } };
  const bytes = JSON.stringify(body).length;
  console.log(
    `answer: ${body.levels.length} dances, ${body.assessments.length} assessments, ${body.hours.length} weeks, ${body.attendance.booked} places in 90 days (${(bytes / 1024).toFixed(1)} KiB)\n`,
  );

  const time = async (url: string, init?: RequestInit) => {
    const start = performance.now();
    const response = await fetch(url, init);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - start;
  };
  for (let i = 0; i < WARM_UP; i++) {
    await time(`${base}/api/health`);
    await time(progressUrl, { headers });
  }
  const health: number[] = [];
  const progress: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    health.push(await time(`${base}/api/health`));
    progress.push(await time(progressUrl, { headers }));
  }
  const stats = medianAndP95;
  const [h, p] = [stats(health), stats(progress)];
  console.log(`${RUNS} requests each, one at a time, alternating (PGlite, one process)\n`);
  console.log("endpoint                          median ms    p95 ms");
  console.log(`GET /api/health                   ${h.median.toFixed(2).padStart(9)} ${p95(h)}`);
  console.log(`GET /api/students/{id}/progress   ${p.median.toFixed(2).padStart(9)} ${p95(p)}`);
  const ratio = p.median / h.median;
  console.log(
    `\nratio progress ÷ health: median ${ratio.toFixed(2)}×, p95 ${(p.p95 / h.p95).toFixed(2)}× (target ≤ 3× → ${ratio <= 3 ? "met" : "MISSED"})`,
  );
} finally {
  stop();
}

function p95(stat: { p95: number }): string {
  return stat.p95.toFixed(2).padStart(9);
}
