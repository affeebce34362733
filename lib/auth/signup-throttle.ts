import "server-only";
import type { Db } from "@/lib/db/client";
import { assertAddressLimits, type AddressLimits } from "./address-limits";

/**
 * Sign-up answers 409 for an e-mail that has an account (it signs the new owner in at once, so
 * there is no "check your inbox" answer that could hide it), which makes every attempt a question
 * "is this address registered?". Throttled per address so it can't be asked in bulk: 10 an hour
 * from one address, and 300 an hour for the whole site as a backstop only many addresses reach.
 */
export const SIGNUP_LIMITS: AddressLimits = {
  perAddress: { name: "signup:address", limit: 10, windowMs: 3600_000 },
  backstop: { name: "signup:site", limit: 300, windowMs: 3600_000 },
};

export async function assertSignupAllowed(db: Db, address: string, now?: Date): Promise<void> {
  await assertAddressLimits(
    db,
    SIGNUP_LIMITS,
    { address, backstopSubject: "site" },
    { perAddress: "Too many sign-ups from this network.", backstop: "We are receiving too many sign-ups right now." },
    now,
  );
}
