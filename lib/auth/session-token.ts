import "server-only";
import { SignJWT } from "jose";
import { jwtVerify } from "jose/jwt/verify";
import { z } from "zod";
import { ROLES, type Role } from "./roles";
import { getJwtKey } from "./secret";
import { isTokenExpired } from "./token";

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

/** The claims of a token signed by us and not (nearly) expired; null for anything else. */
export async function verifySessionToken(token: string | undefined | null): Promise<TokenClaims | null> {
  if (!token || isTokenExpired(token)) return null;
  try {
    // Pinning the algorithm refuses `alg: none` and any key-confusion attempt.
    const { payload } = await jwtVerify(token, await getJwtKey(), { algorithms: ["HS256"] });
    const claims = ZClaims.safeParse(payload);
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}
