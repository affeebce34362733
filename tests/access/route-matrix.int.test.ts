import { beforeAll, describe, expect, it } from "vitest";
import { ROLES, type Role } from "@/lib/auth/roles";
import { callRoute } from "../helpers/call-route";
import { makeWorld, recordFor, unknownParam, validRequest, type World } from "../helpers/route-fixtures";
import { endpoints, urlFor, type Endpoint } from "../helpers/route-table";
import { withStripeStandIn } from "../helpers/stripe-stand-in";

// Stripe configured (the stand-in): a world's studio takes payments on its own account, so a
// student's own saved card can really be removed there.
withStripeStandIn();

/**
 * The access matrix, generated from the one route table (app/api/openapi.json/api-routes.ts), so a
 * handler added tomorrow is covered without anyone remembering: for every handler, no session →
 * 401; every role route() doesn't let in → 403; and for a path naming a record (`{id}`, `{token}`),
 * for every role it lets in, an id nobody has and another studio's record → 404, while the
 * caller's own record with the same request is not 404 (so the 404 is the id's doing).
 * Finer rules (an instructor's own students, a student's own booking) are in the hand-written
 * matrices beside this file.
 */
const ENDPOINTS = endpoints();

/**
 * The endpoints anyone may call without signing in. A new public endpoint fails this test until it
 * is added here: being public is a decision, not a forgotten option.
 */
const PUBLIC = [
  "GET /api/health",
  // Readiness for a load balancer: figures only (counts and ages), nothing about any studio.
  "GET /api/ready",
  "POST /api/auth/signup",
  "POST /api/auth/login",
  "POST /api/auth/logout",
  "GET /api/auth/session-ended",
  "POST /api/webhooks/stripe",
  // The studios' own accounts' events (Connect): refused unless signed with the Connect endpoint's secret.
  "POST /api/webhooks/stripe-connect",
  // Twilio calls it (STOP / START); refused unless its signature verifies with the auth token.
  "POST /api/webhooks/twilio",
  "POST /api/contact",
  "POST /api/invites/{token}/accept",
  "GET /api/openapi.json",
  // Logos appear on receipts and the public booking page; the hash in the path is the whole secret.
  "GET /api/studio-logos/{studioId}/{hash}",
  "GET /api/instructor-photos/{studioId}/{instructorId}/{hash}",
  // Forgotten passwords: a link by e-mail, and the link's own token (answers the same for any address).
  "POST /api/auth/password-reset",
  "POST /api/auth/password-reset/confirm",
  // Unsubscribe links work from any mail client: the signed token names the person and the kind.
  "GET /api/notifications/unsubscribe",
  "POST /api/notifications/unsubscribe",
  // A calendar feed: the token in the URL is the key (stored hashed, revocable).
  "GET /api/calendar/{token}",
  // A studio's public page: only public fields; the trial booking is throttled and honeypotted.
  "GET /api/public/studios/{slug}",
  "GET /api/public/studios/{slug}/timetable",
  "GET /api/public/studios/{slug}/private-slots",
  // A newcomer buys an intro offer with their first lesson: they have no account yet.
  "POST /api/public/studios/{slug}/intro-offers",
  // A visitor buys a gift certificate: nothing is recorded until Stripe Checkout says it is paid.
  "POST /api/public/studios/{slug}/gift-certificates",
  "POST /api/public/studios/{slug}/trial",
  // A visitor writes to the studio: throttled per address, honeypotted, like the site's contact form.
  "POST /api/public/studios/{slug}/contact",
  // The e-mailed link's token is the key: only the reader of the address confirms a first lesson.
  "POST /api/public/studios/{slug}/trial/confirm",
];

let other: World;
beforeAll(async () => {
  other = await makeWorld();
});

function call(endpoint: Endpoint, token: string | undefined, params: Record<string, string>, request: ReturnType<typeof validRequest>) {
  return callRoute(endpoint.handler, {
    method: endpoint.method,
    token,
    params,
    path: urlFor(endpoint.path, params, request.query),
    body: endpoint.method === "GET" ? undefined : (request.body ?? {}),
    // Each call from its own address: throttles count per address and are tested on their own.
    headers: { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
}

function expectError(response: { status: number; body: any }, status: number, code: string, name: string) {
  expect(response.status, `${name}: ${JSON.stringify(response.body)}`).toBe(status);
  expect(response.body?.error, name).toMatchObject({ code, message: expect.any(String) });
}

describe("access matrix generated from the route table", () => {
  it("covers every handler of the route table", () => {
    const recordRoutes = ENDPOINTS.filter((endpoint) => endpoint.pathParams.some((param) => param === "id" || param === "token"));
    console.info(
      `access matrix: ${ENDPOINTS.length} handlers, ${ENDPOINTS.filter((e) => e.spec.auth).length} signed-in, ` +
        `${recordRoutes.length} naming a record`,
    );
    expect(ENDPOINTS.length).toBeGreaterThanOrEqual(66);
  });

  it("is public only where that was decided", () => {
    expect(
      ENDPOINTS.filter((endpoint) => !endpoint.spec.auth)
        .map((endpoint) => endpoint.name)
        .sort(),
    ).toEqual([...PUBLIC].sort());
  });

  for (const endpoint of ENDPOINTS) {
    const recordParams = endpoint.pathParams.filter((param) => param === "id" || param === "token");
    if (!endpoint.spec.auth && recordParams.length === 0) continue;
    describe(endpoint.name, () => {
      let home: World;
      beforeAll(async () => {
        home = await makeWorld();
      });
      const ownParams = (world = home, role?: Role) =>
        Object.fromEntries(
          endpoint.pathParams.map((param) => [param, param === "token" ? unknownParam(param) : recordFor(world, endpoint, param, role)]),
        );

      if (endpoint.spec.auth) {
        it("no session → 401", async () => {
          const params = Object.fromEntries(endpoint.pathParams.map((param) => [param, unknownParam(param)]));
          expectError(await call(endpoint, undefined, params, { query: {} }), 401, "unauthorized", endpoint.name);
        });
        for (const role of ROLES.filter((candidate) => !endpoint.allowed.includes(candidate))) {
          // The role is refused before anything is read: no request body needed.
          it(`${role} → 403`, async () => {
            expectError(await call(endpoint, home.tokens[role], ownParams(), { query: {} }), 403, "forbidden", endpoint.name);
          });
        }
      }
      if (recordParams.length === 0) return;

      const callers = endpoint.spec.auth ? endpoint.allowed : ([undefined] as const);
      for (const role of callers) {
        const who = role ?? "anyone";
        const token = () => (role ? home.tokens[role] : undefined);
        it(`${who}: an id nobody has → 404`, async () => {
          const params = { ...ownParams(), ...Object.fromEntries(recordParams.map((param) => [param, unknownParam(param)])) };
          expectError(await call(endpoint, token(), params, validRequest(home, endpoint)), 404, "not_found", endpoint.name);
        });
        if (recordParams.includes("token")) continue; // invitation tokens are global: "another studio's" doesn't apply
        it(`${who}: another studio's record → 404`, async () => {
          const params = { ...ownParams(), ...Object.fromEntries(recordParams.map((param) => [param, recordFor(other, endpoint, param)])) };
          expectError(await call(endpoint, token(), params, validRequest(home, endpoint)), 404, "not_found", endpoint.name);
        });
      }
      // Last (it may change the record): the same request on the caller's own record reaches past the lookup.
      if (recordParams.includes("token")) return;
      for (const role of callers) {
        it(`${role ?? "anyone"}: own record with the same request → not 404`, async () => {
          // A DELETE may really remove the record: each role then gets a studio of its own.
          const world = endpoint.method === "DELETE" ? await makeWorld() : home;
          const response = await call(
            endpoint,
            role ? world.tokens[role] : undefined,
            ownParams(world, role),
            validRequest(world, endpoint),
          );
          expect(response.status, `${endpoint.name}: ${JSON.stringify(response.body)}`).not.toBe(404);
          expect(response.status, `${endpoint.name}: ${JSON.stringify(response.body)}`).toBeLessThan(500);
        });
      }
    });
  }
});
