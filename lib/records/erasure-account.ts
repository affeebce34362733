import "server-only";
import { and, count, eq } from "drizzle-orm";
import { revokeSessions } from "@/lib/auth/sessions";
import type { Tx } from "@/lib/db/client";
import {
  calendarFeeds,
  idempotencyKeys,
  memberships,
  notificationPreferences,
  passwordResetTokens,
  pushSubscriptions,
  users,
} from "@/lib/db/schema";

/** What an erased student's account was called, for rewriting the studio's text that names it. */
export type ErasedAccount = { name: string; email: string; /** False when it stays in another studio, as it was. */ anonymised: boolean };

/** An address nobody can receive at or sign in with, unique per account (the `.invalid` top-level domain never resolves). */
export function erasedEmail(userId: string): string {
  return `erased-${userId}@erased.invalid`;
}

/** Not a hash verifyPassword accepts (it needs the `scrypt$…` form): no password signs in. */
const UNUSABLE_PASSWORD = "erased";

/**
 * The erased student's account leaves the studio: their student membership is removed and every
 * session of theirs here ends at once (the session lookup needs both, as when a member is removed);
 * their calendar feeds, notification choices (their SMS number), push devices and saved retries here go. When the
 * account belongs to no other studio it is anonymised too — name, e-mail, password — so nothing of
 * theirs is left to sign in with; in another studio it stays exactly as it is.
 */
export async function releaseAccount(tx: Tx, studioId: string, userId: string, placeholder: string): Promise<ErasedAccount | null> {
  const [account] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  if (!account) return null;
  await tx
    .delete(memberships)
    .where(and(eq(memberships.studioId, studioId), eq(memberships.userId, userId), eq(memberships.role, "student")));
  await revokeSessions(tx, userId, studioId);
  await tx.delete(calendarFeeds).where(and(eq(calendarFeeds.studioId, studioId), eq(calendarFeeds.userId, userId)));
  await tx
    .delete(notificationPreferences)
    .where(and(eq(notificationPreferences.studioId, studioId), eq(notificationPreferences.userId, userId)));
  await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.studioId, studioId), eq(pushSubscriptions.userId, userId)));
  await tx.delete(idempotencyKeys).where(and(eq(idempotencyKeys.studioId, studioId), eq(idempotencyKeys.userId, userId)));
  const [elsewhere] = await tx.select({ value: count() }).from(memberships).where(eq(memberships.userId, userId));
  const anonymised = Number(elsewhere.value) === 0;
  if (anonymised) {
    await tx
      .update(users)
      .set({ name: placeholder, email: erasedEmail(userId), passwordHash: UNUSABLE_PASSWORD, sessionsValidFrom: new Date() })
      .where(eq(users.id, userId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await revokeSessions(tx, userId);
  }
  return { ...account, anonymised };
}
