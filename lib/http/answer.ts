import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";
import type { Role } from "@/lib/auth/roles";
import { ParsedAnswer } from "@/lib/api/answer-fields";

// What a route answers (route({ response, status, download })): each reader's answer parsed through
// its declared schema before it is sent, so a field the schema doesn't name never leaves the server.

/** Who reads an answer: a signed-in role, or a visitor (a public endpoint without a session). */
export type Reader = Role | "public";

/** One answer shape per reader, where owner, instructor and student may see different things. */
export type ReaderResponses = Partial<Record<Reader, z.ZodType>>;

/** An answer that isn't JSON (a file, a calendar, a redirect): the handler builds the Response itself. */
export type RawResponse = { raw: string; description: string };

/** The handler's success answer: parsed through a schema (a field not in it never leaves), raw, or none (204). */
export type ResponseSpec = z.ZodType | ReaderResponses | RawResponse | null;

export type HandlerResult<TResponse extends ResponseSpec> = TResponse extends null
  ? void
  : TResponse extends RawResponse
    ? Response
    : TResponse extends z.ZodType
      ? z.input<TResponse> | ParsedAnswer<TResponse>
      : TResponse extends ReaderResponses
        ? { [K in keyof TResponse]: TResponse[K] extends z.ZodType ? z.input<TResponse[K]> : never }[keyof TResponse]
        : never;

/** A non-JSON answer's declaration: its content type and what it holds. */
export function raw(contentType: string, description: string): RawResponse {
  return { raw: contentType, description };
}

/** What of a route's declaration shapes its answer. */
type AnswerSpec = { response?: ResponseSpec; download?: RawResponse; status?: 200 | 201 | 202 };

/** Cookies the answer sets (a session's): route() puts them on the Response it builds from the handler's data. */
export type AnswerCookies = NextResponse["cookies"];

const isRaw = (response: ResponseSpec | undefined): response is RawResponse =>
  typeof response === "object" && response !== null && "raw" in response;

/** The schema one reader's answer is shaped by: the route's one schema, or the reader's entry of its map. */
function responseSchema(response: ResponseSpec | undefined, reader: Reader): z.ZodType | undefined {
  if (!response || isRaw(response)) return undefined;
  if (response instanceof z.ZodType) return response;
  const schema = (response as ReaderResponses)[reader];
  // A reader the route lets in without a declared answer is a mistake in the route, not the request.
  if (!schema) throw new Error(`This endpoint declares no answer for ${reader}.`);
  return schema;
}

/** The handler's result as the Response sent: parsed through the reader's schema, so undeclared fields never leave. */
export function answer(spec: AnswerSpec, reader: Reader, result: unknown): Response {
  if (result instanceof Response) {
    // Only a raw endpoint, or one with a declared download, builds its own Response.
    if (isRaw(spec.response) || spec.download) return result;
    throw new Error("A handler with a response schema returned a Response: return the data and declare `status`.");
  }
  if (spec.response === null) return new Response(null, { status: 204 });
  const schema = responseSchema(spec.response, reader);
  if (result instanceof ParsedAnswer) {
    // Parsed once already (a kept week): only through the very schema the route declares.
    if (result.schema !== schema) throw new Error("A kept answer was parsed by another schema than the route declares.");
    return new NextResponse(result.json, { status: spec.status ?? 200, headers: { "Content-Type": "application/json" } });
  }
  const body = schema ? schema.parse(result) : result;
  return NextResponse.json(body, { status: spec.status ?? 200 });
}

/** The answer with the cookies the handler set. */
export function withCookies(response: Response, jar: NextResponse): Response {
  for (const cookie of jar.headers.getSetCookie()) response.headers.append("set-cookie", cookie);
  return response;
}
