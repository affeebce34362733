// What the serving process (scripts/serve.mjs) does around every request: give it an id (sent back as
// X-Request-Id), serve it inside that request's context (lib/api/server-log.mjs: the app's error
// lines and the signed-in caller's studio meet it there), then write its one log line and count it
// in the metrics. The line names the route pattern, never the path or query: no id or token in it.
import { randomUUID } from "node:crypto";
import { requestContext, serverLog } from "../api/server-log.mjs";
import { recordRequest } from "./metrics-registry.mjs";
import { routePatterns } from "./route-pattern.mjs";

/** An id a trusted proxy may hand on (nginx's $request_id is 32 hex digits): short, plain characters. */
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{8,128}$/;
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Wraps a node:http handler. An incoming X-Request-Id is kept only behind a trusted proxy
 * (`trustedProxy` ≥ 1, TRUSTED_PROXY) and only when well formed; otherwise the server makes one.
 */
export function observeRequests(handle, { trustedProxy = 0, patternOf = routePatterns(), log = serverLog() } = {}) {
  return (request, response) => {
    const started = process.hrtime.bigint();
    const incoming = trustedProxy > 0 ? request.headers["x-request-id"] : undefined;
    const reqId = typeof incoming === "string" && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
    request.headers["x-request-id"] = reqId;
    response.setHeader("X-Request-Id", reqId);
    const state = { reqId };
    response.once("close", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const method = METHODS.has(request.method ?? "") ? request.method : "OTHER";
      const route = patternOf((request.url ?? "/").split("?")[0]);
      const status = response.statusCode;
      recordRequest(route, method, status, seconds);
      const line = { reqId, method, route, status, ms: Math.round(seconds * 10_000) / 10 };
      if (state.studioId) line.studioId = state.studioId;
      if (!response.writableFinished) line.aborted = true;
      log.info(line, "request");
    });
    requestContext.run(state, () => handle(request, response));
  };
}
