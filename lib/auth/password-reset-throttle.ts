import "server-only";
import type { Db } from "@/lib/db/client";
import { assertAddressLimits, type AddressLimits } from "./address-limits";
import { assertThrottle, type ThrottleRule } from "./throttle";

/**
 * Reset e-mails are throttled like sign-ins (lib/auth/throttle.ts, one atomic count per attempt):
 * 10 requests an hour from one address, 300 an hour for the whole site as a backstop only many
 * addresses together reach, and 3 an hour per e-mail, so no inbox is flooded. Every request counts,
 * whether the address has an account or not, so the limit itself reveals nothing. Someone who uses
 * up an e-mail's 3 has sent its owner 3 working links (each lasts an hour), so it locks no one out.
 */
export const RESET_LIMITS: AddressLimits = {
  perAddress: { name: "reset:address", limit: 10, windowMs: 3600_000 },
  backstop: { name: "reset:site", limit: 300, windowMs: 3600_000 },
};
export const RESETS_PER_EMAIL: ThrottleRule = { name: "reset:email", limit: 3, windowMs: 3600_000 };

const TOO_MANY = "Too many password reset requests. Please check your inbox.";
const BUSY = "We are receiving too many password reset requests right now.";

export async function assertResetAllowed(db: Db, email: string, address: string, now?: Date): Promise<void> {
  await assertAddressLimits(db, RESET_LIMITS, { address, backstopSubject: "site" }, { perAddress: TOO_MANY, backstop: BUSY }, now);
  await assertThrottle(db, RESETS_PER_EMAIL, email, TOO_MANY, now);
}
