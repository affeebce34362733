import "server-only";
import { and, count, eq, gt } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Db } from "@/lib/db/client";
import { passwordResetRequests } from "@/lib/db/schema";

/**
 * Reset e-mails are throttled like sign-ins, counted in the database so the limit holds across
 * processes: 3 requests per e-mail and 10 per address in an hour. Every request counts, whether the
 * address has an account or not, so the limit itself reveals nothing.
 */
export const RESET_WINDOW_MS = 3600_000;
export const MAX_RESETS_PER_EMAIL = 3;
export const MAX_RESETS_PER_ADDRESS = 10;

export async function assertResetAllowed(db: Db, email: string, ip: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - RESET_WINDOW_MS);
  const [byEmail] = await db
    .select({ value: count() })
    .from(passwordResetRequests)
    .where(and(eq(passwordResetRequests.email, email), gt(passwordResetRequests.createdAt, since)));
  const [byAddress] = await db
    .select({ value: count() })
    .from(passwordResetRequests)
    .where(and(eq(passwordResetRequests.ip, ip), gt(passwordResetRequests.createdAt, since)));
  if (Number(byEmail.value) < MAX_RESETS_PER_EMAIL && Number(byAddress.value) < MAX_RESETS_PER_ADDRESS) return;
  throw new AppError("rate_limited", "Too many password reset requests. Please check your inbox, or try again in an hour.", {
    headers: { "Retry-After": String(RESET_WINDOW_MS / 1000) },
    extra: { retryAfter: RESET_WINDOW_MS / 1000 },
  });
}

export async function recordResetRequest(db: Db, email: string, ip: string, now: Date): Promise<void> {
  await db.insert(passwordResetRequests).values({ email, ip, createdAt: now });
}
