import { decodeJwt } from "jose/jwt/decode";

/** A token counts as expired within 30 seconds of its expiry. */
export const EXPIRY_MARGIN_SECONDS = 30;

/** The cookie holding the session token (the name the original card gave its storage key). */
export const TOKEN_COOKIE = "token";

/**
 * Expired when it has no expiry, is within 30 s of expiring, or cannot be read.
 * proxy.ts uses it; it does not check the signature — the server does that.
 */
export function isTokenExpired(token: string | undefined | null, nowMs: number = Date.now()): boolean {
  if (!token) return true;
  try {
    const { exp } = decodeJwt(token);
    if (typeof exp !== "number" || !Number.isFinite(exp)) return true;
    return exp * 1000 - EXPIRY_MARGIN_SECONDS * 1000 <= nowMs;
  } catch {
    return true;
  }
}
