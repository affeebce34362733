/**
 * The currencies a studio can keep its books in. All have two decimals, as every amount is stored
 * in integer cents (lib/money/money.ts); Stripe takes each of them.
 */
export const CURRENCIES = [
  { code: "USD", name: "US dollar" },
  { code: "CAD", name: "Canadian dollar" },
  { code: "EUR", name: "Euro" },
  { code: "GBP", name: "British pound" },
  { code: "AUD", name: "Australian dollar" },
  { code: "NZD", name: "New Zealand dollar" },
  { code: "CHF", name: "Swiss franc" },
  { code: "SEK", name: "Swedish krona" },
  { code: "NOK", name: "Norwegian krone" },
  { code: "DKK", name: "Danish krone" },
  { code: "PLN", name: "Polish złoty" },
  { code: "SGD", name: "Singapore dollar" },
  { code: "HKD", name: "Hong Kong dollar" },
  { code: "MXN", name: "Mexican peso" },
  { code: "ZAR", name: "South African rand" },
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number]["code"];
export const CURRENCY_CODES = CURRENCIES.map((currency) => currency.code) as [CurrencyCode, ...CurrencyCode[]];
export const DEFAULT_CURRENCY: CurrencyCode = "USD";

const EURO_REGIONS = [
  "AT",
  "BE",
  "CY",
  "DE",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PT",
  "SI",
  "SK",
];
export const REGION_CURRENCY: Readonly<Record<string, CurrencyCode>> = {
  US: "USD",
  CA: "CAD",
  GB: "GBP",
  AU: "AUD",
  NZ: "NZD",
  CH: "CHF",
  LI: "CHF",
  SE: "SEK",
  NO: "NOK",
  DK: "DKK",
  PL: "PLN",
  SG: "SGD",
  HK: "HKD",
  MX: "MXN",
  ZA: "ZAR",
  ...Object.fromEntries(EURO_REGIONS.map((region) => [region, "EUR" as const])),
};

/**
 * The currency a browser's locale suggests ("en-CA" → CAD, "de" → EUR through its likely region),
 * or USD when the locale names no region we keep books for.
 */
export function currencyForLocale(locale: string | undefined): CurrencyCode {
  if (!locale) return DEFAULT_CURRENCY;
  try {
    const region = new Intl.Locale(locale).maximize().region;
    return (region && REGION_CURRENCY[region]) || DEFAULT_CURRENCY;
  } catch {
    return DEFAULT_CURRENCY;
  }
}
