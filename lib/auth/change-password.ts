import "server-only";
import { eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Db } from "@/lib/db/client";
import type { TPasswordChange } from "@/lib/people/profile-schemas";
import { users } from "@/lib/db/schema";
import { hashPassword, verifyPassword } from "./password";
import type { Session } from "./session";

const WRONG = "Your current password is wrong.";

/** A new password, only with the current one (a left-open laptop must not be enough). */
export async function changePassword(db: Db, session: Session, input: TPasswordChange): Promise<{ changed: true }> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, session.userId)).limit(1);
  if (!user || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new AppError("validation", WRONG, { fields: { currentPassword: WRONG } });
  }
  if (input.newPassword === input.currentPassword) {
    throw new AppError("validation", "Choose a password different from your current one.", { fields: { newPassword: "Choose a different password." } });
  }
  await db.update(users).set({ passwordHash: await hashPassword(input.newPassword) }).where(eq(users.id, session.userId));
  return { changed: true };
}
