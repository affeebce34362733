// The process's Prometheus registry (prom-client) and the metrics both halves of the server record:
// the serving process (scripts/serve.mjs) counts requests where it writes their log line, the app's
// bundle counts background jobs and fills the gauges read at each scrape (lib/ops/metrics.ts). Kept on
// globalThis so both find the same registry whichever copy of this module they loaded.
import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";

const KEY = Symbol.for("promenade.metrics");

/** The registry and its metrics, made once per process. */
export function metrics() {
  return (globalThis[KEY] ??= makeMetrics());
}

/** One answered request: its route pattern (never the raw path), method and status, and how long it took. */
export function recordRequest(route, method, status, seconds) {
  const { requests, duration } = metrics();
  const labels = { route, method, status: String(status) };
  requests.inc(labels);
  duration.observe(labels, seconds);
}

function makeMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ["route", "method", "status"];
  return {
    registry,
    requests: new Counter({
      name: "promenade_http_requests_total",
      help: "HTTP requests answered, by route pattern, method and status.",
      labelNames,
      registers: [registry],
    }),
    duration: new Histogram({
      name: "promenade_http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by route pattern, method and status.",
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    jobRuns: new Counter({
      name: "promenade_job_runs_total",
      help: "Background job runs that finished, by job name and outcome (ok or failed).",
      labelNames: ["job", "outcome"],
      registers: [registry],
    }),
  };
}
