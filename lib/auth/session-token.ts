import "server-only";
import { SignJWT } from "jose";
import { jwtVerify } from "jose/jwt/verify";
import { z } from "zod";
import { ROLES, type Role } from "./roles";
import { getJwtKey } from "./secret";
import { EXPIRY_MARGIN_SECONDS, isTokenExpired } from "./token";

export const SESSION_HOURS = 12;
export const REMEMBER_DAYS = 30;

// Ids are checked as UUIDs here so a well-signed but odd token can never reach a uuid column.
// `sid` names the row in `sessions` (lib/auth/sessions.ts): a token without one, from before sessions
// could be ended, is refused and its holder signs in again.
const ZClaims = z.object({
  sub: z.uuid(),
  studioId: z.uuid(),
  role: z.enum(ROLES),
  sid: z.uuid(),
  exp: z.number(),
  iat: z.number().default(0),
});
export type TokenClaims = z.infer<typeof ZClaims>;

/** How long a session lasts: 12 hours, or 30 days with Remember me. */
export function sessionLifetimeMs(remember: boolean): number {
  return (remember ? REMEMBER_DAYS * 24 * 3600 : SESSION_HOURS * 3600) * 1000;
}

export type SessionClaims = { userId: string; studioId: string; role: Role };

/** Signs the session JWT for the stored session `sessionId` (only lib/auth/sessions.ts calls it). */
export async function signSessionToken(claims: SessionClaims & { sessionId: string }, expiresAt: Date): Promise<string> {
  return new SignJWT({ studioId: claims.studioId, role: claims.role, sid: claims.sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await getJwtKey());
}

/** Whether a token was issued with Remember me (it outlives a plain 12-hour session). */
export function isRememberedToken(claims: TokenClaims): boolean {
  return claims.exp - claims.iat > SESSION_HOURS * 3600;
}

/**
 * The claims of a token signed by us and not (nearly) expired; null for anything else. A token
 * verified once is remembered by its exact text until it expires: the same string always carries
 * the same signature, so checking it again would only spend the HMAC (~40–100 µs a request).
 */
export async function verifySessionToken(token: string | undefined | null, nowMs: number = Date.now()): Promise<TokenClaims | null> {
  if (!token) return null;
  const known = verified.get(token);
  if (known) return known.exp * 1000 - EXPIRY_MARGIN_SECONDS * 1000 > nowMs ? known : null;
  if (isTokenExpired(token, nowMs)) return null;
  try {
    // Pinning the algorithm refuses `alg: none` and any key-confusion attempt.
    const { payload } = await jwtVerify(token, await getJwtKey(), { algorithms: ["HS256"] });
    const claims = ZClaims.safeParse(payload);
    if (!claims.success) return null;
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    verified.set(token, claims.data);
    return claims.data;
  } catch {
    return null;
  }
}

/** Verified tokens a process remembers; the oldest goes first past this many. */
const VERIFIED_MAX = 10_000;
const verified = new Map<string, TokenClaims>();
