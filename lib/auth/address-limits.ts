import "server-only";
import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { UNKNOWN_ADDRESS } from "./client-address";
import { takeThrottle, throttledError, type ThrottleRule } from "./throttle";

/**
 * How often a form that anyone may send (sign-up, password reset, contact, first lesson) may be
 * sent: a limit per caller's address, and a much higher backstop shared by everyone (the whole site,
 * or one studio's page) that only many addresses together can reach.
 */
export type AddressLimits = { perAddress: ThrottleRule; backstop: ThrottleRule };

/** What a refused caller reads: their own address is over its limit, or everyone together is. */
export type AddressLimitMessages = { perAddress: string; backstop: string };

/**
 * Counts one attempt against the caller's address, then against the backstop, or throws 429. The
 * address comes first, so an address over its limit is refused before it touches the backstop: one
 * client can use at most its own limit of it, and can't block visitors from other addresses. Without
 * a known address (UNKNOWN_ADDRESS: no start server and no TRUSTED_PROXY) only the backstop counts.
 */
export async function assertAddressLimits(
  db: Db,
  limits: AddressLimits,
  caller: { address: string; backstopSubject: string },
  messages: AddressLimitMessages,
  now?: Date,
): Promise<void> {
  if (caller.address !== UNKNOWN_ADDRESS) {
    const own = await takeThrottle(db, scaled(limits.perAddress), caller.address, now);
    if (!own.allowed) throw throttledError(own, messages.perAddress);
  }
  const everyone = await takeThrottle(db, scaled(limits.backstop), caller.backstopSubject, now);
  if (!everyone.allowed) throw throttledError(everyone, messages.backstop);
}

/** A limit as this server applies it: ADDRESS_LIMIT_SCALE times higher for the e2e suite's server. */
export function scaled(rule: ThrottleRule): ThrottleRule {
  return env.ADDRESS_LIMIT_SCALE === 1 ? rule : { ...rule, limit: rule.limit * env.ADDRESS_LIMIT_SCALE };
}
