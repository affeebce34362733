import "server-only";
import type { Db } from "@/lib/db/client";
import { UNKNOWN_ADDRESS } from "./client-address";
import { assertThrottle, type ThrottleRule } from "./throttle";

/**
 * Reset e-mails are throttled like sign-ins (lib/auth/throttle.ts, one atomic count per attempt):
 * 3 requests per e-mail and 10 per address in an hour; without a trusted address (no TRUSTED_PROXY),
 * 100 an hour for the whole app. Every request counts, whether the address has an account or not,
 * so the limit itself reveals nothing.
 */
export const RESETS_PER_EMAIL: ThrottleRule = { name: "reset:email", limit: 3, windowMs: 3600_000 };
export const RESETS_PER_ADDRESS: ThrottleRule = { name: "reset:address", limit: 10, windowMs: 3600_000 };
export const RESETS_UNKNOWN_ADDRESS: ThrottleRule = { name: "reset:address", limit: 100, windowMs: 3600_000 };

const TOO_MANY = "Too many password reset requests. Please check your inbox.";

export async function assertResetAllowed(db: Db, email: string, address: string, now?: Date): Promise<void> {
  await assertThrottle(db, RESETS_PER_EMAIL, email, TOO_MANY, now);
  const rule = address === UNKNOWN_ADDRESS ? RESETS_UNKNOWN_ADDRESS : RESETS_PER_ADDRESS;
  await assertThrottle(db, rule, address, TOO_MANY, now);
}
