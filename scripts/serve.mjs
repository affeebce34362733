// The server `npm start` runs (scripts/start.mts starts it once the build, migrations and seed are
// done): Next's request handler behind a small node:http server of our own. Next gives route
// handlers no socket address, so without a proxy in front nothing could tell two callers apart;
// this server writes the connection's address into X-Promenade-Client-Address, replacing any copy a
// client sent, and sets CLIENT_ADDRESS_HEADER=1 so lib/auth/client-address.ts believes it.
// X-Forwarded-For passes through untouched: behind reverse proxies, TRUSTED_PROXY says how many and
// the app reads that header instead. Everything else is `next start`'s own request handling
// (proxy.ts and its CSP hashes, compression, instrumentation.ts).
// Each request gets an id (X-Request-Id) and one JSON log line, and is counted in /metrics
// (lib/ops/request-log.mjs); the server's own lines go to the same log.
//
// Plain JavaScript run by Node, like `next start`: no TypeScript loader in the serving process.
// It takes the PGlite folder's lock before it listens (from npm start, which held it while it built
// and seeded: PROMENADE_LOCK_HANDOVER), so a second server on one folder is refused, naming the
// process that holds it, before it answers anything.
import http from "node:http";
import next from "next";
import { CLIENT_ADDRESS_HEADER_NAME } from "../lib/auth/client-address-header.mjs";
import { acquirePgliteLock } from "../lib/db/pglite-lock.mjs";
import { configureServerLog, serverLog } from "../lib/api/server-log.mjs";
import { observeRequests } from "../lib/ops/request-log.mjs";

const port = Number(process.env.PORT || 3000);
const header = CLIENT_ADDRESS_HEADER_NAME;
configureServerLog({ level: process.env.LOG_LEVEL });
const log = serverLog();

if (!process.env.DATABASE_URL?.trim()) {
  try {
    acquirePgliteLock(process.env.DATA_DIR?.trim() || "./data", { handOver: process.env.PROMENADE_LOCK_HANDOVER });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
delete process.env.PROMENADE_LOCK_HANDOVER;
process.env.CLIENT_ADDRESS_HEADER = "1";

const app = next({ dev: false, dir: process.cwd(), hostname: "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();

let warnedAboutProxy = false;
const server = http.createServer(
  observeRequests(
    (request, response) => {
      delete request.headers[header];
      request.rawHeaders = withoutHeader(request.rawHeaders, header);
      const address = request.socket.remoteAddress ?? "";
      request.headers[header] = address;
      request.rawHeaders.push(header, address);
      if (!warnedAboutProxy && !Number(process.env.TRUSTED_PROXY || 0) && request.headers["x-forwarded-for"] && isLoopback(address)) {
        warnedAboutProxy = true;
        log.warn(
          "A request came through a local proxy (X-Forwarded-For from a loopback address) but TRUSTED_PROXY is not set: " +
            "every caller counts as the proxy's address in the per-address limits. Set TRUSTED_PROXY to the number of proxies in front of the app.",
        );
      }
      handle(request, response).catch((error) => {
        log.error({ reqId: request.headers["x-request-id"], err: error }, "The request handler failed");
        if (!response.headersSent) response.statusCode = 500;
        response.end();
      });
    },
    { trustedProxy: Number(process.env.TRUSTED_PROXY || 0) },
  ),
);
// Idle keep-alive connections stay open longer than a client or proxy keeps them (nginx, load balancers:
// 60 s), so the other side always closes first. Node's 5 s default closes a socket a client may be
// reusing at that instant, and its request fails with ECONNRESET (seen in e2e after a 5 s pause).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, () => log.info(`Promenade is listening on port ${port}.`));

// Like `next start`: stop taking connections, let the ones under way finish, then exit with the signal's code.
let stopping = false;
for (const [signal, code] of /** @type {const} */ ([
  ["SIGINT", 130],
  ["SIGTERM", 143],
])) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(code), 10_000).unref();
    server.close(() => void app.close().finally(() => process.exit(code)));
  });
}

/** @param {string[]} raw @param {string} name */
function withoutHeader(raw, name) {
  const kept = [];
  for (let at = 0; at < raw.length; at += 2) if (raw[at].toLowerCase() !== name) kept.push(raw[at], raw[at + 1]);
  return kept;
}

/** @param {string} address */
function isLoopback(address) {
  return address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
}
