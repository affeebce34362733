import "server-only";
import type { Db } from "@/lib/db/client";
import { UNKNOWN_ADDRESS } from "./client-address";
import { hasMark, refundThrottle, resetThrottle, setMark, takeThrottle, throttledError, type ThrottleRule } from "./throttle";

/**
 * Brute-force limits, counted in the database so they hold across processes and restarts, and
 * keyed so that no one can use them to lock someone else out:
 * - one address and one account: from the 3rd wrong password on each answer is slower, and past 5
 *   in 15 minutes that address gets 429 for that account — the owner, from anywhere else, still
 *   signs in;
 * - one address, any accounts: past 20 wrong passwords in 15 minutes → 429 (a spray of guesses over
 *   many e-mails);
 * - one account from all addresses, the backstop against guessing spread over many addresses: past
 *   100 in 15 minutes, addresses that never signed in to it get 429; an address that did (within 30
 *   days) is never refused by it, and a password reset link always signs its owner in.
 * Each attempt is counted before the password is checked, in one atomic statement (lib/auth/throttle.ts),
 * so a burst of parallel guesses gets no more checks than the limit. Without a known address (no start
 * server and no TRUSTED_PROXY) all callers share one, so the first limit is per account for everyone.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const MAX_FAILURES_PER_ACCOUNT = 100;
/** From this many failures in a row (one account, one address) on, a wrong password's answer waits. */
export const SLOW_FROM_FAILURE = 3;
export const SLOW_STEP_MS = 500;
const KNOWN_ADDRESS_MS = 30 * 24 * 3600_000;

const BY_ACCOUNT_AND_ADDRESS: ThrottleRule = {
  name: "login:account-address",
  limit: MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  windowMs: LOGIN_WINDOW_MS,
};
const BY_ADDRESS: ThrottleRule = { name: "login:address", limit: MAX_FAILURES_PER_ADDRESS, windowMs: LOGIN_WINDOW_MS };
const BY_ACCOUNT: ThrottleRule = { name: "login:account", limit: MAX_FAILURES_PER_ACCOUNT, windowMs: LOGIN_WINDOW_MS };
const TOO_MANY = "Too many failed sign-in attempts.";
const TOO_MANY_FOR_ACCOUNT =
  "Too many failed sign-in attempts for this account from places it hasn't signed in from. " +
  "Sign in from a device you have used before, or reset your password.";

export type LoginAttempt = { email: string; address: string; keys: string[]; failuresInRow: number };

const knownKey = (email: string, address: string) => `login:known:${email} ${address}`;

/**
 * Counts one attempt for the account and address, the address, and the account, or throws 429.
 * An attempt refused by one count is given back to the counts taken before it: it was never checked.
 */
export async function beginLoginAttempt(db: Db, email: string, address: string, now: Date = new Date()): Promise<LoginAttempt> {
  const pair = await takeThrottle(db, BY_ACCOUNT_AND_ADDRESS, `${email} ${address}`, now);
  if (!pair.allowed) throw throttledError(pair, TOO_MANY);
  const keys = [pair.key];
  if (address !== UNKNOWN_ADDRESS) {
    const byAddress = await takeThrottle(db, BY_ADDRESS, address, now);
    if (!byAddress.allowed) {
      await giveBack(db, keys);
      throw throttledError(byAddress, TOO_MANY);
    }
    keys.push(byAddress.key);
  }
  const byAccount = await takeThrottle(db, BY_ACCOUNT, email, now);
  if (!byAccount.allowed && !(address !== UNKNOWN_ADDRESS && (await hasMark(db, knownKey(email, address), now)))) {
    await giveBack(db, keys);
    throw throttledError(byAccount, TOO_MANY_FOR_ACCOUNT);
  }
  keys.push(byAccount.key);
  return { email, address, keys, failuresInRow: pair.count };
}

/**
 * A right password clears this address's count for the account (its owner got in), gives back its
 * place in the address's and the account's counts — which hold failures only, and never reset, or
 * an attacker holding one valid account could interleave its logins to keep guessing others (and
 * the owner's sign-ins would restart the backstop for whoever guesses theirs) — and remembers the
 * address as one this account signs in from. A wrong one is answered more slowly from the 3rd in a row on.
 */
export async function finishLoginAttempt(db: Db, attempt: LoginAttempt, succeeded: boolean, now: Date = new Date()): Promise<void> {
  if (!succeeded) {
    const steps = attempt.failuresInRow - SLOW_FROM_FAILURE + 1;
    if (steps > 0) await new Promise((resolve) => setTimeout(resolve, steps * SLOW_STEP_MS));
    return;
  }
  const [pairKey, ...others] = attempt.keys;
  await resetThrottle(db, pairKey);
  await giveBack(db, others);
  if (attempt.address !== UNKNOWN_ADDRESS) {
    await setMark(db, knownKey(attempt.email, attempt.address), new Date(now.getTime() + KNOWN_ADDRESS_MS));
  }
}

async function giveBack(db: Db, keys: string[]): Promise<void> {
  for (const key of keys) await refundThrottle(db, key);
}
