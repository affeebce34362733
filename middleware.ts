// The request gate (Edge): expiry-only check for /app, legacy and unknown paths (lib/auth/gate.ts).
// It is never the only check: app/app/layout.tsx and every API route verify the token's signature
// and membership on the server, so a request that skips this file gets no further.
import { NextResponse, type NextRequest } from "next/server";
import { APP_PATH_HEADER, decideGate } from "@/lib/auth/gate";
import { TOKEN_COOKIE } from "@/lib/auth/token";

export function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const decision = decideGate({ pathname, search, token: request.cookies.get(TOKEN_COOKIE)?.value });

  let response: NextResponse;
  if (decision.type === "redirect") {
    response = NextResponse.redirect(new URL(decision.location, request.url));
  } else {
    const headers = new Headers(request.headers);
    headers.set(APP_PATH_HEADER, pathname + search);
    response = NextResponse.next({ request: { headers } });
  }
  if (decision.clearCookie) response.cookies.delete(TOKEN_COOKIE);
  return response;
}

export const config = {
  // Everything but Next's own files and the API (which answers JSON, including its 404s).
  matcher: ["/((?!_next/|api/).*)"],
};
