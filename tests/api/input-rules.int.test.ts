import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import * as studentsRoute from "@/app/api/students/route";
import * as contactRoute from "@/app/api/contact/route";
import { callRoute } from "../helpers/call-route";
import { makeWorld, recordFor, validRequest, type World } from "../helpers/route-fixtures";
import {
  endpoints,
  forgivesBadValues,
  inputSchema,
  isSingleObject,
  takesText,
  topLevelFields,
  urlFor,
  type Endpoint,
} from "../helpers/route-table";

/**
 * The input rules every endpoint shares (lib/api/zod-fields.ts, applied by lib/http/route.ts):
 * no control characters in text (NUL, C0/C1, lone surrogates; line breaks only in multi-line
 * notes), every date and time within its range, and JSON bodies of at most 100 KB (413 past it).
 * Generated over the route table like the bad-input sweep, so new endpoints are held to them.
 */
const ENDPOINTS = endpoints().filter((endpoint) => endpoint.spec.body && endpoint.method !== "GET");
const AWKWARD = ["Sam\u0000Carter", "Sam\u0007", "\ud800Sam", "Sam\u009b"];

async function send(world: World, endpoint: Endpoint, body: unknown, init: { headers?: Record<string, string> } = {}) {
  const role = !endpoint.spec.auth ? undefined : endpoint.allowed.includes("owner") ? "owner" : endpoint.allowed[0];
  const params = Object.fromEntries(endpoint.pathParams.map((param) => [param, recordFor(world, endpoint, param)]));
  return callRoute(endpoint.handler, {
    method: endpoint.method,
    token: role ? world.tokens[role] : undefined,
    params,
    path: urlFor(endpoint.path, params, validRequest(world, endpoint).query),
    body,
    headers: { "x-forwarded-for": `192.0.2.${Math.floor(Math.random() * 250) + 1}`, ...init.headers },
  });
}

function expectRefusal(response: { status: number; body: any }, status: number, what: string, field?: string) {
  const detail = `${what}: ${response.status} ${JSON.stringify(response.body)?.slice(0, 300)}`;
  expect(response.status, detail).toBe(status);
  expect(response.body?.error, detail).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  if (field) expect(Object.keys(response.body.error.fields ?? {}), detail).toContain(field);
}

/** Endpoints whose path names records of the generated studio (an invitation token or a logo hash can't be). */
function reachable(endpoint: Endpoint): boolean {
  return !endpoint.pathParams.includes("token") && !endpoint.pathParams.includes("studioId");
}

describe("control characters in text, swept over every JSON body of the route table", () => {
  for (const endpoint of ENDPOINTS.filter(reachable)) {
    const fields = topLevelFields(inputSchema(endpoint.spec.body!)).filter(([, schema]) => takesText(schema));
    if (!fields.length) continue;
    it(`${endpoint.name}: each text field with NUL, a bell, a lone surrogate or a C1 control → 400 naming it`, async () => {
      const world = await makeWorld();
      const valid = validRequest(world, endpoint).body as object;
      for (const [field] of fields) {
        if (forgivesBadValues(endpoint.spec.body!, field)) continue;
        for (const text of AWKWARD) {
          const response = await send(world, endpoint, { ...valid, [field]: text });
          expectRefusal(
            response,
            400,
            `${endpoint.name} ${field}=${JSON.stringify(text)}`,
            isSingleObject(endpoint.spec.body!) ? field : undefined,
          );
        }
      }
    });
  }
});

describe("dates and times far from today, swept over every JSON body and query", () => {
  const dated = endpoints().filter((endpoint) =>
    [endpoint.spec.body, endpoint.spec.query].some(
      (schema) =>
        schema && topLevelFields(inputSchema(schema)).some(([, field]) => field.format === "date-time" || field.format === "date"),
    ),
  );
  for (const endpoint of dated.filter(reachable)) {
    it(`${endpoint.name}: years 0001 and 9999 → 400 naming the field, never a 500`, async () => {
      const world = await makeWorld();
      const valid = validRequest(world, endpoint);
      for (const part of ["body", "query"] as const) {
        const schema = endpoint.spec[part];
        if (!schema || (part === "body" && endpoint.method === "GET")) continue;
        for (const [field, fieldSchema] of topLevelFields(inputSchema(schema))) {
          const format = fieldSchema.format;
          if (format !== "date-time" && format !== "date") continue;
          for (const year of ["0001", "9999"]) {
            const far = format === "date" ? `${year}-06-01` : `${year}-06-01T10:00:00Z`;
            const body = part === "body" ? { ...(valid.body as object), [field]: far } : valid.body;
            const query = part === "query" ? { ...valid.query, [field]: far } : valid.query;
            const role = !endpoint.spec.auth ? undefined : endpoint.allowed.includes("owner") ? "owner" : endpoint.allowed[0];
            const params = Object.fromEntries(endpoint.pathParams.map((param) => [param, recordFor(world, endpoint, param)]));
            const response = await callRoute(endpoint.handler, {
              method: endpoint.method,
              token: role ? world.tokens[role] : undefined,
              params,
              path: urlFor(endpoint.path, params, query),
              body: endpoint.method === "GET" ? undefined : body,
            });
            expectRefusal(response, 400, `${endpoint.name} ${part}.${field}=${far}`, field);
          }
        }
      }
    });
  }
});

describe("multi-line notes keep their line breaks; one-line fields refuse them", () => {
  it("a student's notes take line breaks and tabs; their name doesn't", async () => {
    const world = await makeWorld();
    const notes = "Frame: keep it.\n\tHeels on the 1.";
    const created = await callRoute(studentsRoute.POST, { token: world.tokens.owner, body: { name: "Ann Lee", notes } });
    expect(created.status).toBe(201);
    expect(created.body.student.notes).toBe(notes);
    const refused = await callRoute(studentsRoute.POST, { token: world.tokens.owner, body: { name: "Ann\nLee" } });
    expectRefusal(refused, 400, "a name with a line break", "name");
    expect(refused.body.error.message).toMatch(/^name: /);
  });

  it("the public contact form refuses NUL in its name (it used to answer 500)", async () => {
    const response = await callRoute(contactRoute.POST, {
      body: { name: "Ann\u0000", email: "ann@example.test", message: "A message that is long enough." },
      headers: { "x-forwarded-for": "192.0.2.77" },
    });
    expectRefusal(response, 400, "contact with NUL", "name");
  });
});

describe("the body size limit", () => {
  const contact = (body: BodyInit, headers: Record<string, string> = {}) =>
    contactRoute.POST(
      new NextRequest("http://localhost:3000/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.78", ...headers },
        body,
        duplex: "half",
      }),
      { params: Promise.resolve({}) },
    );
  const big = JSON.stringify({ name: "Ann", email: "ann@example.test", message: "x".repeat(110 * 1024) });

  it("a declared Content-Length over 100 KB → 413 with the error body, before reading it", async () => {
    const response = await contact(big, { "content-length": String(big.length) });
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatchObject({ code: "too_large", message: expect.stringMatching(/100 KB/) });
  });

  it("a chunked body (no Content-Length) is counted as it streams → 413", async () => {
    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 16 * 1024) controller.enqueue(bytes.slice(at, at + 16 * 1024));
        controller.close();
      },
    });
    const response = await contact(stream as unknown as BodyInit);
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("too_large");
  });

  it("a body under the limit is read as before", async () => {
    const response = await contact(JSON.stringify({ name: "Ann", email: "ann@example.test", message: "y".repeat(4_000) }));
    expect(response.status).toBeLessThan(300);
  });
});

describe("what pages read from their URL", () => {
  it("a search with NUL lists as if it weren't there, and impossible report dates fall back to this week (the search failed in the database before)", async () => {
    const world = await makeWorld();
    const { sessionOf } = await import("../helpers/studio-factory");
    const { listStudents } = await import("@/lib/people/students");
    const { listInstructors } = await import("@/lib/people/instructors");
    const { pagePeriod } = await import("@/lib/reports/page-period");
    const { getDb } = await import("@/lib/db/client");
    const db = await getDb();
    const session = await sessionOf(world.tokens.owner);
    const found = await listStudents(db, session, { search: "Sam\u0000 Car", page: 1 });
    expect(found.students.map((student) => student.name)).toContain("Sam Carter");
    await expect(listInstructors(db, session, { search: "Maria\u0000" })).resolves.toBeDefined();
    const period = await pagePeriod(db, session, { from: "0000-99-99", to: "9999-12-31" });
    expect(period.preset).toBe("this-week");
  });
});
