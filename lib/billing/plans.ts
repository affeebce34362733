import type { BILLING_INTERVALS, PLAN_KEYS } from "@/lib/db/schema/accounts";

/**
 * The one table of plans (docs/product.md#plans-and-limits): the pricing page renders it and the server
 * enforces it. Prices are whole dollars per month; annual is billed yearly at the lower monthly rate.
 */
export type PlanKey = (typeof PLAN_KEYS)[number];
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const FEATURES = [
  "class_scheduling",
  "recurring_classes",
  "waitlist",
  "room_booking",
  "basic_reporting",
  "advanced_analytics",
  "data_export",
  "custom_reports",
  "email_notifications",
  "sms_notifications",
  "calendar_sync",
  "marketing_tools",
  "social_integration",
  "custom_branding",
  "email_support",
  "priority_support",
  "phone_support",
  "dedicated_account_manager",
  "progress_tracking",
  "priority_booking",
  "video_lessons",
] as const;
export type Feature = (typeof FEATURES)[number];

export type Plan = {
  key: PlanKey;
  name: "Free" | "Basic" | "Pro" | "Premium";
  /** Dollars per month, billed monthly / billed annually. */
  price: { month: number; year: number };
  featured: boolean;
  /** The feature list the pricing page's card shows, word for word. */
  highlights: readonly string[];
  limits: { activeStudents: number | null; partnerConnections: number | null };
  features: readonly Feature[];
};

const BASIC_FEATURES: readonly Feature[] = [
  "class_scheduling",
  "recurring_classes",
  "basic_reporting",
  "email_notifications",
  "calendar_sync",
  "email_support",
];
const PRO_FEATURES: readonly Feature[] = [
  ...BASIC_FEATURES,
  "waitlist",
  "room_booking",
  "advanced_analytics",
  "data_export",
  // The Pro card's "SMS and email reminders" (not a row of the comparison table).
  "sms_notifications",
  "marketing_tools",
  "social_integration",
  "priority_support",
  "progress_tracking",
  // The Pro card's "Video lessons": a lesson's meeting link, a figure's demonstration videos.
  "video_lessons",
];
const PREMIUM_FEATURES: readonly Feature[] = [
  ...PRO_FEATURES,
  "custom_reports",
  "custom_branding",
  "phone_support",
  "dedicated_account_manager",
  "priority_booking",
];

export const PLANS: Record<PlanKey, Plan> = {
  free: {
    key: "free",
    name: "Free",
    price: { month: 0, year: 0 },
    featured: false,
    highlights: ["Basic scheduling", "Up to 25 active students"],
    limits: { activeStudents: 25, partnerConnections: 1 },
    features: BASIC_FEATURES,
  },
  basic: {
    key: "basic",
    name: "Basic",
    price: { month: 9, year: 7 },
    featured: false,
    highlights: ["Basic scheduling", "Calendar sync", "Email reminders", "1 partner connection", "Community forum"],
    limits: { activeStudents: 100, partnerConnections: 1 },
    features: BASIC_FEATURES,
  },
  pro: {
    key: "pro",
    name: "Pro",
    price: { month: 19, year: 15 },
    featured: true,
    highlights: ["Advanced scheduling", "SMS and email reminders", "5 partner connections", "Progress tracking", "Video lessons"],
    limits: { activeStudents: 500, partnerConnections: 5 },
    features: PRO_FEATURES,
  },
  premium: {
    key: "premium",
    name: "Premium",
    price: { month: 29, year: 25 },
    featured: false,
    highlights: ["All Pro features", "Unlimited partners", "Advanced analytics", "Priority booking", "Studio tools"],
    limits: { activeStudents: null, partnerConnections: null },
    features: PREMIUM_FEATURES,
  },
};

/** The plans sold on the pricing page, in order. */
export const PAID_PLANS = [PLANS.basic, PLANS.pro, PLANS.premium] as const;

/** The comparison table, grouped as the pricing page shows it. */
export const COMPARISON: readonly { group: string; rows: readonly { feature: Feature; label: string }[] }[] = [
  {
    group: "Scheduling",
    rows: [
      { feature: "class_scheduling", label: "Class scheduling" },
      { feature: "recurring_classes", label: "Recurring classes" },
      { feature: "waitlist", label: "Waitlist" },
      { feature: "room_booking", label: "Room booking" },
    ],
  },
  {
    group: "Analytics",
    rows: [
      { feature: "basic_reporting", label: "Basic reporting" },
      { feature: "advanced_analytics", label: "Advanced analytics" },
      { feature: "data_export", label: "Data export" },
      { feature: "custom_reports", label: "Custom reports" },
    ],
  },
  {
    group: "Social & Marketing",
    rows: [
      { feature: "email_notifications", label: "Email notifications" },
      { feature: "marketing_tools", label: "Marketing tools" },
      { feature: "social_integration", label: "Social integration" },
      { feature: "custom_branding", label: "Custom branding" },
    ],
  },
  {
    group: "Support",
    rows: [
      { feature: "email_support", label: "Email support" },
      { feature: "priority_support", label: "Priority support" },
      { feature: "phone_support", label: "Phone support" },
      { feature: "dedicated_account_manager", label: "Dedicated account manager" },
    ],
  },
];

/** The pricing page's FAQ: each answer is a promise the plans above keep. */
export const FAQ: readonly { question: string; answer: string }[] = [
  {
    question: "Can I change my plan at any time?",
    answer:
      "Yes. You can change your plan anytime. Upgrades take effect immediately and are prorated for the rest of your billing period; downgrades take effect at the start of your next billing cycle.",
  },
  {
    question: "Is there a money-back guarantee?",
    answer: "Yes. Every paid plan comes with a 14-day money-back guarantee.",
  },
  {
    question: "How many students can my studio have?",
    answer:
      "Basic supports up to 100 active students, Pro up to 500, and Premium is unlimited. Need more on Basic or Pro? Extra student packs are available.",
  },
  {
    question: "Do you offer discounts for non-profits?",
    answer: "Yes. Registered non-profit organisations get a 25% discount on any plan.",
  },
  {
    question: "Is there a free trial?",
    answer: "Yes. Every studio starts with a 14-day free trial of Pro, and no credit card is required.",
  },
];

export const TRIAL_DAYS = 14;

export function hasFeature(plan: PlanKey, feature: Feature): boolean {
  return PLANS[plan].features.includes(feature);
}

/** The cheapest paid plan that includes a feature, for "available on Pro" messages. */
export function cheapestPlanWith(feature: Feature): Plan | undefined {
  return PAID_PLANS.find((plan) => plan.features.includes(feature));
}

/** Dollars per month shown on a card for the chosen billing interval. */
export function monthlyPrice(plan: PlanKey, interval: BillingInterval): number {
  return PLANS[plan].price[interval];
}

/** What one billing period costs, in cents (annual: 12 × the annual monthly rate). */
export function periodPriceCents(plan: PlanKey, interval: BillingInterval): number {
  const perMonth = PLANS[plan].price[interval];
  return (interval === "year" ? perMonth * 12 : perMonth) * 100;
}

/** "Data export", "Progress tracking": the comparison table's label, or the key read as words. */
export function featureLabel(feature: Feature): string {
  const row = COMPARISON.flatMap((group) => group.rows).find((candidate) => candidate.feature === feature);
  const words = row?.label ?? feature.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}
