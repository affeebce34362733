import "server-only";
import { and, eq, gt } from "drizzle-orm";
import { takeThrottle, throttledError } from "@/lib/auth/throttle";
import type { Db } from "@/lib/db/client";
import { throttleBuckets } from "@/lib/db/schema";

/** Gift certificate and promo codes: 20 wrong ones a minute from one address, then 429 for the rest of the minute. */
export const WRONG_CODE_RULE = { name: "wrong-code", limit: 20, windowMs: 60_000 };

const WHAT = "Too many wrong codes from your network.";

/** Before a code is looked up: an address that used up its wrong guesses this minute gets 429, right code or not. */
export async function assertNotGuessing(db: Db, address: string, now: Date = new Date()): Promise<void> {
  const [row] = await db
    .select({ count: throttleBuckets.count, windowEndsAt: throttleBuckets.windowEndsAt })
    .from(throttleBuckets)
    .where(and(eq(throttleBuckets.key, `${WRONG_CODE_RULE.name}:${address}`), gt(throttleBuckets.windowEndsAt, now)))
    .limit(1);
  if (row && row.count >= WRONG_CODE_RULE.limit)
    throw throttledError({ retryAfterSeconds: Math.max(1, Math.ceil((row.windowEndsAt.getTime() - now.getTime()) / 1000)) }, WHAT);
}

/** A code that matched nothing: counts one wrong guess, and the one over the limit gets 429 instead of its 400. */
export async function noteWrongCode(db: Db, address: string, now: Date = new Date()): Promise<void> {
  const take = await takeThrottle(db, WRONG_CODE_RULE, address, now);
  if (!take.allowed) throw throttledError(take, WHAT);
}
