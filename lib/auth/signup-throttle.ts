import "server-only";
import type { Db } from "@/lib/db/client";
import { UNKNOWN_ADDRESS } from "./client-address";
import { assertThrottle, type ThrottleRule } from "./throttle";

/**
 * Sign-up answers 409 for an e-mail that has an account (it signs the new owner in at once, so
 * there is no "check your inbox" answer that could hide it), which makes every attempt a question
 * "is this address registered?". Throttled per address so it can't be asked in bulk: 10 an hour
 * from one address; without a trusted address (no TRUSTED_PROXY), 100 an hour for the whole app.
 */
export const SIGNUPS_PER_ADDRESS: ThrottleRule = { name: "signup:address", limit: 10, windowMs: 3600_000 };
export const SIGNUPS_UNKNOWN_ADDRESS: ThrottleRule = { name: "signup:address", limit: 100, windowMs: 3600_000 };

export async function assertSignupAllowed(db: Db, address: string, now?: Date): Promise<void> {
  const rule = address === UNKNOWN_ADDRESS ? SIGNUPS_UNKNOWN_ADDRESS : SIGNUPS_PER_ADDRESS;
  await assertThrottle(db, rule, address, "Too many sign-ups from this network.", now);
}
