// The request gate: expiry-only check for /app, legacy and unknown paths (lib/auth/gate.ts), and
// each page's Content-Security-Policy (lib/security/headers.mjs): a page Next built ahead of time
// (the public site) gets the hashes of its own inline scripts; any other page a fresh nonce.
// It is never the only check: app/app/layout.tsx and every API route verify the token's signature
// and membership on the server, so a request that skips this file gets no further.
import { NextResponse, type NextRequest } from "next/server";
import { APP_PATH_HEADER, decideGate } from "@/lib/auth/gate";
import { isFileLikePath, isWidgetPath } from "@/lib/auth/public-routes";
import { TOKEN_COOKIE } from "@/lib/auth/token";
import { env } from "@/lib/env";
import { NONCE_HEADER } from "@/lib/security/nonce";
import { pageContentSecurityPolicy, staticPageContentSecurityPolicy } from "@/lib/security/headers.mjs";
import { notFoundPageScriptHashes, staticPageScriptHashes } from "@/lib/security/static-page-csp";

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // The widget sets its own CSP: frame-ancestors lists the origins its studio allows (a database read).
  if (isWidgetPath(pathname)) return NextResponse.next();
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

/**
 * The inline scripts' hashes of the page Next will serve as built: the page itself, or — for a
 * missing file (no page has a dot in its path) — the built 404 page. Null: rendered per request.
 */
function builtPageHashes(pathname: string): string[] | null {
  return staticPageScriptHashes(pathname) ?? (isFileLikePath(pathname) ? notFoundPageScriptHashes() : null);
}

export const config = {
  // Everything but Next's own files and the API (which answers JSON, including its 404s; its
  // security headers come from next.config.mjs).
  matcher: ["/((?!_next/|api/).*)"],
};
