// npm run bench:api — autocannon on the signed-in reads every screen makes (GET /api/subscription,
// GET /api/me, GET /api/events for one demo week) against GET /api/health (the floor: one `select 1`),
// on the same server in the same run. Interleaved: health is measured right before each endpoint, so
// a change in the machine's load shows in both halves of a ratio. Options: --duration=10 (seconds per
// measurement), --connections=10,50.
import os from "node:os";
import autocannon from "autocannon";
import { serveDemo } from "./bench/serve-demo";

const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const DURATION_S = Number(option("duration", "10"));
const CONNECTIONS = option("connections", "10,50").split(",").map(Number);
const TARGET = 0.9;

type Result = autocannon.Result;

const { base, stop } = await serveDemo(3480, "bench-api");
try {
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "owner@promenade.test", password: "promenade" }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const auth = { authorization: `Bearer ${accessToken}` };
  // One demo week: Monday 00:00 UTC of this week (the demo has lessons 8 weeks either side of today).
  const monday = new Date();
  monday.setUTCHours(0, 0, 0, 0);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const week = `from=${monday.toISOString()}&to=${new Date(monday.getTime() + 7 * 86_400_000).toISOString()}`;
  const endpoints = [
    { name: "/api/subscription", path: "/api/subscription" },
    { name: "/api/me", path: "/api/me" },
    { name: "/api/events (week)", path: `/api/events?${week}` },
  ];
  for (const endpoint of endpoints) {
    const check = await fetch(base + endpoint.path, { headers: auth });
    if (!check.ok) throw new Error(`GET ${endpoint.path} answered ${check.status}: ${await check.text()}`);
    const body = await check.text();
    const count = endpoint.path.startsWith("/api/events") ? ` (${(JSON.parse(body) as { events: unknown[] }).events.length} events)` : "";
    console.log(`GET ${endpoint.name}: ${body.length.toLocaleString("en-US")} bytes${count}`);
  }

  // Warm every endpoint (JIT, first-query plans, prepared statements) before anything is measured.
  await run("/api/health", 10, {}, 3);
  for (const endpoint of endpoints) await run(endpoint.path, 10, auth, 3);

  console.log(`\nautocannon, ${DURATION_S} s each, PGlite (one process), load ${os.loadavg()[0].toFixed(2)}\n`);
  console.log("endpoint                conns     req/s    p50 ms    p99 ms   health req/s   ratio   target ≥ 0.9");
  const summary: string[] = [];
  for (const connections of CONNECTIONS) {
    for (const endpoint of endpoints) {
      const health = await run("/api/health", connections, {});
      const result = await run(endpoint.path, connections, auth);
      const ratio = result.requests.average / health.requests.average;
      console.log(`${row("/api/health", connections, health)}`);
      console.log(
        `${row(endpoint.name, connections, result)} ${health.requests.average.toFixed(0).padStart(14)} ${ratio.toFixed(2).padStart(7)}   ${ratio >= TARGET ? "met" : "MISSED"}`,
      );
      summary.push(`  ${endpoint.name.padEnd(20)} ÷ health at ${String(connections).padStart(2)} connections: ${ratio.toFixed(2)}`);
    }
    console.log("");
  }
  console.log(`ratios (target ≥ ${TARGET}), load now ${os.loadavg()[0].toFixed(2)}:\n${summary.join("\n")}`);
} finally {
  stop();
}

function row(name: string, connections: number, result: Result): string {
  return `${name.padEnd(22)} ${String(connections).padStart(6)} ${result.requests.average.toFixed(0).padStart(9)} ${String(result.latency.p50).padStart(9)} ${String(result.latency.p99).padStart(9)}`;
}

async function run(path: string, connections: number, headers: Record<string, string>, duration = DURATION_S): Promise<Result> {
  const result = await autocannon({ url: base + path, connections, duration, headers });
  if (result.non2xx > 0) throw new Error(`${path}: ${result.non2xx} non-2xx answers`);
  // A request autocannon gave up on (10 s) on an overloaded machine is reported, not fatal.
  if (result.errors > 0) console.log(`  (${path} at ${connections} connections: ${result.errors} requests timed out or failed)`);
  return result;
}
