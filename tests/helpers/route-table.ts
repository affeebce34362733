import { randomUUID } from "node:crypto";
import { z } from "zod";
import { API_ROUTES } from "@/app/api/openapi.json/api-routes";
import * as openApiDocument from "@/app/api/openapi.json/route";
import { HTTP_METHODS } from "@/lib/http/openapi";
import type { RouteSpec } from "@/lib/http/route";
import type { Role } from "@/lib/auth/roles";
import { ROLES } from "@/lib/auth/roles";
import { callRoute } from "./call-route";

type Handler = Parameters<typeof callRoute>[0];
export type Method = (typeof HTTP_METHODS)[number];

/** One handler of the route table (app/api/openapi.json/api-routes.ts), with what route() was told. */
export type Endpoint = {
  /** "PATCH /api/rooms/{id}" */
  name: string;
  path: string;
  method: Method;
  handler: Handler;
  spec: RouteSpec;
  /** The path's parameters, e.g. ["id"]. */
  pathParams: string[];
  /** The roles route() lets in (every role when the spec names none). */
  allowed: readonly Role[];
};

/**
 * Every handler the app serves, from the one route table: a route added by anyone is registered
 * there (tests/api/openapi.int.test.ts fails otherwise), so the generated tests cover it at once.
 */
export function endpoints(): Endpoint[] {
  const table = [...API_ROUTES, { path: "/api/openapi.json", module: openApiDocument as Record<string, unknown> }];
  return table.flatMap(({ path, module }) =>
    HTTP_METHODS.filter((method) => method in module).map((method) => {
      const name = `${method} ${path}`;
      const handler = module[method] as Handler & { spec?: RouteSpec };
      if (!handler.spec)
        throw new Error(`${name} isn't made with route() from lib/http/route.ts: wrap it, so its access and input are declared.`);
      const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      return { name, path, method, handler, spec: handler.spec, pathParams, allowed: handler.spec.roles ?? ROLES };
    }),
  );
}

/** The URL a handler sees for a path with its parameters filled in. */
export function urlFor(path: string, params: Record<string, string>, query?: Record<string, string>): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? name));
  const search = query && Object.keys(query).length ? `?${new URLSearchParams(query)}` : "";
  return `${filled}${search}`;
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
};

/** The schema as a client writes the request (before transforms), as the OpenAPI document shows it. */
export function inputSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

const IN_THREE_DAYS = new Date(Math.ceil((Date.now() + 3 * 86_400_000) / 3_600_000) * 3_600_000);
/** The instant every generated date-time field gets, and one an hour later (for an end after a start). */
export const SOON = IN_THREE_DAYS.toISOString();
export const AN_HOUR_LATER = new Date(IN_THREE_DAYS.getTime() + 3_600_000).toISOString();

/**
 * The smallest request a schema accepts, written from its JSON Schema: required fields only, the
 * first enum value, minimum numbers, short strings of the right format. A field naming a record
 * (`…Id`) gets `idFor(field)` — a record of the caller's own studio — so a request is refused for
 * the id under test, not for a stray one. Refinements across fields (an end after a start) can't
 * be read from the schema: a route needing more declares a hint (tests/helpers/route-hints.ts).
 */
export function sampleOf(schema: JsonSchema, idFor: (field: string) => string | undefined, field = ""): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sampleOf(options.find((option) => option.type !== "null") ?? options[0], idFor, field);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== "null") : schema.type;
  switch (type) {
    case "object": {
      const entries = (schema.required ?? []).map((key) => [key, sampleOf(schema.properties?.[key] ?? {}, idFor, key)]);
      return Object.fromEntries(entries);
    }
    case "array":
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}, idFor, field));
    case "integer":
    case "number":
      return Math.min(
        schema.maximum ?? Infinity,
        schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1),
      );
    case "boolean":
      return true;
    case "string":
      return sampleString(schema, idFor, field);
    default:
      return undefined;
  }
}

function sampleString(schema: JsonSchema, idFor: (field: string) => string | undefined, field: string): string {
  if (schema.format === "uuid") return idFor(field) ?? randomUUID();
  if (field === "slug") return idFor(field) ?? "sample-studio";
  if (schema.format === "date-time") return SOON;
  if (schema.format === "date") return IN_THREE_DAYS.toISOString().slice(0, 10);
  if (schema.format === "email" || /e-?mail/i.test(field)) return `sample-${randomUUID().slice(0, 8)}@example.test`;
  if (schema.pattern?.includes("[0-5]\\d$")) return "10:00";
  if (schema.pattern?.startsWith("^#")) return "#7a1f4b";
  const text = "Sample text for a field";
  return text.padEnd(schema.minLength ?? 0, "x").slice(0, schema.maxLength ?? text.length);
}

/** The top-level fields of an object schema (through unions), for sweeps field by field. */
export function topLevelFields(schema: JsonSchema): [string, JsonSchema][] {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.flatMap(topLevelFields);
  return Object.entries(schema.properties ?? {});
}

/** A value of another JSON type than the field takes. */
export function wrongTypeFor(schema: JsonSchema): unknown {
  const options = schema.anyOf ?? schema.oneOf;
  const types = new Set((options ?? [schema]).flatMap((option) => (Array.isArray(option.type) ? option.type : [option.type])));
  if (schema.enum || schema.const !== undefined) types.add("string");
  if (!types.has("object")) return { unexpected: true };
  if (!types.has("number") && !types.has("integer")) return 12345;
  return "not the right type";
}

/**
 * Whether a body or query field forgives a bad value on purpose (zod's `.catch`: e.g. a browser's
 * unknown time zone at sign-up falls back to the default): the sweep then only asks for no 500.
 */
export function forgivesBadValues(schema: z.ZodType, field: string): boolean {
  const object = schema instanceof z.ZodPipe ? schema.in : schema;
  if (!(object instanceof z.ZodObject)) return false;
  let node = object.shape[field] as z.ZodType | undefined;
  while (node instanceof z.ZodOptional || node instanceof z.ZodNullable || node instanceof z.ZodDefault) node = node.unwrap() as z.ZodType;
  return node instanceof z.ZodCatch;
}

/** Whether a schema is one object (its fields named in refusals), not a union of several. */
export function isSingleObject(schema: z.ZodType): boolean {
  const object = schema instanceof z.ZodPipe ? schema.in : schema;
  return object instanceof z.ZodObject;
}

/** Whether a field takes text (possibly among other types): huge strings are sent to those. */
export function takesText(schema: JsonSchema): boolean {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.some(takesText);
  return schema.type === "string" || (Array.isArray(schema.type) && schema.type.includes("string"));
}
