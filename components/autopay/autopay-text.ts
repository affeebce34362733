import type { z } from "zod";
import type { TagTone } from "@/components/ui/tag";
import type { ZFailedPaymentView, ZMembershipPlanView, ZMembershipView, ZPaymentItemView } from "@/lib/autopay/views";
import { formatMoney } from "@/lib/money/money";
import { formatLocalDay } from "@/lib/notifications/format-when";
import type { StudioLocale } from "@/lib/studio/locales";
import { plural } from "@/lib/text/plural";

/** The autopay answers as the screens read them (lib/autopay/views.ts). */
export type MembershipPlan = z.output<typeof ZMembershipPlanView>;
export type Membership = z.output<typeof ZMembershipView>;
export type PaymentItem = z.output<typeof ZPaymentItemView>;
export type FailedPayment = z.output<typeof ZFailedPaymentView>;
export type MembershipState = Membership["state"];
export type ItemStatus = PaymentItem["status"];

/** "Nov 3, 2026" from a local day "2026-11-03": the one calendar-day formatter the notices use too. */
export { formatLocalDay };

/** "$120.00 a month", "$35.00 a week". */
export function pricePerPeriod(cents: number, period: "week" | "month", currency: string): string {
  return `${formatMoney(cents, currency)} a ${period}`;
}

/** What a plan (or a membership copied from one) gives each period: "Unlimited group classes and 2 private lessons a month". */
export function benefitText(plan: Pick<MembershipPlan, "unlimitedClasses" | "privateUnits" | "classUnits" | "period">): string {
  const parts = [
    plan.unlimitedClasses ? "Unlimited group classes" : null,
    plan.privateUnits > 0 ? plural(plan.privateUnits, "private lesson") : null,
    !plan.unlimitedClasses && plan.classUnits > 0 ? plural(plan.classUnits, "group class", "group classes") : null,
  ].filter((part): part is string => part !== null);
  const text = parts.join(" and ");
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  // "Unlimited" alone needs no period; counted lessons are per period.
  return plan.privateUnits > 0 || (!plan.unlimitedClasses && plan.classUnits > 0) ? `${sentence} a ${plan.period}` : sentence;
}

/** The plan's terms in one line: commitment, notice, sign-up fee, what happens to unused lessons. */
export function termsText(plan: MembershipPlan, currency: string): string {
  const terms = [
    plan.commitmentMonths > 0 ? `${plural(plan.commitmentMonths, "month")} minimum` : "No minimum term",
    plan.noticeDays > 0 ? noticeText(plan.noticeDays) : "cancel any time",
    plan.signUpFeeCents > 0 ? `${formatMoney(plan.signUpFeeCents, currency)} sign-up fee` : null,
    hasCountedUnits(plan)
      ? plan.unused === "roll_over"
        ? `unused lessons roll over (up to ${plan.rollOverCap})`
        : "unused lessons expire"
      : null,
  ];
  return terms.filter(Boolean).join(" · ");
}

/** "1 day's notice", "30 days' notice". */
export function noticeText(days: number): string {
  return `${plural(days, "day")}${days === 1 ? "'s" : "'"} notice`;
}

function hasCountedUnits(plan: MembershipPlan): boolean {
  return plan.privateUnits > 0 || (!plan.unlimitedClasses && plan.classUnits > 0);
}

export const MEMBERSHIP_STATES: Record<MembershipState, { label: string; tone: TagTone }> = {
  upcoming: { label: "Starts soon", tone: "primary" },
  active: { label: "Active", tone: "success" },
  paused: { label: "Paused", tone: "muted" },
  past_due: { label: "Past due", tone: "danger" },
  ending: { label: "Ending", tone: "accent" },
  ended: { label: "Ended", tone: "muted" },
};

export const ITEM_STATUSES: Record<ItemStatus, { label: string; tone: TagTone }> = {
  scheduled: { label: "Scheduled", tone: "primary" },
  paid: { label: "Paid", tone: "success" },
  failed: { label: "Failed", tone: "danger" },
  cancelled: { label: "Cancelled", tone: "muted" },
  waived: { label: "Waived", tone: "muted" },
};

/** When an item is due, to follow "Due": "Dec 1, 2026", or "after 10 lessons" for a by-the-lesson instalment not reached yet. */
export function dueText(item: Pick<PaymentItem, "dueOn" | "afterLessons">, locale: StudioLocale): string {
  if (item.dueOn) return formatLocalDay(item.dueOn, locale);
  return item.afterLessons ? `after ${plural(item.afterLessons, "lesson")}` : "when the studio sets a day";
}

/** How a paid item was settled, or why a failed one is waiting. */
export function settledText(item: PaymentItem): string | null {
  if (item.status === "paid")
    return item.settledBy === "card" ? "Paid by card" : item.settledBy === "cash" ? "Paid at the desk" : "Charged to the account";
  if (item.status === "failed") {
    const tries = item.attempts > 0 ? `${plural(item.attempts, "attempt")} failed` : "Failed";
    return item.lastError ? `${tries}: ${item.lastError}` : tries;
  }
  return null;
}

/** What is charged when: the sign-up fee at once, the first period on its start day (at once when that is today or earlier). */
export function firstChargesText(plan: MembershipPlan, startsOn: string, today: string, currency: string, locale: StudioLocale): string {
  const fee = plan.signUpFeeCents;
  const then = `then ${pricePerPeriod(plan.priceCents, plan.period, currency)}`;
  if (startsOn && startsOn <= today)
    return `Charged now: ${formatMoney(plan.priceCents + fee, currency)}${fee > 0 ? ` (with the ${formatMoney(fee, currency)} sign-up fee)` : ""}, ${then}.`;
  const first = `first period charged on ${startsOn ? formatLocalDay(startsOn, locale) : "the start day"}, ${then}`;
  return fee > 0
    ? `Sign-up fee charged now: ${formatMoney(fee, currency)}; ${first}.`
    : `${first.charAt(0).toUpperCase()}${first.slice(1)}.`;
}
