import "server-only";
import { eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { beginLoginAttempt, finishLoginAttempt } from "./login-throttle";
import { hashPassword, verifyPassword } from "./password";
import type { TPasswordChange } from "./schemas";
import { renewSessionCookie } from "./session-cookie";
import type { Session } from "./session";
import { revokeSessions } from "./sessions";

const WRONG = "Your current password is wrong.";

/**
 * Checks the signed-in person's current password. Failures count with failed logins (per e-mail and
 * address), so a left-open session can't be used to guess the password at leisure.
 */
export async function assertCurrentPassword(
  db: Db,
  session: Session,
  password: string | undefined,
  ip: string,
  now = new Date(),
): Promise<void> {
  const attempt = await beginLoginAttempt(db, session.email, ip, now);
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, session.userId)).limit(1);
  const isValid = Boolean(user && password && (await verifyPassword(password, user.passwordHash)));
  await finishLoginAttempt(db, attempt, isValid, now);
  if (isValid) return;
  throw new AppError("validation", WRONG, { fields: { currentPassword: WRONG } });
}

/**
 * A new password, only with the current one (a left-open laptop must not be enough). Every session
 * of the person ends — a stolen cookie stops working, even one signed in the same second — and the
 * caller gets a cookie for a new one.
 */
export async function changePassword(
  db: Db,
  session: Session,
  input: TPasswordChange,
  caller: { request: Request; cookies: Parameters<typeof renewSessionCookie>[2]; ip: string; remember: boolean },
  now = new Date(),
): Promise<{ changed: true }> {
  await assertCurrentPassword(db, session, input.currentPassword, caller.ip, now);
  if (input.newPassword === input.currentPassword) {
    throw new AppError("validation", "Choose a password different from your current one.", {
      fields: { newPassword: "Choose a different password." },
    });
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), sessionsValidFrom: now })
    .where(eq(users.id, session.userId));
  await revokeSessions(db, session.userId, undefined, now);
  // The new session starts at `now` too: not older than sessions_valid_from, so it is the one that works.
  await renewSessionCookie(
    db,
    caller.request,
    caller.cookies,
    { userId: session.userId, studioId: session.studioId, role: session.role },
    caller.remember,
    now,
  );
  return { changed: true };
}
