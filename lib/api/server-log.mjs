// The server's log (pino): one JSON object a line, readable (pino-pretty) under `npm run dev`.
// Plain JavaScript: the serving process (scripts/serve.mjs) writes the request lines with it, and the
// app's bundle writes errors with it; both find the one logger and the one request context on
// globalThis, so a line written deep in a handler carries the request id the server gave that request.
import { AsyncLocalStorage } from "node:async_hooks";
import { createRequire } from "node:module";
import path from "node:path";
import pino from "pino";

const LOGGER = Symbol.for("promenade.serverLog");
const CONTEXT = Symbol.for("promenade.requestContext");
const SETTINGS = Symbol.for("promenade.serverLogSettings");
const LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"];

/** Keys whose values never reach the log, wherever they appear in a logged object. */
const REDACTED = ["password", "currentPassword", "newPassword", "token", "authorization", "cookie", "card", "body", "text"];

/** @type {AsyncLocalStorage<import("./server-log.d.mts").RequestState>} */
export const requestContext = (globalThis[CONTEXT] ??= new AsyncLocalStorage());

/**
 * Sets the level and format before the logger's first use, from the environment: scripts/serve.mjs
 * (which has no lib/env.ts) and instrumentation-node.ts (from lib/env.ts) do, in every server
 * process. Not set (tests, scripts), the logger is silent.
 * @param {{ level?: string; pretty?: boolean }} settings
 */
export function configureServerLog({ level, pretty = false }) {
  globalThis[SETTINGS] = { level: LEVELS.includes(level ?? "") ? level : "info", pretty };
}

/** The process's logger, made on first use. */
export function serverLog() {
  return (globalThis[LOGGER] ??= makeLogger());
}

/** What the current request's lines carry: its id (none outside a request). */
export function requestFields() {
  const reqId = requestContext.getStore()?.reqId;
  return reqId ? { reqId } : {};
}

/** Notes the signed-in caller's studio on the current request, for its log line. */
export function noteStudio(studioId) {
  const state = requestContext.getStore();
  if (state) state.studioId = studioId;
}

function makeLogger() {
  const { level, pretty } = globalThis[SETTINGS] ?? { level: "silent", pretty: false };
  const options = {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED.flatMap((key) => [key, `*.${key}`]), censor: "[redacted]" },
  };
  // Written asynchronously: a synchronous write to a full pipe (a slow reader of stdout) makes
  // sonic-boom sleep the whole process 100 ms at a time. pino flushes what is buffered on exit.
  if (!pretty) return pino(options, pino.destination({ dest: 1, sync: false }));
  // pino-pretty is a development dependency, loaded from the project (not bundled) and only here.
  const prettyStream = createRequire(path.join(process.cwd(), "package.json"))("pino-pretty");
  return pino(options, prettyStream({ sync: true, ignore: "pid,hostname", translateTime: "SYS:HH:MM:ss.l" }));
}
