import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noteStudio } from "@/lib/api/server-log.mjs";
import { metrics } from "@/lib/ops/metrics-registry.mjs";
import { observeRequests } from "@/lib/ops/request-log.mjs";
import { routePatterns, UNMATCHED } from "@/lib/ops/route-pattern.mjs";

// The serving process's wrapper (scripts/serve.mjs) around a stand-in handler, with a routes manifest
// shaped like the build's: what it logs and counts for a sign-in with a password and a calendar feed
// whose token is in the path. e2e/observability.spec.ts checks the same against the real server.
const PASSWORD = "correct-horse-battery-staple";
const FEED_TOKEN = "feedtoken-8f14e45fceea167a5a36dedd4bea2543";
const STUDIO = "9d7f3c1e-0000-4000-8000-00000000abcd";

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), "routes-"));
fs.writeFileSync(
  path.join(distDir, "routes-manifest.json"),
  JSON.stringify({
    staticRoutes: [{ page: "/api/auth/login", regex: "^/api/auth/login(?:/)?$" }],
    dynamicRoutes: [{ page: "/api/calendar/[token]", regex: "^/api/calendar/([^/]+?)(?:/)?$" }],
  }),
);

const lines: Record<string, unknown>[] = [];
let raw = "";
const sink = new Writable({
  write(chunk, _encoding, done) {
    raw += String(chunk);
    for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

function serve(trustedProxy: number) {
  const handler = observeRequests(
    async (request, response) => {
      let body = "";
      for await (const chunk of request) body += chunk;
      await new Promise((resolve) => setTimeout(resolve, 5));
      // As route() does once the session is read: the caller's studio, from inside the handler.
      if (request.url === "/api/auth/login" && body.includes(PASSWORD)) noteStudio(STUDIO);
      response.statusCode = request.url === "/nowhere" ? 404 : 200;
      response.end("ok");
    },
    { trustedProxy, patternOf: routePatterns(distDir), log: pino({ base: null }, sink) },
  );
  return http.createServer(handler);
}

let direct: http.Server;
let proxied: http.Server;
const url = (server: http.Server, path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;

beforeAll(async () => {
  direct = serve(0);
  proxied = serve(1);
  await Promise.all([direct, proxied].map((server) => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))));
});
afterAll(async () => {
  await Promise.all([direct, proxied].map((server) => new Promise((resolve) => server.close(resolve))));
  fs.rmSync(distDir, { recursive: true, force: true });
});

/** Sends a request and returns its answer with the one log line written for it. */
async function request(server: http.Server, path: string, init?: RequestInit) {
  const before = lines.length;
  const response = await fetch(url(server, path), init);
  await response.text();
  await expect.poll(() => lines.length).toBe(before + 1);
  return { response, line: lines[before] };
}

describe("the request log", () => {
  it("a sign-in: one line with the id sent back, the route, status, duration and studio — never the password", async () => {
    const body = JSON.stringify({ email: "owner@example.com", password: PASSWORD });
    const { response, line } = await request(direct, "/api/auth/login", {
      method: "POST",
      body,
      headers: { "content-type": "application/json" },
    });
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(line).toMatchObject({
      msg: "request",
      reqId: response.headers.get("x-request-id"),
      method: "POST",
      route: "/api/auth/login",
      status: 200,
      studioId: STUDIO,
    });
    expect(line.ms).toBeGreaterThan(0);
    expect(Object.keys(line).sort()).toEqual(["level", "method", "ms", "msg", "reqId", "route", "status", "studioId", "time"]);
    expect(raw).not.toContain(PASSWORD);
    expect(raw).not.toContain("owner@example.com");
  });

  it("a calendar feed is named by its route pattern: neither its token nor its query reaches the log", async () => {
    const { line } = await request(direct, `/api/calendar/${FEED_TOKEN}.ics?token=${FEED_TOKEN}`);
    expect(line).toMatchObject({ route: "/api/calendar/[token]", status: 200, method: "GET" });
    expect(raw).not.toContain(FEED_TOKEN);
  });

  it("a path no route serves is one label, whatever it holds", async () => {
    const { line } = await request(direct, `/nowhere`);
    expect(line).toMatchObject({ route: UNMATCHED, status: 404 });
  });

  it("keeps a well-formed X-Request-Id only behind a trusted proxy", async () => {
    const nginxId = "0f9c2a7be1d44c3c9d1f2e3a4b5c6d7e";
    const fromClient = await request(direct, "/nowhere", { headers: { "x-request-id": nginxId } });
    expect(fromClient.response.headers.get("x-request-id")).not.toBe(nginxId);
    const fromProxy = await request(proxied, "/nowhere", { headers: { "x-request-id": nginxId } });
    expect(fromProxy.response.headers.get("x-request-id")).toBe(nginxId);
    expect(fromProxy.line.reqId).toBe(nginxId);
    const forged = await request(proxied, "/nowhere", { headers: { "x-request-id": "bad id\twith spaces" } });
    expect(forged.response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("counts each request in the metrics by route pattern, method and status", async () => {
    const counted = await metrics().requests.get();
    const feed = counted.values.find((value) => value.labels.route === "/api/calendar/[token]");
    expect(feed).toMatchObject({ value: 1, labels: { method: "GET", status: "200" } });
    expect(counted.values.some((value) => String(value.labels.route).includes(FEED_TOKEN))).toBe(false);
  });
});
