import { LOGIN_REDIRECT_FALLBACK, safeRedirect } from "./safe-redirect";
import { APP_HOME, isAppPath, isFileLikePath, isOperatorPath, isPublicPage, legacyTarget, normalizePath } from "./public-routes";
import { isTokenExpired } from "./token";

/**
 * The request gate's decision for one request (proxy.ts checks only expiry; the /app layout and
 * every API route verify signature and membership: docs/decisions.md#proxyts-instead-of-middlewarets).
 * Pure, so the whole routing table (docs/product.md#sessions-and-redirects) is unit-tested without a server.
 */
export type GateDecision = { type: "next"; clearCookie: boolean } | { type: "redirect"; location: string; clearCookie: boolean };

export type GateRequest = { pathname: string; search: string; token: string | undefined; nowMs?: number };

/** The request header the gate sets for /app pages: the path and query, for the layout's login redirect. */
export const APP_PATH_HEADER = "x-promenade-path";

/** `/login?signed-out=1`: where Logout goes when its server call failed; the gate clears the cookie. */
export const SIGNED_OUT_PARAM = "signed-out";

/** The login page with a `redirect` query holding the encoded full target path. */
export function loginLocation(target: string): string {
  return `/login?redirect=${encodeURIComponent(target)}`;
}

export function decideGate({ pathname, search, token, nowMs = Date.now() }: GateRequest): GateDecision {
  // Assets and the API are never redirected: a missing file is a real 404, the API answers JSON.
  if (isFileLikePath(pathname)) return { type: "next", clearCookie: false };

  const isLoggedIn = !isTokenExpired(token, nowMs);
  // An expired token is removed the first time a page sees it.
  const clearCookie = Boolean(token) && !isLoggedIn;
  const path = normalizePath(pathname);

  const legacy = legacyTarget(path);
  if (legacy || isAppPath(path)) {
    const target = (legacy ?? (path === "/app" ? APP_HOME : path)) + search;
    if (!isLoggedIn) return { type: "redirect", location: loginLocation(target), clearCookie };
    if (legacy || path === "/app") return { type: "redirect", location: safeRedirect(target, APP_HOME), clearCookie };
    return { type: "next", clearCookie };
  }

  if (path === "/login" && isLoggedIn) {
    const query = new URLSearchParams(search);
    // Logout whose server call failed (it still goes to /login): the cookie is cleared here.
    if (query.has(SIGNED_OUT_PARAM)) return { type: "next", clearCookie: true };
    const redirect = query.get("redirect");
    return { type: "redirect", location: safeRedirect(redirect, LOGIN_REDIRECT_FALLBACK), clearCookie };
  }

  if (isPublicPage(path)) return { type: "next", clearCookie };
  // No redirect to /login from here: that would tell a visitor the screen exists.
  if (isOperatorPath(path)) return { type: "next", clearCookie };

  // Any unknown path goes to /app/schedule with a valid token, otherwise to /.
  return { type: "redirect", location: isLoggedIn ? APP_HOME : "/", clearCookie };
}
