// The request gate (Edge): expiry-only check for /app, legacy and unknown paths (lib/auth/gate.ts),
// and each page's Content-Security-Policy with a fresh nonce (lib/security/headers.mjs).
// It is never the only check: app/app/layout.tsx and every API route verify the token's signature
// and membership on the server, so a request that skips this file gets no further.
import { NextResponse, type NextRequest } from "next/server";
import { APP_PATH_HEADER, decideGate } from "@/lib/auth/gate";
import { isWidgetPath } from "@/lib/auth/public-routes";
import { TOKEN_COOKIE } from "@/lib/auth/token";
import { env } from "@/lib/env";
import { NONCE_HEADER } from "@/lib/security/nonce";
import { pageContentSecurityPolicy } from "@/lib/security/headers.mjs";

export function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // The widget sets its own CSP: frame-ancestors lists the origins its studio allows (a database read).
  if (isWidgetPath(pathname)) return NextResponse.next();
  const decision = decideGate({ pathname, search, token: request.cookies.get(TOKEN_COOKIE)?.value });
  // Next reads the nonce from the request's CSP and puts it on its own scripts; the layout reads x-nonce.
  const nonce = btoa(crypto.randomUUID());
  const csp = pageContentSecurityPolicy(nonce, env.NODE_ENV === "development");

  let response: NextResponse;
  if (decision.type === "redirect") {
    response = NextResponse.redirect(new URL(decision.location, request.url));
  } else {
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

export const config = {
  // Everything but Next's own files and the API (which answers JSON, including its 404s; its
  // security headers come from next.config.mjs).
  matcher: ["/((?!_next/|api/).*)"],
};
