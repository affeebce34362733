// npm run bench:notifications (its second half) — the ICS feed of an instructor with 2,000 lessons: GET /api/calendar/{token}.ics
// generating the feed (200) and answering a calendar app whose copy is current (304, If-None-Match),
// each beside GET /api/health (one `select 1`) in the same run: first one request at a time,
// alternating (median, p95), then autocannon with a few connections (throughput).
import autocannon from "autocannon";
import { performance } from "node:perf_hooks";
import { serveDemo } from "./bench/serve-demo";
import { medianAndP95 } from "./bench/stats";

const DURATION_S = 10;
const CONNECTIONS = 4;
const SEQUENTIAL_RUNS = 40;

const { base, stop } = await serveDemo(3482, "bench-calendar", {
  // Built before the server starts: PGlite takes one process at a time.
  prepare: async (dataDir) => {
    const { openPglite } = await import("@/lib/db/client");
    const { migrateDatabase } = await import("@/lib/db/migrate");
    const { seedDemo } = await import("@/lib/demo/seed");
    const { buildFeedInstructor } = await import("./bench/calendar-data");
    const handle = await openPglite(dataDir);
    await migrateDatabase(handle.db, "pglite");
    const { studioId } = await seedDemo(handle.db);
    const started = performance.now();
    await buildFeedInstructor(handle.db, studioId);
    console.log(`an instructor with 2,000 booked lessons, built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await handle.close();
  },
});

try {
  const { FEED_BENCH } = await import("./bench/calendar-data");
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: FEED_BENCH.email, password: FEED_BENCH.password }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const mine = await fetch(`${base}/api/me/calendar`, { headers: { authorization: `Bearer ${accessToken}` } });
  const { feedUrl } = (await mine.json()) as { feedUrl: string };
  const feed = `${base}${new URL(feedUrl).pathname}`;
  const sample = await fetch(feed);
  const text = await sample.text();
  const etag = sample.headers.get("etag");
  if (!sample.ok || !etag) throw new Error(`the feed answered ${sample.status}`);
  const count = text.split("BEGIN:VEVENT").length - 1;
  console.log(`feed: ${count} events, ${(text.length / 1024).toFixed(0)} KiB, ETag ${etag}\n`);

  // Warm everything (JIT, first-query plans) before anything is measured.
  await autocannon({ url: `${base}/api/health`, connections: CONNECTIONS, duration: 3 });
  await autocannon({ url: feed, connections: CONNECTIONS, duration: 3 });
  await autocannon({ url: feed, connections: CONNECTIONS, duration: 3, headers: { "if-none-match": etag } });

  const time = async (url: string, headers: Record<string, string>, status: number) => {
    const start = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== status) throw new Error(`${url} answered ${response.status}, not ${status}`);
    return performance.now() - start;
  };
  const sequential = { health: [] as number[], full: [] as number[], notModified: [] as number[] };
  for (let i = 0; i < SEQUENTIAL_RUNS; i++) {
    sequential.health.push(await time(`${base}/api/health`, {}, 200));
    sequential.full.push(await time(feed, {}, 200));
    sequential.notModified.push(await time(feed, { "if-none-match": etag }, 304));
  }
  const stats = medianAndP95;
  const [h, f, n] = [stats(sequential.health), stats(sequential.full), stats(sequential.notModified)];
  console.log(`${SEQUENTIAL_RUNS} requests each, one at a time, alternating\n`);
  console.log("request                                median ms    p95 ms");
  for (const [name, stat] of [
    ["GET /api/health", h],
    ["GET feed (generate, 200)", f],
    ["GET feed, If-None-Match (304)", n],
  ] as const) {
    console.log(`${name.padEnd(38)} ${stat.median.toFixed(1).padStart(9)} ${stat.p95.toFixed(1).padStart(9)}`);
  }
  console.log(
    `feed ÷ health, median: generate ${(f.median / h.median).toFixed(1)}×, 304 ${(n.median / h.median).toFixed(1)}×; 304 is ${(f.median / n.median).toFixed(0)}× cheaper than generating\n`,
  );

  console.log(`autocannon, ${DURATION_S} s each, ${CONNECTIONS} connections, PGlite (one process)\n`);
  console.log("request                                   req/s    p50 ms    p97.5 ms   p99 ms");
  const health = await run("GET /api/health", `${base}/api/health`, {}, "2xx");
  const full = await run("GET feed (generate, 200)", feed, {}, "2xx");
  const notModified = await run("GET feed, If-None-Match (304)", feed, { "if-none-match": etag }, "3xx");
  console.log(
    `\nfeed ÷ health, p50: generate ${(full.latency.p50 / health.latency.p50).toFixed(1)}×, 304 ${(notModified.latency.p50 / health.latency.p50).toFixed(1)}×`,
  );
} finally {
  stop();
}

async function run(name: string, url: string, headers: Record<string, string>, expected: "2xx" | "3xx") {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.errors > 0 || result[expected] !== result.requests.total)
    throw new Error(`${name}: ${result.errors} errors, ${result[expected]} of ${result.requests.total} answers were ${expected}`);
  console.log(
    `${name.padEnd(38)} ${result.requests.average.toFixed(0).padStart(8)} ${String(result.latency.p50).padStart(9)} ${String(result.latency.p97_5).padStart(11)} ${String(result.latency.p99).padStart(8)}`,
  );
  return result;
}
