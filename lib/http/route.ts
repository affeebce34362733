import "server-only";
import { logError } from "@/lib/api/log-error";
import { noteStudio } from "@/lib/api/server-log.mjs";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { assertNotCrossSite } from "@/lib/auth/cross-site";
import { getSession, type Session } from "@/lib/auth/session";
import type { Role } from "@/lib/auth/roles";
import { assertFeature } from "@/lib/billing/plan-required";
import type { Feature } from "@/lib/billing/plans";
import { getDb, type Db } from "@/lib/db/client";
import { RECENT_WRITE_COOKIE, recentWriteCookie, withReadDb } from "@/lib/db/replica";
import { isDatabaseUnavailable, postgresCode } from "@/lib/db/postgres-error";
import { AppError } from "@/lib/api/app-error";
import { controlCharacterError, fieldErrors, unknownFields } from "@/lib/api/zod-fields";
import { isStripeUnavailable, stripeUnavailableError, warnStripeUnavailable } from "@/lib/stripe/unavailable";
import { respondOnce } from "./idempotency";
import { readBodyText } from "./read-body";
import { answer, withCookies, type AnswerCookies, type HandlerResult, type RawResponse, type Reader, type ResponseSpec } from "./answer";

export { raw, type RawResponse, type ReaderResponses, type ResponseSpec } from "./answer";

type RouteContext = { params: Promise<Record<string, string | string[]>> };

type Options<
  TBody extends z.ZodType,
  TQuery extends z.ZodType,
  TParams extends z.ZodType,
  TAuth extends boolean,
  TResponse extends ResponseSpec,
  TDownload extends RawResponse | undefined,
> = {
  /** One line saying what the endpoint does: the API reference and the OpenAPI document show it. */
  summary: string;
  /**
   * What a success answer holds (see ResponseSpec). A JSON answer is parsed through its schema, so
   * a field a service selected but the schema doesn't name is dropped, never sent.
   */
  response: TResponse;
  /**
   * A file the same endpoint answers instead when asked (a report's `format=csv`): the handler then
   * builds that Response itself, and the JSON answer is still parsed through `response`.
   */
  download?: TDownload;
  /** The success status: 200 unless the endpoint creates (201) or accepts for later (202); 204 with `response: null`. */
  status?: 200 | 201 | 202;
  /** Roles allowed; omit (with `auth: false`) for public endpoints. */
  roles?: readonly Role[];
  /** false for public endpoints; true (the default) needs a signed-in session. */
  auth?: TAuth;
  /** The plan feature the endpoint needs: refused with the one 403 plan_required shape otherwise. */
  feature?: Feature;
  body?: TBody;
  query?: TQuery;
  params?: TParams;
  /** The handler reads the body as bytes of its own type (an upload), not JSON. */
  acceptsUpload?: boolean;
  /**
   * The handler acts on a signed token in the request, never on the session cookie (unsubscribe
   * links): a form from a mail client or the link's own page may post it, signed in or not.
   */
  actsOnTokenOnly?: boolean;
  /** Records money: an Idempotency-Key header makes a retry answer the first result (lib/http/idempotency.ts). */
  idempotent?: boolean;
  /**
   * "replica": a read that may be seconds old (reports, exports, calendar feeds): the handler's `db` is
   * the read replica when lib/db/replica.ts lets this caller read from it, else the primary.
   */
  reads?: "replica";
};

/** What a handler accepts, kept on it so lib/http/openapi.ts documents the real schemas. */
export type RouteSpec = {
  summary?: string;
  response?: ResponseSpec;
  download?: RawResponse;
  status?: 200 | 201 | 202;
  roles?: readonly Role[];
  auth: boolean;
  feature?: Feature;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  idempotent?: boolean;
};

type HandlerArgs<TBody, TQuery, TParams, TSession> = {
  request: NextRequest;
  db: Db;
  session: TSession;
  body: TBody;
  query: TQuery;
  params: TParams;
  cookies: AnswerCookies;
};

/**
 * The one wrapper every route handler uses (ARCHITECTURE.md#add-an-endpoint): it opens the database, checks the session
 * and role, parses body, query and params with their zod schemas, and turns errors into the one
 * JSON error body. Handlers return a Response or plain data (sent as 200 JSON) and never try/catch.
 */
export function route<
  TBody extends z.ZodType = z.ZodUnknown,
  TQuery extends z.ZodType = z.ZodUnknown,
  TParams extends z.ZodType = z.ZodUnknown,
  TAuth extends boolean = true,
  TResponse extends ResponseSpec = z.ZodUnknown,
  TDownload extends RawResponse | undefined = undefined,
>(
  options: Options<TBody, TQuery, TParams, TAuth, TResponse, TDownload>,
  handler: (
    args: HandlerArgs<z.infer<TBody>, z.infer<TQuery>, z.infer<TParams>, TAuth extends false ? Session | null : Session>,
  ) => Promise<
    ResponseSpec extends TResponse ? Response | unknown : HandlerResult<TResponse> | (TDownload extends RawResponse ? Response : never)
  >,
) {
  const spec: RouteSpec = {
    summary: options.summary,
    response: options.response,
    download: options.download,
    status: options.status,
    roles: options.roles,
    auth: options.auth !== false,
    feature: options.feature,
    body: options.body,
    query: options.query,
    params: options.params,
    idempotent: options.idempotent,
  };
  const handle = async (request: NextRequest, context?: RouteContext): Promise<Response> => {
    try {
      if (!options.actsOnTokenOnly) assertNotCrossSite(request, { acceptsUpload: options.acceptsUpload });
      const db = await getDb();
      const session = await getSession(db, request);
      if (session) noteStudio(session.studioId);
      if (options.auth !== false) {
        if (!session) throw new AppError("unauthorized", "Please sign in to continue.");
        if (options.roles && !options.roles.includes(session.role)) {
          throw new AppError("forbidden", "Your role does not allow this.");
        }
        if (options.feature) assertFeature(session.studioPlan, options.feature);
      }
      const rawParams = (await context?.params) ?? {};
      if (controlCharacterError(rawParams)) throw new AppError("not_found", "Not found.");
      const params = parse(options.params, rawParams, "The address is not valid.", "not_found");
      const query = parse(options.query, refuseControls(Object.fromEntries(request.nextUrl.searchParams)), "The query is not valid.");
      const body = options.body ? parseBody(options.body, refuseControls(await readJson(request), options.body)) : undefined;
      const reader: Reader = session?.role ?? "public";
      // A jar the handler may set cookies in; they go on the answer once it is built.
      const jar = new NextResponse(null);
      const run = async (target: Db) => {
        const result = await handler({
          request,
          db: target,
          session: session as never,
          body,
          query,
          params,
          cookies: jar.cookies,
        } as never);
        // Read-your-writes: after a write this browser reads from the primary until a replica surely has it.
        const wrote = request.method !== "GET" && request.method !== "HEAD" && recentWriteCookie();
        if (wrote) jar.cookies.set(wrote);
        return withCookies(answer(spec, reader, result), jar);
      };
      if (options.idempotent && session) return await respondOnce(request, db, session, { params, body }, run);
      if (options.reads === "replica") {
        // A record not found on the replica may be moments old: the primary answers that one.
        const notFound = (error: unknown) => error instanceof AppError && error.code === "not_found";
        return await withReadDb(request.cookies.get(RECENT_WRITE_COOKIE)?.value, run, notFound);
      }
      return await run(db);
    } catch (error) {
      return errorResponse(error);
    }
  };
  return Object.assign(handle, { spec });
}

function parse<T extends z.ZodType>(
  schema: T | undefined,
  input: unknown,
  message: string,
  code: "validation" | "not_found" = "validation",
): z.infer<T> | undefined {
  if (!schema) return undefined;
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  // A malformed id in the path is simply not one of yours: 404, like any other studio's id.
  if (code === "not_found") throw new AppError("not_found", "Not found.");
  const fields = fieldErrors(result.error);
  const first = Object.values(fields)[0];
  throw new AppError("validation", Object.keys(fields).length === 1 && first ? first : message, { fields });
}

/** A JSON body: every field must be one the endpoint takes (a misspelt one is named), then its schema decides. */
function parseBody<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> | undefined {
  const unknown = unknownFields(schema, input);
  if (unknown.length) {
    const fields = Object.fromEntries(unknown.map((key) => [key, "Not a field this request takes."]));
    const names = unknown.join(", ");
    throw new AppError("validation", `This request doesn't take ${names}: check the spelling, or whether it can be changed here.`, {
      fields,
    });
  }
  return parse(schema, input, "Please correct the highlighted fields.");
}

/** Text with control characters (NUL, lone surrogates…) is refused naming the field, before any schema or query sees it. */
function refuseControls<T>(input: T, schema?: z.ZodType): T {
  const fields = controlCharacterError(input, schema);
  const [field, message] = Object.entries(fields ?? {})[0] ?? [];
  if (fields) throw new AppError("validation", `${field}: ${message}`, { fields });
  return input;
}

async function readJson(request: Request): Promise<unknown> {
  const text = await readBodyText(request);
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "The request body must be valid JSON.");
  }
}

/** The JSON error body for anything thrown; unknown errors are logged once and reveal nothing. */
export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    return NextResponse.json(error.toBody(), { status: error.status, headers: error.details.headers });
  }
  if (isStripeUnavailable(error)) {
    warnStripeUnavailable(error);
    return errorResponse(stripeUnavailableError());
  }
  const pgCode = postgresCode(error);
  if (pgCode === "23P01" || pgCode === "23505") {
    return NextResponse.json(new AppError("conflict", "That collides with an existing record.").toBody(), { status: 409 });
  }
  // Another change at the same instant won (PostgreSQL aborted this one): nothing was saved.
  if (pgCode === "40P01" || pgCode === "40001") {
    return NextResponse.json(new AppError("conflict", "Someone changed this at the same moment. Please try again.").toBody(), {
      status: 409,
    });
  }
  if (isDatabaseUnavailable(error)) {
    const body = new AppError("unavailable", "The studio's database isn't answering just now. Please try again in a moment.").toBody();
    return NextResponse.json(body, { status: 503, headers: { "Retry-After": "5" } });
  }
  logError("Unhandled error in route", error);
  return NextResponse.json(
    { error: { code: "internal", message: "Something went wrong on our side. Please try again." } },
    { status: 500 },
  );
}

export { clientAddress } from "@/lib/auth/client-address";
