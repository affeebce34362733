import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planChange, settlePlan, type PlanRow } from "@/lib/billing/plan-state";
import { periodPriceCents, type BillingInterval, type PlanKey } from "@/lib/billing/plans";
import { resolveSubscription } from "@/lib/billing/resolve-subscription";

const DAY = 86_400_000;
const step = fc.record({
  days: fc.double({ min: 0, max: 400, noNaN: true }),
  plan: fc.constantFrom<PlanKey>("free", "basic", "pro", "premium"),
  interval: fc.constantFrom<BillingInterval>("month", "year"),
});

describe("plan changes over time (properties)", () => {
  it("any sequence of choices and waits keeps the stored plan coherent and every charge within its period's price", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2024-01-01T00:00:00Z"), max: new Date("2030-01-01T00:00:00Z"), noInvalidDate: true }),
        fc.array(step, { maxLength: 25 }),
        (start, steps) => {
          let now = start;
          let row: PlanRow = {
            plan: "free",
            billingInterval: "month",
            trialEndsAt: new Date(start.getTime() + 14 * DAY),
            currentPeriodEnd: null,
            pendingPlan: null,
            pendingInterval: null,
          };
          for (const { days, plan, interval } of steps) {
            now = new Date(now.getTime() + days * DAY);
            const settled = settlePlan(row, now);
            for (const renewal of settled.renewals) expect(renewal.amountCents).toBe(periodPriceCents(renewal.plan, renewal.interval));
            const change = planChange(settled.row, { plan, interval }, now);
            row = change.row;
            expect(change.amountCents).toBeGreaterThanOrEqual(0);
            expect(change.amountCents).toBeLessThanOrEqual(plan === "free" ? 0 : periodPriceCents(plan, interval));
            if (change.change === "upgrade") expect(row).toMatchObject({ plan, billingInterval: interval, pendingPlan: null });
            if (change.change === "downgrade" || change.change === "cancel")
              expect(change.effectiveAt.getTime()).toBeGreaterThanOrEqual(now.getTime());
            // Free has no period and nothing pending; a paid plan's period is still running.
            if (row.plan === "free") expect(row.pendingPlan ?? null).toBeNull();
            if (row.plan !== "free" && row.currentPeriodEnd) expect(row.currentPeriodEnd.getTime()).toBeGreaterThan(now.getTime() - 1);
            const shown = resolveSubscription(row, now);
            expect(shown.pending === null || shown.pending.effectiveAt === row.currentPeriodEnd?.toISOString()).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
