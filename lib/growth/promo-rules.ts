import type { PROMO_KINDS } from "@/lib/db/schema/promo-codes";

/** The terms of a code that decide whether it may be used and what it takes off. */
export type PromoTerms = {
  kind: (typeof PROMO_KINDS)[number];
  percent: number | null;
  amountCents: number | null;
  packageIds: string[] | null;
  membershipPlanIds: string[] | null;
  serviceIds: string[] | null;
  startsOn: string | null;
  endsOn: string | null;
  maxUses: number | null;
  maxUsesPerStudent: number | null;
  firstTimeOnly: boolean;
  active: boolean;
};

export type PromoUse = {
  /** The studio's today (YYYY-MM-DD). */
  today: string;
  target: { usedFor: "package" | "membership" | "lesson"; itemId: string; name: string; listCents: number };
  uses: number;
  usesByStudent: number;
  isFirstTime: boolean;
};

/** "March 1" this year, "March 1, 2027" in another: a studio-local day in words. */
export function dayInWords(day: string, today: string): string {
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    ...(sameYear ? {} : { year: "numeric" }),
    timeZone: "UTC",
  });
}

function covers(terms: PromoTerms, target: PromoUse["target"]): boolean {
  const ids = { package: terms.packageIds, membership: terms.membershipPlanIds, lesson: terms.serviceIds }[target.usedFor];
  return ids === null || ids.includes(target.itemId);
}

/** Why the code can't be used here, in words a student can act on; null when it can. Checked in this order. */
export function promoRefusal(terms: PromoTerms, use: PromoUse): string | null {
  if (!terms.active) return "This code has ended.";
  if (terms.endsOn && use.today > terms.endsOn) return `This code ended on ${dayInWords(terms.endsOn, use.today)}.`;
  if (terms.startsOn && use.today < terms.startsOn) return `This code starts on ${dayInWords(terms.startsOn, use.today)}.`;
  if (!covers(terms, use.target)) return `This code isn't for ${use.target.name}.`;
  if (terms.maxUses !== null && use.uses >= terms.maxUses) return "This code has been used up.";
  if (terms.maxUsesPerStudent !== null && use.usesByStudent >= terms.maxUsesPerStudent)
    return terms.maxUsesPerStudent === 1
      ? "This code can be used once per student, and it has been."
      : `This code can be used ${terms.maxUsesPerStudent} times per student, and it has been.`;
  if (terms.firstTimeOnly && !use.isFirstTime) return "This code is for first-time students only.";
  if (use.target.listCents <= 0) return `${use.target.name} is free: there is nothing to take off.`;
  return null;
}

/** Cents off a list price: a percent rounded to the cent, or a fixed amount, never more than the price. */
export function discountFor(terms: Pick<PromoTerms, "kind" | "percent" | "amountCents">, listCents: number): number {
  const off = terms.kind === "percent" ? Math.round((listCents * (terms.percent ?? 0)) / 100) : (terms.amountCents ?? 0);
  return Math.max(0, Math.min(off, listCents));
}
