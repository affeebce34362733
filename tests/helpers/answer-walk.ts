import { ROLES, type Role } from "@/lib/auth/roles";
import { callRoute } from "./call-route";
import { recordFor, validRequest, type World } from "./route-fixtures";
import { endpoints, urlFor, type Endpoint } from "./route-table";

/** One answer read during a walk: the endpoint, who read it (null: a visitor), and what it said. */
export type Reading = { endpoint: Endpoint; reader: Role | null; body: unknown };

/**
 * Every GET of the route table read in `world`, as each role it lets in, and as a visitor where it
 * is public: what the answer-privacy tests search. A path keyed by its own secret (a calendar
 * feed's token) has nothing to read without it and is passed over.
 */
export async function readEveryGet(world: World): Promise<Reading[]> {
  const readings: Reading[] = [];
  let calls = 0;
  for (const endpoint of endpoints()) {
    if (endpoint.method !== "GET") continue;
    let params: Record<string, string>;
    let request: ReturnType<typeof validRequest>;
    try {
      params = Object.fromEntries(endpoint.pathParams.map((param) => [param, recordFor(world, endpoint, param)]));
      request = validRequest(world, endpoint);
    } catch {
      continue;
    }
    for (const reader of [...ROLES, null]) {
      if (endpoint.spec.auth && (reader === null || !endpoint.allowed.includes(reader))) continue;
      const response = await callRoute(endpoint.handler, {
        token: reader ? world.tokens[reader] : undefined,
        params,
        path: urlFor(endpoint.path, params, request.query),
        // Each call from its own address: the per-address limits of public endpoints stay out of the way.
        headers: { "x-forwarded-for": `198.51.100.${(calls++ % 250) + 1}` },
      });
      readings.push({ endpoint, reader, body: response.body });
    }
  }
  return readings;
}
