import { AppError } from "@/lib/api/app-error";
import { env } from "@/lib/env";
import { readCookie } from "./session";
import { TOKEN_COOKIE } from "./token";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// What a cross-site <form> (or a fetch without a CORS preflight) can send.
const SIMPLE_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"]);

/**
 * Refuses a change that rides on the session cookie from somewhere else: SameSite=Lax
 * alone would let another site's form create a room. A cookie-signed POST/PUT/PATCH/DELETE must come from
 * this site (Origin equal to SITE_URL's origin or the request's own — scheme, host and port all
 * alike; without Origin, Sec-Fetch-Site same-origin) and carry JSON, which no cross-site form can send without a CORS preflight. Routes
 * that take raw bytes (the logo upload) accept their own type, never a form's. Bearer-token
 * clients and requests without the cookie are untouched: a browser never adds those on its own.
 */
export function assertNotCrossSite(request: Request, options: { acceptsUpload?: boolean } = {}, siteUrl: string = env.SITE_URL): void {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return;
  if (request.headers.get("authorization")?.toLowerCase().startsWith("bearer ")) return;
  if (!readCookie(request.headers.get("cookie"), TOKEN_COOKIE)) return;

  if (!isSameOrigin(request, siteUrl)) {
    throw new AppError(
      "cross_site",
      "Refused: a change signed in with the session cookie must come from this site's own pages. API clients: send Authorization: Bearer <accessToken> instead of the cookie.",
    );
  }
  const type = request.headers.get("content-type")?.split(";")[0].trim().toLowerCase() || null;
  if (type === "application/json") return;
  if (type === null && !hasBody(request)) return;
  if (type !== null && options.acceptsUpload && !SIMPLE_TYPES.has(type)) return;
  throw new AppError(
    "cross_site",
    `Refused: send this request's body as JSON (Content-Type: application/json)${type ? `, not ${type}` : ""}.`,
  );
}

function isSameOrigin(request: Request, siteUrl: string): boolean {
  const header = request.headers.get("origin");
  if (header) {
    const origin = parseOrigin(header); // null for "null" (a sandboxed frame, a file) or garbage
    return origin !== null && (origin === new URL(siteUrl).origin || origin === ownOrigin(request));
  }
  // No Origin: a browser says where the request came from here; a client that sends neither is no browser.
  const site = request.headers.get("sec-fetch-site");
  return site === null || site === "same-origin" || site === "none";
}

/**
 * The origin this request was sent to: scheme, host and port. The scheme is the one the server
 * received it over (Next takes it from the connection, or a proxy's X-Forwarded-Proto, which no
 * cross-site page can set); the host and port are the Host header the browser sent.
 */
function ownOrigin(request: Request): string | null {
  const host = request.headers.get("host");
  return host ? parseOrigin(`${new URL(request.url).protocol}//${host}`) : null;
}

function parseOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

function hasBody(request: Request): boolean {
  const length = Number(request.headers.get("content-length") ?? "0");
  return length > 0 || request.headers.has("transfer-encoding");
}
