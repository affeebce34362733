import "server-only";
import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import type { Role } from "./roles";
import { signSessionToken } from "./session-token";
import { TOKEN_COOKIE } from "./token";

/** What the login and sign-up answers say about the user (`POST /api/auth/login` contract). */
export type AuthUser = { id: string; name: string; email: string; role: Role; studioId: string };

/**
 * `{ accessToken, user }` plus the session cookie (DESIGN.md "Identity and access"): HttpOnly,
 * SameSite=Lax, Secure in production, path /. Without Remember me it is a session cookie (gone when
 * the browser closes, like SPEC §9's session storage); with it, it lasts as long as the token.
 */
const COOKIE_ATTRIBUTES = {
  name: TOKEN_COOKIE,
  httpOnly: true,
  sameSite: "lax",
  secure: env.NODE_ENV === "production",
  path: "/",
} as const;

export async function sessionResponse(user: AuthUser, remember: boolean, status = 200): Promise<NextResponse> {
  const { token, expiresAt } = await signSessionToken({ userId: user.id, studioId: user.studioId, role: user.role }, remember);
  const response = NextResponse.json({ accessToken: token, user }, { status });
  response.cookies.set({ ...COOKIE_ATTRIBUTES, value: token, ...(remember ? { expires: expiresAt } : {}) });
  return response;
}

/** Puts a freshly signed session cookie on `response` (after a password change ended the old token). */
export async function renewSessionCookie(
  response: NextResponse,
  claims: { userId: string; studioId: string; role: Role },
  remember: boolean,
): Promise<NextResponse> {
  const { token, expiresAt } = await signSessionToken(claims, remember);
  response.cookies.set({ ...COOKIE_ATTRIBUTES, value: token, ...(remember ? { expires: expiresAt } : {}) });
  return response;
}

export function clearSessionCookie(response: NextResponse): NextResponse {
  response.cookies.set({ ...COOKIE_ATTRIBUTES, value: "", expires: new Date(0) });
  return response;
}
