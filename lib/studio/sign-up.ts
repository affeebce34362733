import "server-only";
import { DEFAULT_LOCALE } from "@/lib/studio/locales";
import { eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import { postgresCode } from "@/lib/db/postgres-error";
import { TRIAL_DAYS } from "@/lib/billing/plans";
import type { Db } from "@/lib/db/client";
import { memberships, studios, users } from "@/lib/db/schema";
import { DEFAULT_CURRENCY } from "@/lib/money/currencies";
import { listToHours } from "./business-hours";
import { addStarterCatalog, STARTER_HOURS } from "./starter";
import { hashPassword } from "@/lib/auth/password";
import type { TStudioSignup } from "./schemas";
import type { AuthUser } from "@/lib/auth/session-cookie";

export const DEFAULT_TIME_ZONE = "America/New_York";
const DAY_MS = 86_400_000;

const DUPLICATE_EMAIL = () =>
  new AppError("conflict", "An account with this email already exists. Log in instead, or use another email.", {
    fields: { email: "An account with this email already exists." },
  });

/**
 * Creates the user, their studio (on a 14-day Pro trial: plan "free" with trial_ends_at,
 * docs/product.md#plan-changes-and-billing) in the time zone and currency chosen, with the starter catalogue when asked for, and the
 * owner membership, in one transaction.
 */
export async function signUp(db: Db, input: TStudioSignup, now: Date = new Date()): Promise<AuthUser> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
      if (taken) throw DUPLICATE_EMAIL();

      const [studio] = await tx
        .insert(studios)
        .values({
          name: input.studioName ?? `${input.name}'s Studio`,
          timeZone: input.timeZone ?? DEFAULT_TIME_ZONE,
          currency: input.currency ?? DEFAULT_CURRENCY,
          locale: input.locale ?? DEFAULT_LOCALE,
          businessHours: input.starter === "ballroom" ? listToHours(STARTER_HOURS) : null,
          plan: "free",
          trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
        })
        .returning({ id: studios.id });
      const [user] = await tx
        .insert(users)
        .values({ name: input.name, email: input.email, passwordHash })
        .returning({ id: users.id, name: users.name, email: users.email });
      await tx.insert(memberships).values({ userId: user.id, studioId: studio.id, role: "owner" });
      if (input.starter === "ballroom") await addStarterCatalog(tx, studio.id);
      return { ...user, role: "owner", studioId: studio.id };
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides, the loser gets the same 409.
    if (postgresCode(error) === "23505") throw DUPLICATE_EMAIL();
    throw error;
  }
}
