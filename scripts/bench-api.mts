// npm run bench:api — autocannon on GET /api/subscription (a signed-in read: token check, session
// and plan from the database) against GET /api/health (the floor: one `select 1`), same server.
import autocannon from "autocannon";
import { serveDemo } from "./bench/serve-demo";

const DURATION_S = 10;

const { base, stop } = await serveDemo(3480, "bench-api");
try {
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "owner@promenade.test", password: "promenade" }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const check = await fetch(`${base}/api/subscription`, { headers: { authorization: `Bearer ${accessToken}` } });
  if (!check.ok) throw new Error(`GET /api/subscription answered ${check.status}`);

  // Warm both endpoints (JIT, first-query plans) before anything is measured.
  await autocannon({ url: `${base}/api/health`, connections: 10, duration: 3 });
  await autocannon({ url: `${base}/api/subscription`, connections: 10, duration: 3, headers: { authorization: `Bearer ${accessToken}` } });

  console.log(`autocannon, ${DURATION_S} s each, PGlite (one process)\n`);
  console.log("endpoint              conns     req/s    p50 ms    p99 ms");
  for (const connections of [10, 50]) {
    const health = await run(`${base}/api/health`, connections, {});
    const subscription = await run(`${base}/api/subscription`, connections, { authorization: `Bearer ${accessToken}` });
    for (const [name, result] of [
      ["/api/health", health],
      ["/api/subscription", subscription],
    ] as const) {
      console.log(
        `${name.padEnd(20)} ${String(connections).padStart(6)} ${result.requests.average.toFixed(0).padStart(9)} ${String(result.latency.p50).padStart(9)} ${String(result.latency.p99).padStart(9)}`,
      );
    }
    const ratio = subscription.requests.average / health.requests.average;
    console.log(
      `ratio subscription ÷ health at ${connections} connections: ${ratio.toFixed(2)} (target ≥ 0.7 → ${ratio >= 0.7 ? "met" : "MISSED"})\n`,
    );
  }
} finally {
  stop();
}

async function run(url: string, connections: number, headers: Record<string, string>) {
  const result = await autocannon({ url, connections, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result;
}
