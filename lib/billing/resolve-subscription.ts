import { PLANS, type BillingInterval, type Plan, type PlanKey } from "./plans";
import { isTrialing, settlePlan, type PlanRow } from "./plan-state";

// Pure (no database): the settings page's server component and the /app layout resolve the plan
// from the session they already hold; lib/billing/subscription.ts adds the database reads.

/** `GET /api/subscription`'s `plan`: a plan with a name, Free by default. */
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
 * The plan in effect (docs/product.md#plan-changes-and-billing): a new studio is stored as "free" with a trial end and
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
        ? {
            plan: row.pendingPlan,
            interval: row.pendingPlan === "free" ? null : (row.pendingInterval ?? row.billingInterval),
            effectiveAt: end.toISOString(),
          }
        : null,
  };
}
