import "server-only";
import { and, eq, isNull, lt } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import { sessions } from "@/lib/db/schema";
import { sessionLifetimeMs, signSessionToken, type SessionClaims } from "./session-token";

/**
 * Sessions the server can end (docs/security.md#sessions-the-server-can-end): every token names a row here, and the session lookup
 * (lib/auth/session.ts) refuses a token whose row is revoked, gone, or older than a password change.
 */
export async function startSession(
  db: Db,
  claims: SessionClaims,
  remember: boolean,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  // Whole seconds, like the token's exp, so the cookie and the row end together.
  const expiresAt = new Date(Math.floor((now.getTime() + sessionLifetimeMs(remember)) / 1000) * 1000);
  const [row] = await db
    .insert(sessions)
    .values({ userId: claims.userId, studioId: claims.studioId, createdAt: now, expiresAt })
    .returning({ id: sessions.id });
  // Each sign-in tidies the person's own ended sessions: the table holds only what can still be used.
  await db.delete(sessions).where(and(eq(sessions.userId, claims.userId), lt(sessions.expiresAt, now)));
  return { token: await signSessionToken({ ...claims, sessionId: row.id }, expiresAt), expiresAt };
}

/** Logout: this one token stops working; the person's other devices stay signed in. */
export async function revokeSession(db: Db, studioId: string, sessionId: string, now: Date = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.studioId, studioId), eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Every session of a person (a password change), or of a person in one studio (their membership ended). */
export async function revokeSessions(db: Db | Tx, userId: string, studioId?: string, now: Date = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), studioId ? eq(sessions.studioId, studioId) : undefined, isNull(sessions.revokedAt)));
}
