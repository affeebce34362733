import "server-only";
import { afterResponse } from "@/lib/api/after-response";
import { assertResetAllowed } from "@/lib/auth/password-reset-throttle";
import { createResetToken, findResettableUser } from "@/lib/auth/password-reset";
import type { Db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { enqueueMessage } from "./enqueue";
import { passwordResetMessage } from "./messages/password-reset";
import { secretSlot } from "./secrets";
import { loadStudioContext } from "./studio-context";

/**
 * "Forgot password?": throttled (every request counts, whatever the address), then the rest runs
 * after the answer (`afterResponse`): the caller answers 202 at once, by the same path and in the
 * same time for every address, so neither the answer nor its timing tells whether an address has
 * an account.
 */
export async function requestPasswordReset(db: Db, email: string, ip: string, now = new Date()): Promise<void> {
  await assertResetAllowed(db, email, ip, now);
  afterResponse("Password reset e-mail", () => sendResetLink(db, email, now));
}

/**
 * Only when the address has an account: a single-use link is stored (hashed) and its e-mail queued
 * in the same transaction. The link is built from SITE_URL, never from the request's Host (a forged
 * Host would otherwise mail out a link to someone else's site).
 */
export async function sendResetLink(db: Db, email: string, now: Date): Promise<void> {
  const user = await findResettableUser(db, email);
  if (!user) return;
  const studio = await loadStudioContext(db, user.studioId, now);
  await db.transaction(async (tx) => {
    const { token, expiresAt } = await createResetToken(tx, user.id, now);
    // The token travels apart from the text (a secret slot), so the studio's e-mail log never shows a working link.
    const url = `${env.SITE_URL}/reset-password?token=${secretSlot("token")}`;
    await enqueueMessage(tx, { ...passwordResetMessage(studio, user, { url, expiresAt }), secrets: { token } }, now);
  });
}
