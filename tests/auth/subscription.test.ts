import { describe, expect, it } from "vitest";
import { resolveSubscription } from "@/lib/billing/subscription";

const NOW = new Date("2026-03-01T12:00:00Z");
const studio = (overrides: Partial<Parameters<typeof resolveSubscription>[0]> = {}) => ({
  plan: "free" as const,
  billingInterval: "month" as const,
  trialEndsAt: null,
  currentPeriodEnd: null,
  ...overrides,
});

describe("resolveSubscription", () => {
  it("is Pro while a new studio's trial runs", () => {
    expect(resolveSubscription(studio({ trialEndsAt: new Date("2026-03-10T00:00:00Z") }), NOW)).toMatchObject({
      key: "pro",
      name: "Pro",
      status: "trialing",
      interval: null,
      trialEndsAt: "2026-03-10T00:00:00.000Z",
    });
  });

  it("is Free once the trial ended without a chosen plan, and without any trial", () => {
    expect(resolveSubscription(studio({ trialEndsAt: new Date("2026-02-28T00:00:00Z") }), NOW)).toMatchObject({
      name: "Free",
      status: "active",
    });
    expect(resolveSubscription(studio(), NOW)).toMatchObject({ name: "Free", limits: { activeStudents: 25 } });
  });

  it("is the chosen paid plan with its interval", () => {
    expect(resolveSubscription(studio({ plan: "basic", billingInterval: "year" }), NOW)).toMatchObject({
      name: "Basic",
      interval: "year",
      status: "active",
    });
  });
});
