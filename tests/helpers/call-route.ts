import { NextRequest } from "next/server";
import { settleAfterResponse } from "@/lib/api/after-response";

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  /** Path and query, e.g. "/api/events?from=…" (only used for the URL the handler sees). */
  path?: string;
  body?: unknown;
  /** Sent as `Authorization: Bearer …`. */
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  /**
   * Work the handler scheduled for after its answer (lib/api/after-response.ts) has finished by the
   * time callRoute returns, as it would have a moment later on a server; `true` leaves it running.
   */
  leaveAfterResponse?: boolean;
};

/** Calls a real route handler as Next would, and returns its status, headers and parsed body. */
export async function callRoute<T = any>(handler: Handler, options: CallOptions = {}) {
  const headers = new Headers(options.headers);
  if (options.body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  if (options.cookie) headers.set("cookie", options.cookie);
  if (!headers.has("x-forwarded-for")) headers.set("x-forwarded-for", "203.0.113.10");
  const request = new NextRequest(new URL(options.path ?? "/", "http://localhost:3000"), {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers,
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === "string" || options.body instanceof Uint8Array
          ? (options.body as BodyInit)
          : JSON.stringify(options.body),
  });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  if (!options.leaveAfterResponse) await settleAfterResponse();
  let body: T;
  try {
    body = (text ? JSON.parse(text) : null) as T;
  } catch {
    body = text as T;
  }
  return { status: response.status, headers: response.headers, body };
}
