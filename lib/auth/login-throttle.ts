import "server-only";
import { and, desc, eq, gt, lt, type SQL } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Db } from "@/lib/db/client";
import { loginAttempts } from "@/lib/db/schema";

/**
 * Brute-force limits, counted in the database so they hold across processes and restarts:
 * more than 5 failures for one e-mail, or 20 from one address, within 15 minutes → 429.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
// Old rows of an address that signs in again are pruned; nothing needs them after the window.
const KEEP_ATTEMPTS_MS = 24 * 3600_000;

/** Throws 429 with Retry-After when either limit is reached; blocked attempts are not recorded. */
export async function assertLoginAllowed(db: Db, email: string, ip: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const [lastSuccess] = await db
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, true), gt(loginAttempts.createdAt, since)))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(1);
  // A success resets the e-mail's count (the owner got in); the address count never resets, or an
  // attacker holding one valid account could interleave its logins to keep guessing others.
  const emailSince = lastSuccess?.createdAt ?? since;

  const byEmail = await recentFailures(db, eq(loginAttempts.email, email), emailSince, MAX_FAILURES_PER_EMAIL);
  const byAddress = await recentFailures(db, eq(loginAttempts.ip, ip), since, MAX_FAILURES_PER_ADDRESS);
  const blockers = [byEmail, byAddress].filter((times): times is Date[] => times !== null);
  if (blockers.length === 0) return;

  // Free again when the failure that completed the limit leaves the window.
  const freeAt = Math.max(...blockers.map((times) => times[times.length - 1].getTime() + LOGIN_WINDOW_MS));
  const retryAfter = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  throw new AppError(
    "rate_limited",
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { headers: { "Retry-After": String(retryAfter) }, extra: { retryAfter } },
  );
}

/** The newest `limit` failures' times when there are that many in the window, else null. */
async function recentFailures(db: Db, who: SQL, since: Date, limit: number): Promise<Date[] | null> {
  const rows = await db
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(who, eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(limit);
  return rows.length >= limit ? rows.map((row) => row.createdAt) : null;
}

export async function recordLoginAttempt(db: Db, email: string, ip: string, succeeded: boolean, now: Date): Promise<void> {
  await db.insert(loginAttempts).values({ email, ip, succeeded, createdAt: now });
  if (succeeded) {
    await db
      .delete(loginAttempts)
      .where(and(eq(loginAttempts.email, email), lt(loginAttempts.createdAt, new Date(now.getTime() - KEEP_ATTEMPTS_MS))));
  }
}
