import "server-only";
import { eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Db } from "@/lib/db/client";
import { studios } from "@/lib/db/schema";
import { resolveSubscription, type Subscription } from "./resolve-subscription";

export { resolveSubscription, type StudioPlan, type Subscription } from "./resolve-subscription";

export const STUDIO_PLAN_COLUMNS = {
  plan: studios.plan,
  billingInterval: studios.billingInterval,
  trialEndsAt: studios.trialEndsAt,
  currentPeriodEnd: studios.currentPeriodEnd,
  pendingPlan: studios.pendingPlan,
  pendingInterval: studios.pendingInterval,
};

/** The studio's subscription; plan limits read it here (the API and the badge use the session's copy). */
export async function getSubscription(db: Db, studioId: string, now: Date = new Date()): Promise<Subscription> {
  const [studio] = await db.select(STUDIO_PLAN_COLUMNS).from(studios).where(eq(studios.id, studioId)).limit(1);
  if (!studio) throw new AppError("not_found", "Studio not found.");
  return resolveSubscription(studio, now);
}
