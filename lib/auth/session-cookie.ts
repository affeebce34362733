import "server-only";
import { NextResponse } from "next/server";
import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import type { Role } from "./roles";
import { startSession } from "./sessions";
import { TOKEN_COOKIE } from "./token";

/** What the login and sign-up answers say about the user (`POST /api/auth/login` contract). */
export type AuthUser = { id: string; name: string; email: string; role: Role; studioId: string };

/**
 * Whether the cookie is marked Secure: when the request came over https (directly, or as the proxy
 * says in X-Forwarded-Proto), or in a production deployment whose public address is https. Not
 * otherwise: `npm start` serves with NODE_ENV=production, and a Secure cookie over plain http (the
 * demo on a LAN address) is never sent back, so nobody could stay signed in.
 */
export function isSecureCookieRequest(request: Request, nodeEnv = env.NODE_ENV, siteUrl = env.SITE_URL): boolean {
  if (nodeEnv === "production" && siteUrl.startsWith("https:")) return true;
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return forwarded ? forwarded === "https" : new URL(request.url).protocol === "https:";
}

/**
 * `{ accessToken, user }` plus the session cookie (docs/product.md#sessions-and-redirects): HttpOnly,
 * SameSite=Lax, path /, Secure as above. Without Remember me it is a session cookie (gone when the
 * browser closes, where the original card used session storage: see
 * docs/decisions.md#a-session-cookie-instead-of-a-token-in-browser-storage); with it, it lasts as long as the token.
 */
function cookieAttributes(request: Request) {
  return { name: TOKEN_COOKIE, httpOnly: true, sameSite: "lax", secure: isSecureCookieRequest(request), path: "/" } as const;
}

/** The cookies of one answer (`route()`'s `cookies`): set on the Response the answer becomes. */
type CookieJar = Pick<NextResponse["cookies"], "set">;

/**
 * Starts a session for `user`, sets its cookie on the answer, and returns the answer's body:
 * `{ accessToken, user }` (the `user` a schema shapes: lib/auth/views.ts).
 */
export async function startSessionCookie(
  db: Db,
  request: Request,
  cookies: CookieJar,
  user: AuthUser,
  remember: boolean,
): Promise<{ accessToken: string; user: AuthUser }> {
  const { token, expiresAt } = await startSession(db, { userId: user.id, studioId: user.studioId, role: user.role }, remember);
  cookies.set({ ...cookieAttributes(request), value: token, ...(remember ? { expires: expiresAt } : {}) });
  return { accessToken: token, user };
}

/** Sets the cookie of a new session (after a password change ended the old ones). */
export async function renewSessionCookie(
  db: Db,
  request: Request,
  cookies: CookieJar,
  claims: { userId: string; studioId: string; role: Role },
  remember: boolean,
  now: Date = new Date(),
): Promise<void> {
  const { token, expiresAt } = await startSession(db, claims, remember, now);
  cookies.set({ ...cookieAttributes(request), value: token, ...(remember ? { expires: expiresAt } : {}) });
}

export function clearSessionCookie<T extends { cookies: CookieJar }>(request: Request, response: T): T {
  expireSessionCookie(request, response.cookies);
  return response;
}

/** Sets the session cookie to expire at once (signing out). */
export function expireSessionCookie(request: Request, cookies: CookieJar): void {
  cookies.set({ ...cookieAttributes(request), value: "", expires: new Date(0) });
}
