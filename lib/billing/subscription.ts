import "server-only";
import { eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Db } from "@/lib/db/client";
import { studios } from "@/lib/db/schema";
import { PLANS, type BillingInterval, type Plan, type PlanKey } from "./plans";

/** `GET /api/subscription`'s `plan` (SPEC §3: a plan with a name; Free by default). */
export type Subscription = {
  key: PlanKey;
  name: Plan["name"];
  /** null on Free and during the trial: nothing is billed. */
  interval: BillingInterval | null;
  status: "trialing" | "active";
  trialEndsAt: string | null;
  currentPeriodEnd: string | null;
  limits: Plan["limits"];
};

export type StudioPlan = Pick<typeof studios.$inferSelect, "plan" | "billingInterval" | "trialEndsAt" | "currentPeriodEnd">;

/**
 * The plan in effect (DESIGN.md "Plans"): a new studio is stored as "free" with a trial end and
 * gets Pro until then; a trial that ended without a chosen plan is Free. Pure, so the rule is
 * tested without a database; the payments issue extends it (pending downgrades, lapsed periods).
 */
export function resolveSubscription(studio: StudioPlan, now: Date): Subscription {
  const isTrialing = studio.trialEndsAt !== null && studio.trialEndsAt.getTime() > now.getTime();
  const key: PlanKey = studio.plan === "free" && isTrialing ? "pro" : studio.plan;
  const plan = PLANS[key];
  return {
    key,
    name: plan.name,
    interval: studio.plan === "free" ? null : studio.billingInterval,
    status: isTrialing ? "trialing" : "active",
    trialEndsAt: studio.trialEndsAt?.toISOString() ?? null,
    currentPeriodEnd: studio.currentPeriodEnd?.toISOString() ?? null,
    limits: plan.limits,
  };
}

/** The studio's subscription; the API and the sidebar's plan badge both read it here. */
export async function getSubscription(db: Db, studioId: string, now: Date = new Date()): Promise<Subscription> {
  const [studio] = await db
    .select({
      plan: studios.plan,
      billingInterval: studios.billingInterval,
      trialEndsAt: studios.trialEndsAt,
      currentPeriodEnd: studios.currentPeriodEnd,
    })
    .from(studios)
    .where(eq(studios.id, studioId))
    .limit(1);
  if (!studio) throw new AppError("not_found", "Studio not found.");
  return resolveSubscription(studio, now);
}
