import "server-only";
import { z } from "zod";
import type { ReaderResponses, ResponseSpec, RouteSpec } from "./route";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof HTTP_METHODS)[number];

/** One app/api route file: its URL (Next's `[id]` written `{id}`) and its module (a handler per method). */
export type ApiRoute = { path: string; module: Record<string, unknown> };

type JsonSchema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };

function jsonSchema(schema: z.ZodType, io: "input" | "output" = "input"): JsonSchema {
  // A request as a client writes it (before transforms and defaults), an answer as it is sent; refinements have no JSON form.
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

/** The success answer of an operation, by status: its JSON schema (one per reader where they differ), a file, or none. */
type SuccessResponses = Record<string, { description: string; content?: Record<string, unknown> }>;

function successResponses(response: ResponseSpec | undefined, status: number): SuccessResponses {
  if (response === undefined) return {};
  if (response === null) return { "204": { description: "Done; nothing to return." } };
  if (response instanceof z.ZodType) {
    return { [status]: { description: "Success.", content: { "application/json": { schema: jsonSchema(response, "output") } } } };
  }
  if ("raw" in response) {
    const { raw, description } = response as { raw: string; description: string };
    return { [status]: { description, content: { [raw]: { schema: { type: "string" } } } } };
  }
  const readers = Object.entries(response as ReaderResponses);
  const oneOf = readers.map(([reader, schema]) => ({ title: reader, ...jsonSchema(schema!, "output") }));
  return {
    [status]: {
      description: `Success: the answer depends on who reads it (${readers.map(([reader]) => reader).join(", ")}).`,
      content: { "application/json": { schema: { oneOf } } },
    },
  };
}

function parameters(schema: z.ZodType | undefined, where: "query" | "path") {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchema(schema);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || required.includes(name),
    schema: property,
  }));
}

const ERROR_BODY = {
  type: "object",
  properties: {
    error: {
      type: "object",
      properties: {
        code: { type: "string" },
        message: { type: "string" },
        fields: { type: "object", additionalProperties: { type: "string" } },
      },
      required: ["code", "message"],
    },
  },
};

/** Money-recording endpoints (`route({ idempotent: true })`): how a client makes its retries safe. */
const IDEMPOTENCY_KEY = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Any 1–255 visible ASCII characters, new for each payment (a UUID). A retry with the same key answers the first " +
    "result (header Idempotent-Replayed: true) instead of recording twice, for 24 hours; the same key with another " +
    "request is 422; a retry while the first still runs is 409 with Retry-After.",
  schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x21-\\x7E]+$" },
};

/** The JSON answer, with the file the endpoint answers instead when asked (a report's CSV) beside it. */
function withDownload(responses: SuccessResponses, spec: RouteSpec | undefined): SuccessResponses {
  const download = spec?.download;
  const success = responses[String(spec?.status ?? 200)];
  if (!download || !success) return responses;
  success.description = `${success.description} Or, when asked: ${download.description}`;
  success.content = { ...success.content, [download.raw]: { schema: { type: "string" } } };
  return responses;
}

function operation(spec: RouteSpec | undefined) {
  const roles = spec?.roles ?? (spec?.auth ? ["owner", "instructor", "student"] : []);
  return {
    summary: spec?.summary ?? "",
    ...(spec?.auth ? { security: [{ session: [] }], "x-roles": roles } : { security: [] }),
    parameters: [...parameters(spec?.params, "path"), ...parameters(spec?.query, "query"), ...(spec?.idempotent ? [IDEMPOTENCY_KEY] : [])],
    ...(spec?.body ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(spec.body) } } } } : {}),
    responses: {
      ...withDownload(successResponses(spec?.response, spec?.status ?? 200), spec),
      default: {
        description: "An error: 400 bad input, 401, 403, 404, 409, 422, 429.",
        content: { "application/json": { schema: ERROR_BODY } },
      },
    },
  };
}

/** The OpenAPI 3.1 document of every endpoint, built from the handlers' own zod schemas. */
export function buildOpenApi(routes: readonly ApiRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { path, module } of routes) {
    for (const method of HTTP_METHODS) {
      const handler = module[method] as { spec?: RouteSpec } | undefined;
      if (!handler) continue;
      (paths[path] ??= {})[method.toLowerCase()] = operation(handler.spec);
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Promenade API",
      version: "1.0.0",
      description: "Studio Management. JSON in, JSON out; amounts in integer cents, times ISO 8601.",
    },
    components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: "token" } } },
    paths,
  };
}
