import { formatMoney } from "./money";

/**
 * What booking a place will cost the person booking it, shown before they book (computed on the
 * server by lib/payments/booking-price.ts, by booking's own rules): a unit of one of their packages,
 * the lesson's price in the studio's currency, or nothing.
 */
export type BookingPrice =
  /** `unitsLeft`: the package's units left now, this lesson's among them. */
  { kind: "unit"; packageName: string; unitsLeft: number } | { kind: "charge"; amountCents: number; currency: string } | { kind: "free" };

/** What a booking did cost, as its answer says (BookingMoney): `unitsLeft` is after this booking. */
export type BookingCost =
  | { kind: "unit"; packageName: string; unitsLeft: number }
  | { kind: "charge" | "checkout"; amountCents: number }
  | { kind: "free" | "held" };

/** "£15.00", "1 credit from your package (4 left)" or "Free": the price beside a Book button. */
export function priceText(price: BookingPrice): string {
  if (price.kind === "unit") return `1 credit from your package (${price.unitsLeft} left)`;
  if (price.kind === "charge") return formatMoney(price.amountCents, price.currency);
  return "Free";
}

/** The booking confirmation's second sentence: what it took ("1 credit used from 10 Classes: 9 left."), or nothing to say. */
export function costText(cost: BookingCost | undefined, currency: string): string | null {
  if (!cost) return null;
  if (cost.kind === "unit") return `1 credit used from ${cost.packageName}: ${cost.unitsLeft} left.`;
  if (cost.kind === "charge") return `${formatMoney(cost.amountCents, currency)} added to your account.`;
  return null;
}
