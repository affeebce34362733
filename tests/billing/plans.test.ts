import { describe, expect, it } from "vitest";
import {
  COMPARISON,
  FAQ,
  FEATURES,
  PAID_PLANS,
  PLANS,
  TRIAL_DAYS,
  cheapestPlanWith,
  hasFeature,
  monthlyPrice,
  periodPriceCents,
} from "@/lib/billing/plans";

describe("plan prices", () => {
  it("sells Basic, Pro and Premium in that order", () => {
    expect(PAID_PLANS.map((plan) => plan.name)).toEqual(["Basic", "Pro", "Premium"]);
  });

  it("charges 9/19/29 a month billed monthly and 7/15/25 billed annually", () => {
    expect(PAID_PLANS.map((plan) => monthlyPrice(plan.key, "month"))).toEqual([9, 19, 29]);
    expect(PAID_PLANS.map((plan) => monthlyPrice(plan.key, "year"))).toEqual([7, 15, 25]);
  });

  it("saves about 20% on every annual plan, as the Save 20% label says", () => {
    for (const plan of PAID_PLANS) {
      const saving = 1 - plan.price.year / plan.price.month;
      expect(saving).toBeGreaterThan(0.13);
      expect(saving).toBeLessThan(0.25);
    }
  });

  it("bills a year as 12 months at the annual rate, in cents", () => {
    expect(periodPriceCents("pro", "month")).toBe(1900);
    expect(periodPriceCents("pro", "year")).toBe(15 * 12 * 100);
    expect(periodPriceCents("free", "year")).toBe(0);
  });

  it("features Pro alone (shown as Most Popular)", () => {
    expect(PAID_PLANS.filter((plan) => plan.featured).map((plan) => plan.name)).toEqual(["Pro"]);
  });
});

describe("plan cards", () => {
  it("lists each plan's features word for word as its card shows them", () => {
    expect(PLANS.basic.highlights).toEqual([
      "Basic scheduling",
      "Calendar sync",
      "Email reminders",
      "1 partner connection",
      "Community forum",
    ]);
    expect(PLANS.pro.highlights).toEqual([
      "Advanced scheduling",
      "SMS and email reminders",
      "5 partner connections",
      "Progress tracking",
      "Video lessons",
    ]);
    expect(PLANS.premium.highlights).toEqual([
      "All Pro features",
      "Unlimited partners",
      "Advanced analytics",
      "Priority booking",
      "Studio tools",
    ]);
  });
});

describe("comparison table", () => {
  it("has the four groups of the pricing page", () => {
    expect(COMPARISON.map((group) => group.group)).toEqual(["Scheduling", "Analytics", "Social & Marketing", "Support"]);
  });

  it("shows each feature once and only known features", () => {
    const rows = COMPARISON.flatMap((group) => group.rows.map((row) => row.feature));
    expect(new Set(rows).size).toBe(rows.length);
    for (const feature of rows) expect(FEATURES).toContain(feature);
  });

  it("marks each comparison row for the plans that have it: Basic's features, what Pro adds, what Premium adds", () => {
    const basic = ["class_scheduling", "recurring_classes", "basic_reporting", "email_notifications", "email_support"] as const;
    const proAdds = [
      "waitlist",
      "room_booking",
      "advanced_analytics",
      "data_export",
      "marketing_tools",
      "social_integration",
      "priority_support",
    ] as const;
    const premiumAdds = ["custom_reports", "custom_branding", "phone_support", "dedicated_account_manager"] as const;
    const rows = COMPARISON.flatMap((group) => group.rows);
    for (const { feature } of rows) {
      const expected = {
        basic: (basic as readonly string[]).includes(feature),
        pro: (basic as readonly string[]).includes(feature) || (proAdds as readonly string[]).includes(feature),
        premium: true,
      };
      expect({
        feature,
        basic: hasFeature("basic", feature),
        pro: hasFeature("pro", feature),
        premium: hasFeature("premium", feature),
      }).toEqual({
        feature,
        ...expected,
      });
    }
    for (const feature of premiumAdds) expect(cheapestPlanWith(feature)?.name).toBe("Premium");
  });

  it("gives every higher plan everything of the plan below it", () => {
    for (const feature of FEATURES) {
      if (hasFeature("basic", feature)) expect(hasFeature("pro", feature)).toBe(true);
      if (hasFeature("pro", feature)) expect(hasFeature("premium", feature)).toBe(true);
    }
  });
});

describe("limits the FAQ promises", () => {
  it("allows 100 active students on Basic, 500 on Pro and unlimited on Premium", () => {
    expect(PLANS.basic.limits.activeStudents).toBe(100);
    expect(PLANS.pro.limits.activeStudents).toBe(500);
    expect(PLANS.premium.limits.activeStudents).toBeNull();
    expect(PLANS.free.limits.activeStudents).toBe(25);
  });

  it("allows 1 partner connection on Basic, 5 on Pro and unlimited on Premium, as the cards say", () => {
    expect(PLANS.basic.limits.partnerConnections).toBe(1);
    expect(PLANS.pro.limits.partnerConnections).toBe(5);
    expect(PLANS.premium.limits.partnerConnections).toBeNull();
  });

  it("sells video lessons from Pro up, as the Pro card says", () => {
    expect(PLANS.pro.highlights).toContain("Video lessons");
    expect(hasFeature("basic", "video_lessons")).toBe(false);
    expect(hasFeature("pro", "video_lessons")).toBe(true);
    expect(hasFeature("premium", "video_lessons")).toBe(true);
    expect(cheapestPlanWith("video_lessons")?.name).toBe("Pro");
  });

  it("gives a 14-day trial", () => {
    expect(TRIAL_DAYS).toBe(14);
  });
});

describe("FAQ", () => {
  const text = FAQ.map((entry) => `${entry.question} ${entry.answer}`).join("\n");

  it.each([
    ["plan change anytime", /change your plan anytime/i],
    ["proration on upgrade", /upgrades take effect immediately and are prorated/i],
    ["downgrade at next cycle", /downgrades take effect at the start of your next billing cycle/i],
    ["14-day money-back guarantee", /14-day money-back guarantee/i],
    ["student limits", /Basic supports up to 100 active students, Pro up to 500, and Premium is unlimited/i],
    ["extra student packs", /extra student packs are available/i],
    ["non-profit discount", /25% discount/i],
    ["free trial without card", /14-day free trial .*no credit card is required/i],
  ])("claims %s", (_claim, pattern) => {
    expect(text).toMatch(pattern);
  });

  it("agrees with the limits the server enforces", () => {
    expect(text).toContain(String(PLANS.basic.limits.activeStudents));
    expect(text).toContain(String(PLANS.pro.limits.activeStudents));
    expect(text).toContain(`${TRIAL_DAYS}-day free trial`);
  });
});
