// Paths that don't decode: 400 (lib/security/malformed-address.ts), for pages and the API.
// The request gate: expiry-only check for /app, legacy and unknown paths (lib/auth/gate.ts), and
// each page's Content-Security-Policy (lib/security/headers.mjs): a page Next built ahead of time
// (the public site) gets the hashes of its own inline scripts; any other page a fresh nonce.
// It is never the only check: app/app/layout.tsx and every API route verify the token's signature
// and membership on the server, so a request that skips this file gets no further.
import { NextResponse, type NextRequest } from "next/server";
import { APP_PATH_HEADER, decideGate } from "@/lib/auth/gate";
import { isFileLikePath, isWidgetPath } from "@/lib/auth/public-routes";
import { TOKEN_COOKIE } from "@/lib/auth/token";
import { AppError } from "@/lib/api/app-error";
import { env } from "@/lib/env";
import { NONCE_HEADER } from "@/lib/security/nonce";
import { NON_PAGE_CSP, pageContentSecurityPolicy, staticPageContentSecurityPolicy } from "@/lib/security/headers.mjs";
import { SERVICE_WORKER_DIR } from "@/lib/pwa/offline-page";
import { isMalformedPath } from "@/lib/security/malformed-address";
import { notFoundPageScriptHashes, staticPageScriptHashes } from "@/lib/security/static-page-csp";

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // A path that doesn't decode is refused here: Next would fail decoding it for a dynamic route (a bare 500).
  if (isMalformedPath(pathname)) return badPath(pathname);
  // The API is matched for that check only: its answers and headers are its own (next.config.mjs).
  if (isApiPath(pathname)) return NextResponse.next();
  // The Prometheus scrape (app/metrics/route.ts) is plain text behind its own token, not a page.
  if (pathname === "/metrics") return NextResponse.next();
  // The widget sets its own CSP: frame-ancestors lists the origins its studio allows (a database read).
  if (isWidgetPath(pathname)) return NextResponse.next();
  // The service worker's CSP and caching are its own (next.config.mjs); it is the same for everyone.
  if (pathname.startsWith(SERVICE_WORKER_DIR)) return NextResponse.next();
  const decision = decideGate({ pathname, search, token: request.cookies.get(TOKEN_COOKIE)?.value });
  const hashes = env.NODE_ENV === "production" ? builtPageHashes(pathname) : null;

  // Next reads the nonce from the request's CSP and puts it on its own scripts; layouts read x-nonce.
  const nonce = hashes ? null : btoa(crypto.randomUUID());
  const csp = nonce ? pageContentSecurityPolicy(nonce, env.NODE_ENV === "development") : staticPageContentSecurityPolicy(hashes!);
  let response: NextResponse;
  if (decision.type === "redirect") response = NextResponse.redirect(new URL(decision.location, request.url));
  else if (!nonce) response = NextResponse.next();
  else {
    const headers = new Headers(request.headers);
    headers.set(APP_PATH_HEADER, pathname + search);
    headers.set(NONCE_HEADER, nonce);
    headers.set("content-security-policy", csp);
    response = NextResponse.next({ request: { headers } });
  }
  response.headers.set("Content-Security-Policy", csp);
  if (decision.clearCookie) response.cookies.delete(TOKEN_COOKIE);
  return response;
}

/** 400: JSON in the API's one error shape for /api, a line of text elsewhere; nothing on it may run or load. */
function badPath(pathname: string): NextResponse {
  const message = `This address isn't valid: its path has a "%" that isn't followed by a valid encoding. Check the link.`;
  // The API's CSP comes from next.config.mjs; a page's is this file's to set.
  if (isApiPath(pathname)) return NextResponse.json(new AppError("bad_request", message).toBody(), { status: 400 });
  return new NextResponse(message, {
    status: 400,
    headers: { "content-type": "text/plain; charset=utf-8", "Content-Security-Policy": NON_PAGE_CSP },
  });
}

function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}

/**
 * The inline scripts' hashes of the page Next will serve as built: the page itself, or — for a
 * missing file (no page has a dot in its path) — the built 404 page. Null: rendered per request.
 */
function builtPageHashes(pathname: string): string[] | null {
  return staticPageScriptHashes(pathname) ?? (isFileLikePath(pathname) ? notFoundPageScriptHashes() : null);
}

export const config = {
  // Everything but Next's own files and the API. An API path only when it holds a percent sign, for
  // the address check above: Next holds a matched request's whole body in memory before the handler
  // runs, which would undo the API's streamed size limits (lib/http/read-body.ts) for every request.
  matcher: ["/((?!_next/|api/).*)", "/api/:path(.*%.*)"],
};
