import "server-only";
import type { Db } from "@/lib/db/client";
import { UNKNOWN_ADDRESS } from "./client-address";
import { refundThrottle, resetThrottle, takeThrottle, throttledError, type ThrottleRule } from "./throttle";

/**
 * Brute-force limits, counted in the database so they hold across processes and restarts: more than
 * 5 failures for one e-mail, or 20 from one address, within 15 minutes → 429. Each attempt is
 * counted before the password is checked, in one atomic statement (lib/auth/throttle.ts), so a burst
 * of parallel guesses gets no more checks than the limit.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

const BY_EMAIL: ThrottleRule = { name: "login:email", limit: MAX_FAILURES_PER_EMAIL, windowMs: LOGIN_WINDOW_MS };
const BY_ADDRESS: ThrottleRule = { name: "login:address", limit: MAX_FAILURES_PER_ADDRESS, windowMs: LOGIN_WINDOW_MS };
const TOO_MANY = "Too many failed sign-in attempts.";

export type LoginAttempt = { emailKey: string; addressKey: string | null };

/**
 * Counts one attempt for the e-mail and the address, or throws 429. Without a known address (no
 * TRUSTED_PROXY) only the e-mail's limit applies: one shared address bucket would let anyone lock
 * every member out with 20 wrong passwords.
 */
export async function beginLoginAttempt(db: Db, email: string, address: string, now: Date = new Date()): Promise<LoginAttempt> {
  const byEmail = await takeThrottle(db, BY_EMAIL, email, now);
  if (!byEmail.allowed) throw throttledError(byEmail, TOO_MANY);
  if (address === UNKNOWN_ADDRESS) return { emailKey: byEmail.key, addressKey: null };
  const byAddress = await takeThrottle(db, BY_ADDRESS, address, now);
  if (!byAddress.allowed) {
    // Not checked, so not held against the e-mail.
    await refundThrottle(db, byEmail.key);
    throw throttledError(byAddress, TOO_MANY);
  }
  return { emailKey: byEmail.key, addressKey: byAddress.key };
}

/**
 * A right password clears the e-mail's count (the owner got in) and gives back its place in the
 * address's count, which holds failures only — and never resets, or an attacker holding one valid
 * account could interleave its logins to keep guessing others.
 */
export async function finishLoginAttempt(db: Db, attempt: LoginAttempt, succeeded: boolean): Promise<void> {
  if (!succeeded) return;
  await resetThrottle(db, attempt.emailKey);
  if (attempt.addressKey) await refundThrottle(db, attempt.addressKey);
}
