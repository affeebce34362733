/**
 * Money on screen: amounts travel as integer cents and are shown in the studio's currency.
 * The one formatter and the one parser every payments screen uses.
 */

const formatters = new Map<string, Intl.NumberFormat>();

/** "$95.00" from 9500 cents in USD, "€95.00" in EUR; an unknown currency code falls back to USD rather than throwing. */
export function formatMoney(cents: number, currency = "USD"): string {
  return formatterFor(currency).format(cents / 100);
}

function formatterFor(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat("en-US", { style: "currency", currency });
    } catch {
      formatter = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    }
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** The currency's symbol ("$", "€", "CHF"), for an amount field's prefix and label. */
export function currencySymbol(currency = "USD"): string {
  const part = formatterFor(currency)
    .formatToParts(0)
    .find((item) => item.type === "currency");
  return part?.value ?? currency;
}

export type ParsedMoney = { cents: number; error?: undefined } | { cents?: undefined; error: string };

/**
 * An amount typed by a person in the studio's currency ("95", "95.5", "$1,250.00", "€12", "12 CHF")
 * → integer cents. Refuses what isn't an amount, more than two decimals (no fractional cents),
 * negatives and — unless `allowZero` — zero.
 */
export function parseMoney(
  text: string,
  { allowZero = false, max, currency = "USD" }: { allowZero?: boolean; max?: number; currency?: string } = {},
): ParsedMoney {
  const trimmed = withoutCurrency(text.trim(), currency).replace(/,/g, "");
  if (!trimmed) return { error: "Enter an amount." };
  if (trimmed.startsWith("-")) return { error: "Enter an amount above zero." };
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(trimmed)) return { error: "Enter an amount like 95 or 95.50." };
  const [, decimals = ""] = trimmed.split(".");
  if (decimals.length > 2) return { error: "Use at most two decimals (whole cents)." };
  const [whole, fraction = ""] = trimmed.split(".");
  const cents = Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0") || "0");
  if (!Number.isSafeInteger(cents)) return { error: "That amount is too large." };
  if (cents === 0 && !allowZero) return { error: "Enter an amount above zero." };
  if (max !== undefined && cents > max) return { error: `The most you can enter is ${formatMoney(max, currency)}.` };
  return { cents };
}

/** Cents as the text an amount field starts with ("95.00"), so editing a price shows what is stored. */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The amount without the studio's currency sign or code, typed before or after it (and a stray "$", "€" or "£"). */
function withoutCurrency(text: string, currency: string): string {
  let rest = text;
  for (const mark of [currencySymbol(currency), currency.toUpperCase(), "$", "€", "£"]) {
    const lower = rest.toLowerCase();
    const markLower = mark.toLowerCase();
    if (lower.startsWith(markLower)) rest = rest.slice(mark.length).trim();
    else if (lower.endsWith(markLower)) rest = rest.slice(0, -mark.length).trim();
  }
  return rest;
}
