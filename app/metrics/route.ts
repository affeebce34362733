// GET /metrics — Prometheus text for a scraper holding METRICS_TOKEN (docs/configuration.md#the-variables-libenvts-reads).
// Not an API endpoint (no session, no JSON): 404 while no token is configured, 401 without the right
// one, so a scraper with a stale token is told so rather than seeing the page vanish.
import { getDb } from "@/lib/db/client";
import { metricsAccess, renderMetrics } from "@/lib/ops/metrics";

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

export async function GET(request: Request): Promise<Response> {
  const access = metricsAccess(request.headers.get("authorization"));
  if (access === "off") return new Response("Not found.\n", { status: 404, headers: { ...NO_STORE, "Content-Type": "text/plain" } });
  if (access === "denied")
    return new Response("Send the METRICS_TOKEN as Authorization: Bearer <token>.\n", {
      status: 401,
      headers: { ...NO_STORE, "Content-Type": "text/plain", "WWW-Authenticate": 'Bearer realm="metrics"' },
    });
  const { contentType, text } = await renderMetrics(await getDb());
  return new Response(text, { headers: { ...NO_STORE, "Content-Type": contentType } });
}
