import "server-only";
import { timingSafeEqual } from "node:crypto";
import { Gauge } from "prom-client";
import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { readHealth } from "./health";
import { metrics } from "./metrics-registry.mjs";

/** The background jobs counted by name in promenade_job_runs_total. */
export type JobName = "hold-sweeper" | "notifications" | "autopay" | "backup";

/** Counts one finished run of a background job: ok, or failed (it threw). */
export function recordJob(name: JobName, ok: boolean): void {
  metrics().jobRuns.inc({ job: name, outcome: ok ? "ok" : "failed" });
}

/** Runs one round of a job and counts it; a failure is counted and thrown on to the job's own handling. */
export async function countedJob<T>(name: JobName, run: () => Promise<T>): Promise<T> {
  try {
    const result = await run();
    recordJob(name, true);
    return result;
  } catch (error) {
    recordJob(name, false);
    throw error;
  }
}

/**
 * Whether a scrape may read /metrics: only with METRICS_TOKEN configured and sent as
 * `Authorization: Bearer <token>`, compared in constant time. "off": no token configured (404).
 */
export function metricsAccess(authorization: string | null, token: string | undefined = env.METRICS_TOKEN): "off" | "denied" | "allowed" {
  if (!token) return "off";
  const sent = Buffer.from(/^Bearer (.+)$/.exec(authorization ?? "")?.[1] ?? "");
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected) ? "allowed" : "denied";
}

/** The Prometheus text: the counters as recorded, the database pool and the outbox read now. */
export async function renderMetrics(db: Db, now: Date = new Date()): Promise<{ contentType: string; text: string }> {
  const { registry } = metrics();
  const gauges = scrapeGauges(registry);
  const health = await readHealth(db, now);
  gauges.ready.set(health.database && health.migrationsCurrent && health.draining ? 1 : 0);
  for (const channel of health.outbox) {
    gauges.outboxDue.set({ channel: channel.channel }, channel.due);
    gauges.outboxAge.set({ channel: channel.channel }, channel.oldestDueSeconds ?? 0);
  }
  const pool = postgresPool(db);
  if (pool) {
    gauges.pool.set({ state: "total" }, pool.totalCount);
    gauges.pool.set({ state: "idle" }, pool.idleCount);
    gauges.pool.set({ state: "waiting" }, pool.waitingCount);
  }
  return { contentType: registry.contentType, text: await registry.metrics() };
}

type PoolCounts = { totalCount: number; idleCount: number; waitingCount: number };

/** node-postgres's pool behind the database (PGlite has none). */
function postgresPool(db: Db): PoolCounts | null {
  const client = (db as unknown as { $client?: Partial<PoolCounts> }).$client;
  return typeof client?.totalCount === "number" ? (client as PoolCounts) : null;
}

type ScrapeGauges = { ready: Gauge; outboxDue: Gauge<"channel">; outboxAge: Gauge<"channel">; pool: Gauge<"state"> };
const SCRAPE_GAUGES = Symbol.for("promenade.metrics.scrapeGauges");

/** The gauges set at each scrape, registered once in the process's registry. */
function scrapeGauges(registry: ReturnType<typeof metrics>["registry"]): ScrapeGauges {
  const store = globalThis as typeof globalThis & { [SCRAPE_GAUGES]?: ScrapeGauges };
  return (store[SCRAPE_GAUGES] ??= {
    ready: new Gauge({ name: "promenade_ready", help: "1 when /api/ready would answer 200, else 0.", registers: [registry] }),
    outboxDue: new Gauge({
      name: "promenade_outbox_due_messages",
      help: "Outbox messages due to be sent now, by channel.",
      labelNames: ["channel"],
      registers: [registry],
    }),
    outboxAge: new Gauge({
      name: "promenade_outbox_oldest_due_seconds",
      help: "How long the oldest due outbox message has waited, by channel (0 when none is due).",
      labelNames: ["channel"],
      registers: [registry],
    }),
    pool: new Gauge({
      name: "promenade_db_pool_connections",
      help: "PostgreSQL pool connections: total, idle, and requests waiting for one (absent on PGlite).",
      labelNames: ["state"],
      registers: [registry],
    }),
  });
}
