import { afterEach, describe, expect, it } from "vitest";
import { GET as scrape } from "@/app/metrics/route";
import { getDb } from "@/lib/db/client";
import { outboxMessages } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { recordJob } from "@/lib/ops/metrics";
import { recordRequest } from "@/lib/ops/metrics-registry.mjs";
import { callRoute } from "../helpers/call-route";
import { parsePrometheusText, sampleOf } from "../helpers/prometheus-text";
import { makeStudio } from "../helpers/studio-factory";

const TOKEN = "metrics-token-0123456789abcdef";

afterEach(() => {
  env.METRICS_TOKEN = undefined;
});

const get = (headers: Record<string, string> = {}) => callRoute<string>(scrape, { path: "/metrics", headers });

describe("GET /metrics", () => {
  it("is not there while no METRICS_TOKEN is configured, with or without a token", async () => {
    expect((await get()).status).toBe(404);
    expect((await get({ authorization: `Bearer ${TOKEN}` })).status).toBe(404);
  });

  it("refuses a missing or wrong token with 401, saying how to send it", async () => {
    env.METRICS_TOKEN = TOKEN;
    for (const authorization of [undefined, `Bearer ${TOKEN.slice(0, -1)}x`, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, `Bearer `]) {
      const response = await get(authorization === undefined ? {} : { authorization });
      expect(response.status, authorization).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect(response.body).toContain("METRICS_TOKEN");
    }
  });

  it("answers Prometheus text a parser reads: requests by route pattern, jobs, the outbox by channel, readiness", async () => {
    env.METRICS_TOKEN = TOKEN;
    recordRequest("/api/events/[id]/bookings", "POST", 201, 0.042);
    recordRequest("/api/events/[id]/bookings", "POST", 201, 0.3);
    recordRequest("/api/health", "GET", 200, 0.002);
    recordJob("autopay", true);
    recordJob("autopay", false);
    const { studio } = await makeStudio();
    await (await getDb()).insert(outboxMessages).values({
      studioId: studio.id,
      kind: "test",
      recipient: "a@example.com",
      subject: "s",
      text: "t",
      nextAttemptAt: new Date(Date.now() - 90_000),
    });

    const response = await get({ authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const families = parsePrometheusText(response.body);
    const value = (name: string, labels: Record<string, string> = {}) => sampleOf(families, name, labels)?.value;

    expect(families.get("promenade_http_requests_total")?.type).toBe("counter");
    expect(value("promenade_http_requests_total", { route: "/api/events/[id]/bookings", method: "POST", status: "201" })).toBe(2);
    const bookings = { route: "/api/events/[id]/bookings", method: "POST", status: "201" };
    expect(value("promenade_http_request_duration_seconds_bucket", { ...bookings, le: "0.05" })).toBe(1);
    expect(value("promenade_http_request_duration_seconds_bucket", { ...bookings, le: "0.5" })).toBe(2);
    expect(value("promenade_http_request_duration_seconds_count", bookings)).toBe(2);
    expect(value("promenade_http_request_duration_seconds_sum", bookings)).toBeCloseTo(0.342);
    expect(value("promenade_job_runs_total", { job: "autopay", outcome: "ok" })).toBe(1);
    expect(value("promenade_job_runs_total", { job: "autopay", outcome: "failed" })).toBe(1);
    expect(value("promenade_outbox_due_messages", { channel: "email" })).toBe(1);
    expect(value("promenade_outbox_oldest_due_seconds", { channel: "email" })).toBeGreaterThanOrEqual(90);
    expect(value("promenade_outbox_due_messages", { channel: "site-email" })).toBe(0);
    expect(value("promenade_ready")).toBe(1);
    expect(families.has("process_cpu_user_seconds_total")).toBe(true);
    // The pool's figures exist on PostgreSQL only (PGlite has none).
    expect(value("promenade_db_pool_connections", { state: "total" }) !== undefined).toBe(Boolean(env.DATABASE_URL));
    await (await getDb()).delete(outboxMessages);
  });
});
