import type { StudioLocale } from "@/lib/studio/locales";
import type { PaymentMethod } from "@/lib/payments/types";

/** The methods an owner records by hand; "online" only ever comes from Stripe Checkout. */
export const MANUAL_METHODS = ["cash", "card", "check", "other"] as const satisfies readonly PaymentMethod[];

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: "Cash",
  card: "Card (terminal)",
  check: "Check",
  online: "Online",
  other: "Other",
};

/** "Mar 3, 2027" (en-US) or "3 Mar 2027" (en-GB) from an ISO instant, in the viewer's calendar. */
export function formatDay(iso: string, locale: StudioLocale, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", year: "numeric", timeZone }).format(new Date(iso));
}
