import "server-only";
import { eq } from "drizzle-orm";
import { NextResponse } from "next/server";
import { AppError } from "@/lib/api/app-error";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { assertLoginAllowed, recordLoginAttempt } from "./login-throttle";
import { hashPassword, verifyPassword } from "./password";
import type { TPasswordChange } from "./schemas";
import { renewSessionCookie } from "./session-cookie";
import type { Session } from "./session";

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
  await assertLoginAllowed(db, session.email, ip, now);
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, session.userId)).limit(1);
  if (user && password && (await verifyPassword(password, user.passwordHash))) return;
  await recordLoginAttempt(db, session.email, ip, false, now);
  throw new AppError("validation", WRONG, { fields: { currentPassword: WRONG } });
}

/**
 * A new password, only with the current one (a left-open laptop must not be enough). Every session
 * signed before now ends — a stolen cookie stops working — and the caller gets a new cookie.
 */
export async function changePassword(
  db: Db,
  session: Session,
  input: TPasswordChange,
  ip: string,
  remember: boolean,
  now = new Date(),
): Promise<NextResponse> {
  await assertCurrentPassword(db, session, input.currentPassword, ip, now);
  if (input.newPassword === input.currentPassword) {
    throw new AppError("validation", "Choose a password different from your current one.", {
      fields: { newPassword: "Choose a different password." },
    });
  }
  // Whole seconds, like a token's iat: the cookie signed just below is not older than this.
  const sessionsValidFrom = new Date(Math.floor(now.getTime() / 1000) * 1000);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), sessionsValidFrom })
    .where(eq(users.id, session.userId));
  return renewSessionCookie(
    NextResponse.json({ changed: true }),
    { userId: session.userId, studioId: session.studioId, role: session.role },
    remember,
  );
}
