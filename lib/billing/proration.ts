import { periodPriceCents, type BillingInterval, type PlanKey } from "./plans";
import { addInterval, periodStart, remainingFraction } from "./periods";

export type PlanChoice = { plan: PlanKey; interval: BillingInterval };

const PLAN_RANK: Record<PlanKey, number> = { free: 0, basic: 1, pro: 2, premium: 3 };
const INTERVAL_RANK: Record<BillingInterval, number> = { month: 0, year: 1 };

/**
 * An upgrade takes effect at once: a higher plan, a longer interval, or both, and neither goes down.
 * Anything else that changes a paid plan (a lower plan, or year → month, which would forfeit most
 * of a paid year) waits for the period's end.
 */
export function isUpgrade(from: PlanChoice, to: PlanChoice): boolean {
  if (from.plan === to.plan && from.interval === to.interval) return false;
  return PLAN_RANK[to.plan] >= PLAN_RANK[from.plan] && INTERVAL_RANK[to.interval] >= INTERVAL_RANK[from.interval];
}

export type Proration = {
  amountCents: number;
  /** Where the upgraded period ends: the same end for the same interval, a year from now for month → year. */
  periodEnd: Date;
  /** The old period's unused part, credited against the new price. */
  creditCents: number;
};

/**
 * What an upgrade costs now (the brief's rule): the new plan's price for what is left of its period,
 * minus the unused credit of the old one, never below 0. Each part is rounded to the nearest cent
 * before subtracting, so the invoice's two lines add up to its total exactly.
 * - Same interval: the period keeps its end; both parts use the same remaining fraction.
 * - Month → year: a new annual period starts now (remaining fraction 1), credited with the unused month.
 * - `restartPeriod` (billing through Stripe, where an upgrade is a new subscription): every upgrade
 *   starts a full new period now, credited with the old one's unused part.
 */
export function prorateUpgrade(from: PlanChoice, to: PlanChoice, currentPeriodEnd: Date, now: Date, restartPeriod = false): Proration {
  const start = periodStart(currentPeriodEnd, from.interval);
  const remaining = remainingFraction(start, currentPeriodEnd, now);
  const newPrice = periodPriceCents(to.plan, to.interval);
  const creditCents = Math.round(periodPriceCents(from.plan, from.interval) * remaining);
  if (from.interval === to.interval && !restartPeriod) {
    const chargeCents = Math.round(newPrice * remaining);
    return { amountCents: clamp(chargeCents - creditCents, newPrice), periodEnd: currentPeriodEnd, creditCents };
  }
  const periodEnd = addInterval(now, to.interval);
  return { amountCents: clamp(newPrice - creditCents, newPrice), periodEnd, creditCents };
}

function clamp(amount: number, max: number): number {
  return Math.min(max, Math.max(0, amount));
}
