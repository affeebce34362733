import { periodPriceCents, type BillingInterval, type PlanKey } from "./plans";
import { addInterval } from "./periods";
import { isUpgrade, prorateUpgrade, type PlanChoice } from "./proration";

/** The studio's stored plan columns (lib/db/schema/accounts.ts). Pending fields are optional for old callers. */
export type PlanRow = {
  plan: PlanKey;
  billingInterval: BillingInterval;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  pendingPlan?: PlanKey | null;
  pendingInterval?: BillingInterval | null;
};

/** A period the studio was billed for (a row of plan_invoices). */
export type PlanCharge = {
  kind: "subscription" | "proration";
  plan: PlanKey;
  interval: BillingInterval;
  amountCents: number;
  periodStart: Date;
  periodEnd: Date;
};

/** Stops a studio untouched for decades from looping forever; it simply lands on the current period. */
const MAX_RENEWALS = 1200;

/**
 * Brings a stored plan up to `now`: every period that ended renews, applying the pending change
 * first (a scheduled downgrade, or Free after a cancel). Pure: readers apply it lazily, and every
 * write (a plan change, a webhook) persists it first under the studio row's lock (apply-plan-change.ts).
 */
export function settlePlan(row: PlanRow, now: Date): { row: PlanRow; renewals: PlanCharge[] } {
  let next: PlanRow = { ...row, pendingPlan: row.pendingPlan ?? null, pendingInterval: row.pendingInterval ?? null };
  const renewals: PlanCharge[] = [];
  if (next.plan === "free") return { row: { ...next, currentPeriodEnd: null, pendingPlan: null, pendingInterval: null }, renewals };
  while (next.currentPeriodEnd && next.currentPeriodEnd.getTime() <= now.getTime() && renewals.length < MAX_RENEWALS) {
    const start = next.currentPeriodEnd;
    if (next.pendingPlan === "free") {
      next = { ...next, plan: "free", currentPeriodEnd: null, pendingPlan: null, pendingInterval: null };
      break;
    }
    const plan = next.pendingPlan ?? next.plan;
    const interval = next.pendingInterval ?? next.billingInterval;
    const end = addInterval(start, interval);
    next = { ...next, plan, billingInterval: interval, currentPeriodEnd: end, pendingPlan: null, pendingInterval: null };
    renewals.push({
      kind: "subscription",
      plan,
      interval,
      amountCents: periodPriceCents(plan, interval),
      periodStart: start,
      periodEnd: end,
    });
  }
  return { row: next, renewals };
}

export function isTrialing(row: PlanRow, now: Date): boolean {
  return row.plan === "free" && row.trialEndsAt !== null && row.trialEndsAt.getTime() > now.getTime();
}

export type ChangeKind = "upgrade" | "downgrade" | "cancel" | "same";

export type PlanChange = {
  change: ChangeKind;
  /** Charged now (0 for a downgrade, a cancel or no change). */
  amountCents: number;
  /** When the change takes effect: now for an upgrade, the period's end for a downgrade or cancel. */
  effectiveAt: Date;
  /** The stored columns after the change. */
  row: PlanRow;
  charge: PlanCharge | null;
  /** The old period's unused part, already taken off `amountCents` (mid-period upgrades only). */
  creditCents?: number;
};

/**
 * What choosing `target` does to a settled plan (pass settlePlan's row). Decisions (docs/product.md#plan-changes-and-billing):
 * - Trial or Free → a paid plan: a full period starts now and the trial ends (nothing to prorate).
 * - Free during the trial is a cancel effective at the trial's end, which happens anyway.
 * - The current plan again is "same", and clears any pending change (that is how a scheduled
 *   downgrade or cancel is undone).
 * - A paid plan without a period end (set by hand, e.g. the demo studio) was never billed: a
 *   downgrade or cancel applies at once, an upgrade starts a full period.
 */
export function planChange(row: PlanRow, target: PlanChoice, now: Date, options: { restartPeriod?: boolean } = {}): PlanChange {
  const base: PlanRow = { ...row, pendingPlan: row.pendingPlan ?? null, pendingInterval: row.pendingInterval ?? null };
  const keep = (change: ChangeKind, effectiveAt: Date, next: PlanRow = base): PlanChange => ({
    change,
    amountCents: 0,
    effectiveAt,
    row: next,
    charge: null,
  });
  const startNew = (change: ChangeKind): PlanChange => {
    const end = addInterval(now, target.interval);
    const amountCents = periodPriceCents(target.plan, target.interval);
    return {
      change,
      amountCents,
      effectiveAt: now,
      row: {
        ...base,
        plan: target.plan,
        billingInterval: target.interval,
        currentPeriodEnd: end,
        pendingPlan: null,
        pendingInterval: null,
        trialEndsAt: endTrial(base, now),
      },
      charge: { kind: "subscription", plan: target.plan, interval: target.interval, amountCents, periodStart: now, periodEnd: end },
    };
  };

  if (base.plan === "free") {
    if (target.plan !== "free") return startNew("upgrade");
    return isTrialing(base, now) ? keep("cancel", base.trialEndsAt!) : keep("same", now);
  }
  const current: PlanChoice = { plan: base.plan, interval: base.billingInterval };
  if (target.plan === current.plan && target.interval === current.interval) {
    return keep("same", now, { ...base, pendingPlan: null, pendingInterval: null });
  }
  const end = base.currentPeriodEnd;
  if (!end) {
    if (target.plan === "free") return keep("cancel", now, { ...base, plan: "free", pendingPlan: null, pendingInterval: null });
    return startNew(isUpgrade(current, target) ? "upgrade" : "downgrade");
  }
  if (target.plan === "free") return keep("cancel", end, { ...base, pendingPlan: "free", pendingInterval: null });
  if (!isUpgrade(current, target)) return keep("downgrade", end, { ...base, pendingPlan: target.plan, pendingInterval: target.interval });

  const proration = prorateUpgrade(current, target, end, now, options.restartPeriod);
  return {
    change: "upgrade",
    amountCents: proration.amountCents,
    effectiveAt: now,
    row: {
      ...base,
      plan: target.plan,
      billingInterval: target.interval,
      currentPeriodEnd: proration.periodEnd,
      pendingPlan: null,
      pendingInterval: null,
    },
    charge: {
      kind: "proration",
      plan: target.plan,
      interval: target.interval,
      amountCents: proration.amountCents,
      periodStart: now,
      periodEnd: proration.periodEnd,
    },
    creditCents: proration.creditCents,
  };
}

/** Choosing a plan ends a running trial now; a past trial end stays as it was (history). */
function endTrial(row: PlanRow, now: Date): Date | null {
  return row.trialEndsAt && row.trialEndsAt.getTime() > now.getTime() ? now : row.trialEndsAt;
}
