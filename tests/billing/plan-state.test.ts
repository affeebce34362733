import { describe, expect, it } from "vitest";
import { addInterval } from "@/lib/billing/periods";
import { planChange, settlePlan, type PlanRow } from "@/lib/billing/plan-state";
import { isUpgrade } from "@/lib/billing/proration";
import { resolveSubscription } from "@/lib/billing/subscription";

const NOW = new Date("2026-03-17T00:00:00Z");
const row = (overrides: Partial<PlanRow> = {}): PlanRow => ({
  plan: "basic",
  billingInterval: "month",
  trialEndsAt: null,
  currentPeriodEnd: new Date("2026-04-01T12:00:00Z"),
  pendingPlan: null,
  pendingInterval: null,
  ...overrides,
});

describe("addInterval", () => {
  it("keeps the day, clamped to the month's end, and goes backwards", () => {
    expect(addInterval(new Date("2026-01-31T09:00:00Z"), "month").toISOString()).toBe("2026-02-28T09:00:00.000Z");
    expect(addInterval(new Date("2028-02-29T00:00:00Z"), "year").toISOString()).toBe("2029-02-28T00:00:00.000Z");
    expect(addInterval(new Date("2026-03-31T00:00:00Z"), "month", -1).toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(addInterval(new Date("2026-12-15T00:00:00Z"), "month").toISOString()).toBe("2027-01-15T00:00:00.000Z");
  });
});

describe("isUpgrade", () => {
  it.each([
    ["basic", "month", "pro", "month", true],
    ["basic", "month", "basic", "year", true],
    ["basic", "month", "premium", "year", true],
    ["pro", "month", "basic", "month", false],
    ["pro", "year", "pro", "month", false],
    ["basic", "year", "premium", "month", false],
    ["pro", "month", "basic", "year", false],
    ["pro", "month", "pro", "month", false],
  ] as const)("%s/%s → %s/%s is %s", (fromPlan, fromInterval, toPlan, toInterval, expected) => {
    expect(isUpgrade({ plan: fromPlan, interval: fromInterval }, { plan: toPlan, interval: toInterval })).toBe(expected);
  });
});

describe("planChange", () => {
  it("starts a full period at once from the trial, ending the trial", () => {
    const trial = row({ plan: "free", currentPeriodEnd: null, trialEndsAt: new Date("2026-03-20T00:00:00Z") });
    const change = planChange(trial, { plan: "basic", interval: "year" }, NOW);
    expect(change).toMatchObject({ change: "upgrade", amountCents: 8400, effectiveAt: NOW });
    expect(change.row).toMatchObject({
      plan: "basic",
      billingInterval: "year",
      trialEndsAt: NOW,
      currentPeriodEnd: new Date("2027-03-17T00:00:00Z"),
    });
    expect(change.charge).toMatchObject({ kind: "subscription", amountCents: 8400 });
  });

  it("starts a full period from Free", () => {
    const change = planChange(row({ plan: "free", currentPeriodEnd: null }), { plan: "pro", interval: "month" }, NOW);
    expect(change).toMatchObject({ change: "upgrade", amountCents: 1900 });
  });

  it("treats Free during the trial as a cancel at the trial's end, and Free on Free as no change", () => {
    const trialEnd = new Date("2026-03-20T00:00:00Z");
    expect(
      planChange(row({ plan: "free", currentPeriodEnd: null, trialEndsAt: trialEnd }), { plan: "free", interval: "month" }, NOW),
    ).toMatchObject({ change: "cancel", effectiveAt: trialEnd, amountCents: 0 });
    expect(planChange(row({ plan: "free", currentPeriodEnd: null }), { plan: "free", interval: "month" }, NOW)).toMatchObject({
      change: "same",
    });
  });

  it("prorates an upgrade for the rest of the period, keeping its end", () => {
    // Mar 1 → Apr 1 (31 days), 15.5 days left: half of (19 − 9) dollars.
    const change = planChange(row(), { plan: "pro", interval: "month" }, NOW);
    expect(change.change).toBe("upgrade");
    expect(change.amountCents).toBe(500);
    expect(change.row).toMatchObject({ plan: "pro", currentPeriodEnd: new Date("2026-04-01T12:00:00Z"), pendingPlan: null });
    expect(change.charge).toMatchObject({ kind: "proration", amountCents: 500 });
  });

  it("starts an annual period on month → year, crediting the unused month", () => {
    const change = planChange(row(), { plan: "basic", interval: "year" }, NOW);
    expect(change).toMatchObject({ change: "upgrade", amountCents: 8400 - 450 });
    expect(change.row.currentPeriodEnd).toEqual(new Date("2027-03-17T00:00:00Z"));
  });

  it("schedules a downgrade and a cancel for the period's end and charges nothing", () => {
    const end = new Date("2026-04-01T12:00:00Z");
    const pro = row({ plan: "pro" });
    expect(planChange(pro, { plan: "basic", interval: "month" }, NOW)).toMatchObject({
      change: "downgrade",
      amountCents: 0,
      effectiveAt: end,
      row: { plan: "pro", pendingPlan: "basic", pendingInterval: "month" },
    });
    expect(planChange(pro, { plan: "free", interval: "month" }, NOW)).toMatchObject({
      change: "cancel",
      effectiveAt: end,
      row: { plan: "pro", pendingPlan: "free" },
    });
    expect(planChange(row({ plan: "pro", billingInterval: "year" }), { plan: "pro", interval: "month" }, NOW).change).toBe("downgrade");
  });

  it("undoes a pending change when the current plan is chosen again", () => {
    const change = planChange(row({ plan: "pro", pendingPlan: "free" }), { plan: "pro", interval: "month" }, NOW);
    expect(change).toMatchObject({ change: "same", amountCents: 0, row: { pendingPlan: null } });
  });

  it("applies a change at once on a paid plan that was never billed (no period end)", () => {
    expect(planChange(row({ plan: "pro", currentPeriodEnd: null }), { plan: "free", interval: "month" }, NOW)).toMatchObject({
      change: "cancel",
      effectiveAt: NOW,
      row: { plan: "free" },
    });
    expect(planChange(row({ plan: "pro", currentPeriodEnd: null }), { plan: "basic", interval: "month" }, NOW)).toMatchObject({
      change: "downgrade",
      amountCents: 900,
      row: { plan: "basic" },
    });
  });
});

describe("settlePlan and resolveSubscription", () => {
  it("shows a pending downgrade with its date", () => {
    expect(resolveSubscription(row({ plan: "pro", pendingPlan: "basic", pendingInterval: "year" }), NOW)).toMatchObject({
      name: "Pro",
      pending: { plan: "basic", interval: "year", effectiveAt: "2026-04-01T12:00:00.000Z" },
    });
    expect(resolveSubscription(row({ plan: "pro", pendingPlan: "free" }), NOW).pending).toEqual({
      plan: "free",
      interval: null,
      effectiveAt: "2026-04-01T12:00:00.000Z",
    });
    expect(resolveSubscription(row(), NOW).pending).toBeNull();
  });

  it("applies the pending change once its period has ended", () => {
    const later = new Date("2026-04-05T00:00:00Z");
    expect(resolveSubscription(row({ plan: "pro", pendingPlan: "basic", pendingInterval: "month" }), later)).toMatchObject({
      name: "Basic",
      pending: null,
      currentPeriodEnd: "2026-05-01T12:00:00.000Z",
    });
    expect(resolveSubscription(row({ plan: "pro", pendingPlan: "free" }), later)).toMatchObject({
      name: "Free",
      interval: null,
      currentPeriodEnd: null,
      pending: null,
    });
  });

  it("renews every ended period and bills each one", () => {
    const { row: settled, renewals } = settlePlan(row(), new Date("2026-06-10T00:00:00Z"));
    expect(settled.currentPeriodEnd).toEqual(new Date("2026-07-01T12:00:00Z"));
    expect(renewals.map((renewal) => renewal.amountCents)).toEqual([900, 900, 900]);
  });

  it("changes nothing before the period ends", () => {
    expect(settlePlan(row({ pendingPlan: "free" }), NOW)).toEqual({ row: row({ pendingPlan: "free" }), renewals: [] });
  });
});
