import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { parsePrometheusText, sampleOf } from "../tests/helpers/prometheus-text";
import { uniqueEmail } from "./support/login";

// The production server `npm start` runs (scripts/serve.mjs over the suite's build), on a data folder
// of its own with LOG_LEVEL=info and a METRICS_TOKEN: its request log is read from its output, its
// /metrics is scraped and parsed as Prometheus would. Started directly: the database migrates on
// first use, and a sign-up makes the studio (no seed, no build check).
const port = Number(process.env.E2E_PORT || 3100) + 39;
const origin = `http://127.0.0.1:${port}`;
const METRICS_TOKEN = "e2e-metrics-token-5d41402abc4b2a76";
const PASSWORD = "observe-e2e-password-7c4a8d09";

type Line = {
  level: number;
  time: string;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string;
  status?: number;
  ms?: number;
  studioId?: string;
};

test("each request is one JSON log line with its id, route pattern, status and duration, no secret; /metrics parses", async () => {
  test.setTimeout(180_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "promenade-observe-"));
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      JWT_SECRET: "observe-e2e-secret-0123456789abcdef0123456789",
      PORT: String(port),
      SITE_URL: origin,
      DATA_DIR: dir,
      LOG_LEVEL: "info",
      METRICS_TOKEN,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const lines = () => output.split("\n").flatMap((line) => (line.startsWith("{") ? [JSON.parse(line) as Line] : []));
  const lineFor = (reqId: string | null) => expect.poll(() => lines().find((line) => line.reqId === reqId)).toBeTruthy();
  try {
    await expect
      .poll(
        () =>
          fetch(`${origin}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 150_000 },
      )
      .toBe(200);
    const email = uniqueEmail("observe");
    const post = (pathname: string, body: unknown) =>
      fetch(`${origin}${pathname}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify(body),
      });
    expect((await post("/api/auth/signup", { name: "Olga Observe", email, password: PASSWORD })).status).toBe(201);
    const login = await post("/api/auth/login", { email, password: PASSWORD });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const me = await fetch(`${origin}/api/me/calendar`, { headers: { authorization: `Bearer ${accessToken}` } });
    const { feedUrl } = (await me.json()) as { feedUrl: string };
    const feedPath = new URL(feedUrl).pathname;
    const feedToken = /\/api\/calendar\/([\w-]+)\.ics$/.exec(feedPath)?.[1] ?? "";
    expect(feedToken).toHaveLength(43);
    const feed = await fetch(`${origin}${feedPath}?utm=${feedToken}`);
    expect(feed.status).toBe(200);
    const missing = await fetch(`${origin}/api/events/00000000-0000-4000-8000-000000000000/bookings`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });

    for (const response of [login, me, feed, missing]) expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    await lineFor(missing.headers.get("x-request-id"));
    const byId = (response: Response) => lines().find((line) => line.reqId === response.headers.get("x-request-id"));
    expect(byId(login)).toMatchObject({ msg: "request", method: "POST", route: "/api/auth/login", status: 200 });
    expect(byId(me)).toMatchObject({
      method: "GET",
      route: "/api/me/calendar",
      status: 200,
      studioId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(byId(feed)).toMatchObject({ method: "GET", route: "/api/calendar/[token]", status: 200 });
    expect(byId(missing)).toMatchObject({ route: "/api/events/[id]/bookings", status: 404 });
    for (const response of [login, me, feed, missing]) expect(byId(response)?.ms).toBeGreaterThan(0);
    // Nothing secret, anywhere in the server's output.
    for (const secret of [PASSWORD, email, accessToken, feedToken]) expect(output).not.toContain(secret);

    expect((await fetch(`${origin}/metrics`)).status).toBe(401);
    const scrape = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scrape.status).toBe(200);
    const families = parsePrometheusText(await scrape.text());
    expect(
      sampleOf(families, "promenade_http_requests_total", { route: "/api/calendar/[token]", method: "GET", status: "200" })?.value,
    ).toBe(1);
    expect(sampleOf(families, "promenade_http_request_duration_seconds_count", { route: "/api/auth/login", status: "200" })?.value).toBe(1);
    expect(sampleOf(families, "promenade_outbox_due_messages", { channel: "email" })).toBeDefined();
    expect(sampleOf(families, "promenade_ready")?.value).toBe(1);
    const routes = families.get("promenade_http_requests_total")?.samples.map((sample) => sample.labels.route) ?? [];
    expect(routes.filter((route) => route.includes(feedToken) || /[0-9a-f]{8}-/.test(route))).toEqual([]);
  } finally {
    child.kill("SIGTERM");
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
