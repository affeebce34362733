import "server-only";
import { eq, sql } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Db } from "@/lib/db/client";
import { throttleBuckets } from "@/lib/db/schema";
import { plural } from "@/lib/text/plural";

/** A limit: at most `limit` attempts per `windowMs` for one key (a fixed window from the first attempt). */
export type ThrottleRule = { name: string; limit: number; windowMs: number };

export type ThrottleTake = { key: string; allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Counts one attempt and says whether it may go ahead, in one atomic statement: the bucket row is
 * inserted or updated under its own row lock and the new count returned, so 40 parallel attempts
 * get the counts 1…40 and only the first `limit` pass (two steps, "count then record", let 21 of 40
 * through). The window restarts when it is over. Works the same on PGlite and PostgreSQL, across
 * processes.
 */
export async function takeThrottle(db: Db, rule: ThrottleRule, subject: string, now: Date = new Date()): Promise<ThrottleTake> {
  const key = `${rule.name}:${subject}`;
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  const endsAt = sql`${new Date(now.getTime() + rule.windowMs).toISOString()}::timestamptz`;
  const isOver = sql`${throttleBuckets.windowEndsAt} <= ${nowAt}`;
  const [row] = await db
    .insert(throttleBuckets)
    .values({ key, count: 1, windowEndsAt: new Date(now.getTime() + rule.windowMs) })
    .onConflictDoUpdate({
      target: throttleBuckets.key,
      set: {
        count: sql`case when ${isOver} then 1 else ${throttleBuckets.count} + 1 end`,
        windowEndsAt: sql`case when ${isOver} then ${endsAt} else ${throttleBuckets.windowEndsAt} end`,
      },
    })
    .returning({ count: throttleBuckets.count, windowEndsAt: throttleBuckets.windowEndsAt });
  const retryAfterSeconds = Math.max(1, Math.ceil((row.windowEndsAt.getTime() - now.getTime()) / 1000));
  return { key, allowed: row.count <= rule.limit, count: row.count, retryAfterSeconds };
}

/** Gives back an attempt that did not count after all (it was refused elsewhere, or it succeeded). */
export async function refundThrottle(db: Db, key: string): Promise<void> {
  await db
    .update(throttleBuckets)
    .set({ count: sql`greatest(${throttleBuckets.count} - 1, 0)` })
    .where(eq(throttleBuckets.key, key));
}

/** Starts a key's count afresh (a successful sign-in clears its e-mail's failures). */
export async function resetThrottle(db: Db, key: string): Promise<void> {
  await db.delete(throttleBuckets).where(eq(throttleBuckets.key, key));
}

/**
 * Remembers that something happened for a key until `until` (an address that signed in to an
 * account), in the same table: a row whose window is still open. Setting it again extends it.
 */
export async function setMark(db: Db, key: string, until: Date): Promise<void> {
  await db
    .insert(throttleBuckets)
    .values({ key, count: 0, windowEndsAt: until })
    .onConflictDoUpdate({ target: throttleBuckets.key, set: { windowEndsAt: until } });
}

/** Whether a mark set by setMark is still open at `now`. */
export async function hasMark(db: Db, key: string, now: Date = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ windowEndsAt: throttleBuckets.windowEndsAt })
    .from(throttleBuckets)
    .where(eq(throttleBuckets.key, key))
    .limit(1);
  return Boolean(row && row.windowEndsAt.getTime() > now.getTime());
}

/** The one 429: a message saying when to try again, and Retry-After in seconds. */
export function throttledError(take: Pick<ThrottleTake, "retryAfterSeconds">, what: string): AppError {
  const retryAfter = take.retryAfterSeconds;
  const minutes = Math.ceil(retryAfter / 60);
  return new AppError("rate_limited", `${what} Please try again in ${plural(minutes, "minute")}.`, {
    headers: { "Retry-After": String(retryAfter) },
    extra: { retryAfter },
  });
}

/** Takes the attempt and throws the 429 when it is over the limit. */
export async function assertThrottle(db: Db, rule: ThrottleRule, subject: string, what: string, now?: Date): Promise<ThrottleTake> {
  const take = await takeThrottle(db, rule, subject, now);
  if (!take.allowed) throw throttledError(take, what);
  return take;
}
