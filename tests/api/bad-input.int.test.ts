import { describe, expect, it } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { callRoute } from "../helpers/call-route";
import { makeWorld, recordFor, unknownParam, validRequest, type World } from "../helpers/route-fixtures";
import {
  endpoints,
  forgivesBadValues,
  inputSchema,
  isSingleObject,
  sampleOf,
  takesText,
  topLevelFields,
  urlFor,
  wrongTypeFor,
  type Endpoint,
} from "../helpers/route-table";

/**
 * A bad-input sweep over every handler of the route table (app/api/openapi.json/api-routes.ts):
 * malformed JSON, bodies that aren't objects, each field of the wrong type, each text field a
 * 100,000-character string, a field the endpoint doesn't take, and query values of the wrong kind
 * or size. Every answer is a 4xx with `{ error: { code, message } }` naming the field where there
 * is one — never a 500, never a stack trace. New endpoints are swept as soon as they are registered.
 */
const HUGE = "x".repeat(100_000);
const ENDPOINTS = endpoints();

type Sent = { body?: unknown; query?: Record<string, string> };

function callerOf(endpoint: Endpoint): Role | undefined {
  if (!endpoint.spec.auth) return undefined;
  return endpoint.allowed.includes("owner") ? "owner" : endpoint.allowed[0];
}

function paramsFor(world: World, endpoint: Endpoint): Record<string, string> {
  const schema = endpoint.spec.params ? (sampleOf(inputSchema(endpoint.spec.params), (field) => world.fields[field]) as object) : {};
  return Object.fromEntries(
    endpoint.pathParams.map((param) => {
      if (param === "token") return [param, unknownParam(param)];
      if (param === "id") return [param, recordFor(world, endpoint, param)];
      return [param, String((schema as Record<string, unknown>)[param] ?? param)];
    }),
  );
}

async function send(world: World, endpoint: Endpoint, sent: Sent) {
  const role = callerOf(endpoint);
  const params = paramsFor(world, endpoint);
  return callRoute(endpoint.handler, {
    method: endpoint.method,
    token: role ? world.tokens[role] : undefined,
    params,
    path: urlFor(endpoint.path, params, sent.query),
    body: sent.body,
    headers: { "x-forwarded-for": `192.0.2.${Math.floor(Math.random() * 250) + 1}` },
  });
}

/** A refusal a person (or a client) can act on: 4xx, the one error body, the field named when there is one. */
function expectRefused(response: { status: number; body: any }, what: string, field?: string) {
  const detail = `${what}: ${response.status} ${JSON.stringify(response.body)?.slice(0, 300)}`;
  expect(response.status, detail).toBeGreaterThanOrEqual(400);
  expect(response.status, detail).toBeLessThan(500);
  expect(response.body?.error, detail).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  if (field)
    expect(
      Object.keys(response.body.error.fields ?? {}).some((key) => key === field || key.startsWith(`${field}.`)),
      detail,
    ).toBe(true);
}

describe("bad input, swept over every handler of the route table", () => {
  for (const endpoint of ENDPOINTS) {
    const hasBody = endpoint.method !== "GET";
    const bodySchema = endpoint.spec.body;
    const querySchema = endpoint.spec.query;
    if (!hasBody && !querySchema) continue;

    describe(endpoint.name, () => {
      if (hasBody) {
        it("malformed JSON, or JSON that isn't an object → 4xx, never 500", async () => {
          const world = await makeWorld();
          const { query } = bodySchema || querySchema ? validRequest(world, endpoint) : { query: {} };
          for (const body of ['{"name": "Ann', "<html>", "[]", '"text"', "42", "null", "{}}"]) {
            const response = await send(world, endpoint, { body, query });
            // Endpoints that read no JSON (a raw webhook, a DELETE) may answer anything but a server error.
            if (bodySchema) expectRefused(response, `${endpoint.name} with body ${body}`);
            else expect(response.status, `${endpoint.name} with body ${body}`).toBeLessThan(500);
          }
        });
      }

      if (bodySchema) {
        const fields = topLevelFields(inputSchema(bodySchema));
        it("each field of the wrong type, each text field huge, a field it doesn't take → 400 naming the field", async () => {
          const world = await makeWorld();
          const valid = validRequest(world, endpoint);
          // A union's refusal may come from another branch than the field's: then a 4xx is enough.
          const named = (field: string) => (isSingleObject(bodySchema) ? field : undefined);
          for (const [field, schema] of fields) {
            const check = (response: { status: number; body: any }, what: string) =>
              forgivesBadValues(bodySchema, field)
                ? expect(response.status, what).toBeLessThan(500)
                : expectRefused(response, what, named(field));
            const wrong = { ...(valid.body as object), [field]: wrongTypeFor(schema) };
            check(await send(world, endpoint, { body: wrong, query: valid.query }), `${endpoint.name} ${field} of the wrong type`);
            if (!takesText(schema)) continue;
            const huge = { ...(valid.body as object), [field]: HUGE };
            check(await send(world, endpoint, { body: huge, query: valid.query }), `${endpoint.name} ${field} huge`);
          }
          const unknown = { ...(valid.body as object), unexpectedField: "surprise" };
          expectRefused(
            await send(world, endpoint, { body: unknown, query: valid.query }),
            `${endpoint.name} unknown field`,
            "unexpectedField",
          );
        });
      }

      if (querySchema) {
        const fields = topLevelFields(inputSchema(querySchema));
        it("each query value of the wrong kind or huge → 4xx naming it, never 500", async () => {
          const world = await makeWorld();
          const valid = validRequest(world, endpoint);
          const body = hasBody ? (valid.body ?? {}) : undefined;
          for (const [field, schema] of fields) {
            // Any text is a valid free-text search; everything else has a shape a wrong value breaks.
            const isFreeText = takesText(schema) && !schema.format && !schema.enum && !schema.pattern && !(schema.anyOf ?? schema.oneOf);
            if (!isFreeText) {
              const wrong = { ...valid.query, [field]: "not-a-valid-value" };
              expectRefused(await send(world, endpoint, { body, query: wrong }), `${endpoint.name} ?${field} of the wrong kind`, field);
            }
            const huge = { ...valid.query, [field]: HUGE };
            const response = await send(world, endpoint, { body, query: huge });
            if (forgivesBadValues(querySchema, field)) expect(response.status, `${endpoint.name} ?${field} huge`).toBeLessThan(500);
            else expectRefused(response, `${endpoint.name} ?${field} huge`, field);
          }
        });
      }
    });
  }
});
