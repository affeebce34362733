// The app's API in a process of its own, for the fault tests: every handler of the route table
// served over HTTP on 127.0.0.1, on the embedded PGlite in DATA_DIR or on DATABASE_URL
// (lib/db/client.ts, the lock file included), exactly the code `npm start` serves. Prints
// "listening <port>" once ready. APP_ROUTES (route paths, space-separated, as in the route table:
// "/api/events/{id}/bookings") loads only those handlers' files, so the process starts in a few seconds.
// Run: tsx --conditions=react-server tests/faults/app-process.mts (env: DATA_DIR, JWT_SECRET).
import http from "node:http";
import { NextRequest } from "next/server";
import { getDb } from "@/lib/db/client";

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** The route table, or only the routes APP_ROUTES names, each from its file under app/api ({id} → [id]). */
async function loadRoutes(): Promise<readonly { path: string; module: unknown }[]> {
  const only = process.env.APP_ROUTES?.split(/\s+/).filter(Boolean);
  if (!only?.length) return (await import("@/app/api/openapi.json/api-routes")).API_ROUTES;
  return Promise.all(only.map(async (path) => ({ path, module: await import(`../../app${path.replace(/\{(\w+)\}/g, "[$1]")}/route.ts`) })));
}

const table = (await loadRoutes()).map(({ path, module }) => {
  const names: string[] = [];
  const pattern = new RegExp(`^${path.replace(/\{(\w+)\}/g, (_, name: string) => (names.push(name), "([^/]+)"))}$`);
  return { pattern, names, module: module as Record<string, unknown> };
});

function find(pathname: string, method: string): { handler: Handler; params: Record<string, string> } | null {
  for (const { pattern, names, module } of table) {
    const match = pattern.exec(pathname);
    if (!match || typeof module[method] !== "function") continue;
    const params = Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1])]));
    return { handler: module[method] as Handler, params };
  }
  return null;
}

await getDb(); // open and migrate before saying we are ready
const server = http.createServer(async (incoming, outgoing) => {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const url = new URL(incoming.url ?? "/", "http://127.0.0.1");
  const route = find(url.pathname, incoming.method ?? "GET");
  if (!route) {
    outgoing.writeHead(404, { "content-type": "application/json" }).end('{"error":{"code":"not_found","message":"Not found."}}');
    return;
  }
  const headers = new Headers();
  for (const [key, value] of Object.entries(incoming.headers)) if (typeof value === "string") headers.set(key, value);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  const request = new NextRequest(url, { method: incoming.method, headers, body });
  const response = await route.handler(request, { params: Promise.resolve(route.params) });
  outgoing.writeHead(response.status, Object.fromEntries(response.headers));
  outgoing.end(Buffer.from(await response.arrayBuffer()));
});
server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as { port: number };
  console.log(`listening ${port}`);
});
