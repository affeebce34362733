import "server-only";
import { eq } from "drizzle-orm";
import { AppError } from "@/lib/api/app-error";
import type { Db } from "@/lib/db/client";
import { studios } from "@/lib/db/schema";
import { PLANS, type BillingInterval, type Plan, type PlanKey } from "./plans";
import { isTrialing, settlePlan, type PlanRow } from "./plan-state";

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
  /** A downgrade or cancel scheduled for the period's end. */
  pending: { plan: PlanKey; interval: BillingInterval | null; effectiveAt: string } | null;
};

export type StudioPlan = PlanRow;

/**
 * The plan in effect (DESIGN.md "Plans"): a new studio is stored as "free" with a trial end and
 * gets Pro until then; a trial that ended without a chosen plan is Free. Periods that ended are
 * settled here on read (renewed, or the pending change applied) without writing: the next write
 * persists the same result (lib/billing/apply-plan-change.ts), so readers and writers always agree.
 */
export function resolveSubscription(studio: StudioPlan, now: Date): Subscription {
  const { row } = settlePlan(studio, now);
  const trialing = isTrialing(row, now);
  const key: PlanKey = trialing ? "pro" : row.plan;
  const plan = PLANS[key];
  const end = row.currentPeriodEnd;
  return {
    key,
    name: plan.name,
    interval: row.plan === "free" ? null : row.billingInterval,
    status: trialing ? "trialing" : "active",
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    currentPeriodEnd: end?.toISOString() ?? null,
    limits: plan.limits,
    pending:
      row.plan !== "free" && row.pendingPlan && end
        ? { plan: row.pendingPlan, interval: row.pendingPlan === "free" ? null : (row.pendingInterval ?? row.billingInterval), effectiveAt: end.toISOString() }
        : null,
  };
}

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
