import { AppError } from "@/lib/api/app-error";
import { periodStart } from "@/lib/dates/due-days";
import { formatMoney } from "@/lib/money/money";
import { splitCents } from "@/lib/money/split-cents";
import type { TPaymentPlan } from "./schemas";

/** The smallest instalment: Stripe's smallest card charge (50 cents in most currencies). */
const MIN_INSTALMENT_CENTS = 50;

export type PlanWithInstalments = Exclude<TPaymentPlan, { kind: "full" }>;

/** One instalment of a plan: its amount, and the day it falls due (or the lessons posted before it does). */
export type PlannedInstalment = {
  sequence: number;
  ofCount: number;
  amountCents: number;
  /** The studio's local day; null for a "by the lesson" instalment (due once `afterLessons` are posted). */
  dueOn: string | null;
  afterLessons: number | null;
  description: string;
};

/**
 * The instalments a plan makes of a package's price, the first due on `today` (the sale's day in
 * the studio's time zone): every week, 2 weeks or month from then, or one each time `lessons` of
 * its units are posted (ceil(units / lessons) instalments). The amounts add up to the price exactly
 * (splitCents). Pure, so the sale dialog can show the schedule before the sale is confirmed.
 */
export function planSchedule(
  plan: PlanWithInstalments,
  sale: { name: string; priceCents: number; units: number; currency: string },
  today: string,
): PlannedInstalment[] {
  if (sale.priceCents <= 0)
    throw new AppError("validation", `${sale.name} is free: there is nothing to pay in instalments.`, {
      fields: { "paymentPlan.kind": "Choose pay in full for a free package." },
    });
  const count = plan.kind === "instalments" ? plan.count : Math.ceil(sale.units / plan.lessons);
  if (plan.kind === "per_lessons" && count < 2)
    throw new AppError("validation", `${sale.name} holds ${sale.units} lessons: an instalment every ${plan.lessons} makes only one.`, {
      fields: { "paymentPlan.lessons": `Choose fewer than ${sale.units} lessons, or pay in full.` },
    });
  const amounts = splitCents(sale.priceCents, count);
  if (amounts[count - 1] < MIN_INSTALMENT_CENTS) {
    const field = plan.kind === "instalments" ? "paymentPlan.count" : "paymentPlan.lessons";
    throw new AppError("validation", `Each instalment must be at least ${formatMoney(MIN_INSTALMENT_CENTS, sale.currency)}.`, {
      fields: { [field]: plan.kind === "instalments" ? "Choose fewer instalments." : "Choose more lessons per instalment." },
    });
  }
  return amounts.map((amountCents, index) => ({
    sequence: index + 1,
    ofCount: count,
    amountCents,
    dueOn: index === 0 ? today : plan.kind === "instalments" ? periodStart(today, plan.every, index) : null,
    afterLessons: index === 0 || plan.kind === "instalments" ? null : plan.lessons * index,
    description: `${sale.name} · instalment ${index + 1} of ${count}`,
  }));
}
