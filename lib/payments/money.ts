/** Client-safe money helpers: amounts are integer cents; people type dollars ("20", "20.5", "$1,250.00"). */

/** Cents from what a person typed, or null when it isn't an amount with at most two decimals. */
export function parseMoneyInput(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, "").replace(/,/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** "20.50" for an input's value (no currency sign). */
export function centsToInput(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** "$20.50" in the studio's currency. */
export function formatCents(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);
}
