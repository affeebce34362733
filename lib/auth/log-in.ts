import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Db } from "@/lib/db/client";
import { memberships, users } from "@/lib/db/schema";
import { beginLoginAttempt, finishLoginAttempt } from "./login-throttle";
import { getDummyHash, verifyPassword } from "./password";
import { CREDENTIALS_REQUIRED_MESSAGE, INVALID_CREDENTIALS_MESSAGE, type TLogin } from "./schemas";
import type { AuthUser } from "./session-cookie";

/**
 * Checks e-mail and password. Unknown e-mail and wrong password give the same 401 after the same
 * work (a scrypt check against a dummy hash), so the answer reveals nothing about who has an account.
 */
export async function logIn(db: Db, input: Pick<TLogin, "email" | "password">, ip: string, now: Date = new Date()): Promise<AuthUser> {
  const { email, password } = input;
  if (!email || !password) {
    throw new AppError("validation", CREDENTIALS_REQUIRED_MESSAGE, {
      fields: {
        ...(email ? {} : { email: CREDENTIALS_REQUIRED_MESSAGE }),
        ...(password ? {} : { password: CREDENTIALS_REQUIRED_MESSAGE }),
      },
    });
  }
  const attempt = await beginLoginAttempt(db, email, ip, now);

  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const isValid = await verifyPassword(password, user?.passwordHash ?? (await getDummyHash()));
  await finishLoginAttempt(db, attempt, Boolean(user && isValid), now);
  if (!user || !isValid) throw new AppError("unauthorized", INVALID_CREDENTIALS_MESSAGE);

  // A person may belong to several studios one day; they sign in to the one they joined first.
  const [membership] = await db
    .select({ role: memberships.role, studioId: memberships.studioId })
    .from(memberships)
    .where(and(eq(memberships.userId, user.id), eq(memberships.active, true)))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  // Only after the right password: a stranger learns nothing, the person learns what to do.
  if (!membership) {
    throw new AppError("forbidden", "Your access to the studio has ended. Ask the studio owner to reactivate your account.");
  }

  return { id: user.id, name: user.name, email: user.email, role: membership.role, studioId: membership.studioId };
}
