import "server-only";
import { hashToken } from "./token-hash";
import crypto from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Db, Tx } from "@/lib/db/client";
import { memberships, passwordResetTokens, users } from "@/lib/db/schema";
import { hashPassword } from "./password";
import { revokeSessions } from "./sessions";
import type { AuthUser } from "./session-cookie";

export const RESET_TOKEN_MS = 3600_000;
const USED = "This reset link has already been used. Ask for a new one from the login page.";
const EXPIRED = "This reset link has expired (links last an hour). Ask for a new one from the login page.";

/** The account for an e-mail, with the studio it signs in to (its first active membership), or null. */
export async function findResettableUser(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, studioId: memberships.studioId })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.active, true)))
    .where(eq(users.email, email))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  return row ?? null;
}

/** A single-use token valid an hour; call it in the transaction that queues the e-mail carrying it. */
export async function createResetToken(tx: Tx, userId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_MS);
  await tx.insert(passwordResetTokens).values({ userId, tokenHash: hashToken(token), expiresAt, createdAt: now });
  return { token, expiresAt };
}

/**
 * Sets a new password from a reset link. Claiming the token (`used_at` set only while null) is the
 * transaction's first write, so the link works once even when clicked twice at once; every session
 * signed before now ends (revoked, and sessions_valid_from) and the person's other links stop working.
 */
export async function resetPassword(db: Db, token: string, password: string, now = new Date()): Promise<AuthUser> {
  const [reset] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!reset) throw new AppError("gone", "This reset link is not valid. Ask for a new one from the login page.");
  if (reset.usedAt) throw new AppError("gone", USED);
  if (reset.expiresAt.getTime() <= now.getTime()) throw new AppError("gone", EXPIRED);
  const passwordHash = await hashPassword(password);
  // Whole seconds, like a token's iat: the cookie signed after this is not older than it.
  const sessionsValidFrom = new Date(Math.floor(now.getTime() / 1000) * 1000);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, reset.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (!claimed.length) throw new AppError("gone", USED);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, reset.userId), isNull(passwordResetTokens.usedAt)));
    const [user] = await tx
      .update(users)
      .set({ passwordHash, sessionsValidFrom })
      .where(eq(users.id, reset.userId))
      .returning({ id: users.id, name: users.name, email: users.email });
    await revokeSessions(tx, reset.userId, undefined, now);
    const [membership] = await tx
      .select({ role: memberships.role, studioId: memberships.studioId })
      .from(memberships)
      .where(and(eq(memberships.userId, reset.userId), eq(memberships.active, true)))
      .orderBy(asc(memberships.createdAt))
      .limit(1);
    if (!membership)
      throw new AppError("forbidden", "This account is no longer part of a studio. Ask the studio owner to invite you again.");
    return { ...user, role: membership.role, studioId: membership.studioId };
  });
}
