import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addInterval, periodStart } from "@/lib/billing/periods";
import { periodPriceCents, type BillingInterval, type PlanKey } from "@/lib/billing/plans";
import { isUpgrade, prorateUpgrade, type PlanChoice } from "@/lib/billing/proration";

const PAID: PlanKey[] = ["basic", "pro", "premium"];
const INTERVALS: BillingInterval[] = ["month", "year"];
const choice = fc.record({ plan: fc.constantFrom(...PAID), interval: fc.constantFrom(...INTERVALS) });
/** Any upgrade pair (isUpgrade decides), over any interval. */
const upgrade = fc.tuple(choice, choice).filter(([from, to]) => isUpgrade(from, to));
/** A period end between 2020 and 2040, at any millisecond. */
const periodEnd = fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2040-01-01T00:00:00Z"), noInvalidDate: true });
/** How far into the period "now" is, 0 (its first instant) to 1 (its end). */
const progress = fc.double({ min: 0, max: 1, noNaN: true });

function at(from: PlanChoice, end: Date, share: number): Date {
  const start = periodStart(end, from.interval);
  return new Date(start.getTime() + Math.floor((end.getTime() - start.getTime()) * share));
}

describe("prorateUpgrade (properties)", () => {
  it("is whole cents, never negative, never more than the new period's price", () => {
    fc.assert(
      fc.property(upgrade, periodEnd, progress, ([from, to], end, share) => {
        const { amountCents } = prorateUpgrade(from, to, end, at(from, end, share));
        expect(Number.isInteger(amountCents)).toBe(true);
        expect(amountCents).toBeGreaterThanOrEqual(0);
        expect(amountCents).toBeLessThanOrEqual(periodPriceCents(to.plan, to.interval));
      }),
      { numRuns: 2000 },
    );
  });

  it("costs about the full difference on the period's first day", () => {
    fc.assert(
      fc.property(upgrade, periodEnd, ([from, to], end) => {
        const start = periodStart(end, from.interval);
        const { amountCents } = prorateUpgrade(from, to, end, start);
        expect(amountCents).toBe(periodPriceCents(to.plan, to.interval) - periodPriceCents(from.plan, from.interval));
        // Later the same day: within the price of a day of the new plan.
        const sameDay = prorateUpgrade(from, to, end, new Date(start.getTime() + 12 * 3_600_000)).amountCents;
        expect(Math.abs(sameDay - amountCents)).toBeLessThanOrEqual(Math.ceil(periodPriceCents(to.plan, to.interval) / 28) + 1);
      }),
    );
  });

  it("for the same interval: the difference times the share left (±1 cent), falling to 0 at the end and keeping the end", () => {
    const sameInterval = upgrade.filter(([from, to]) => from.interval === to.interval);
    fc.assert(
      fc.property(sameInterval, periodEnd, progress, progress, ([from, to], end, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const start = periodStart(end, from.interval);
        const now = at(from, end, early);
        const result = prorateUpgrade(from, to, end, now);
        const left = (end.getTime() - now.getTime()) / (end.getTime() - start.getTime());
        const exact = (periodPriceCents(to.plan, to.interval) - periodPriceCents(from.plan, from.interval)) * left;
        expect(Math.abs(result.amountCents - exact)).toBeLessThanOrEqual(1);
        expect(result.periodEnd).toEqual(end);
        expect(prorateUpgrade(from, to, end, at(from, end, late)).amountCents).toBeLessThanOrEqual(result.amountCents + 1);
        expect(prorateUpgrade(from, to, end, end).amountCents).toBe(0);
      }),
      { numRuns: 1000 },
    );
  });

  it("for month → year: a full year from now, minus at most one month's price", () => {
    const toYear = upgrade.filter(([from, to]) => from.interval === "month" && to.interval === "year");
    fc.assert(
      fc.property(toYear, periodEnd, progress, ([from, to], end, share) => {
        const now = at(from, end, share);
        const result = prorateUpgrade(from, to, end, now);
        expect(result.periodEnd).toEqual(addInterval(now, "year"));
        const full = periodPriceCents(to.plan, "year");
        expect(result.amountCents).toBeGreaterThanOrEqual(full - periodPriceCents(from.plan, "month"));
        expect(result.amountCents).toBe(full - result.creditCents);
      }),
    );
  });

  it("billing through Stripe (restartPeriod): a full new period from now, less the old one's unused part", () => {
    fc.assert(
      fc.property(upgrade, periodEnd, progress, ([from, to], end, share) => {
        const now = at(from, end, share);
        const result = prorateUpgrade(from, to, end, now, true);
        const full = periodPriceCents(to.plan, to.interval);
        expect(result.periodEnd).toEqual(addInterval(now, to.interval));
        expect(result.amountCents).toBe(full - result.creditCents);
        expect(result.amountCents).toBeGreaterThanOrEqual(0);
        expect(result.creditCents).toBeLessThanOrEqual(periodPriceCents(from.plan, from.interval));
      }),
    );
  });
});
