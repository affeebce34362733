import { formatMoney } from "@/lib/money/money";
import type { StudioLocale } from "@/lib/studio/locales";

/** A promo code as GET /api/promo-codes answers it. */
export type PromoCode = {
  id: string;
  code: string;
  description: string | null;
  kind: "percent" | "amount";
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
  uses: number;
  discountCents: number;
};

/** "20% off" or "$25.00 off". */
export function offText(code: Pick<PromoCode, "kind" | "percent" | "amountCents">, currency: string): string {
  return code.kind === "percent" ? `${code.percent}% off` : `${formatMoney(code.amountCents ?? 0, currency)} off`;
}

/** What it is for and when, in one line: "Packages and lessons · Mar 1, 2027 – Mar 31, 2027 · first-time students". */
export function termsText(code: PromoCode, locale: StudioLocale): string {
  const LONG = (day: string) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
  const kinds = [
    code.packageIds === null ? "packages" : code.packageIds.length ? "some packages" : null,
    code.membershipPlanIds === null ? "memberships" : code.membershipPlanIds.length ? "some memberships" : null,
    code.serviceIds === null ? "lessons" : code.serviceIds.length ? "some lessons" : null,
  ].filter(Boolean);
  const scope = kinds.length === 3 && kinds.every((kind) => !kind!.startsWith("some")) ? "Everything" : kinds.join(", ") || "Nothing yet";
  const dates =
    code.startsOn && code.endsOn
      ? `${LONG(code.startsOn)} – ${LONG(code.endsOn)}`
      : code.endsOn
        ? `until ${LONG(code.endsOn)}`
        : code.startsOn
          ? `from ${LONG(code.startsOn)}`
          : null;
  return [scope.charAt(0).toUpperCase() + scope.slice(1), dates, code.firstTimeOnly ? "first-time students only" : null]
    .filter(Boolean)
    .join(" · ");
}

/** "3 of 50 used · once per student". */
export function usesText(code: PromoCode): string {
  const used = code.maxUses === null ? `${code.uses} used` : `${code.uses} of ${code.maxUses} used`;
  const each =
    code.maxUsesPerStudent === null ? null : code.maxUsesPerStudent === 1 ? "once per student" : `${code.maxUsesPerStudent} per student`;
  return [used, each].filter(Boolean).join(" · ");
}

/** Whether the code can be used today: on, started and not ended (the studio's today, from the page). */
export function isCurrent(code: PromoCode, today: string): boolean {
  return code.active && (!code.startsOn || code.startsOn <= today) && (!code.endsOn || code.endsOn >= today);
}
