import { describe, expect, it } from "vitest";
import { centsToInput, currencySymbol, formatMoney, parseMoney } from "@/lib/money/money";
import { zMoneyText } from "@/lib/money/money-input";
import { cents } from "@/lib/payments/schemas";

describe("formatMoney", () => {
  it("shows cents in the studio's currency", () => {
    expect(formatMoney(9500)).toBe("$95.00");
    expect(formatMoney(-2000, "USD")).toBe("-$20.00");
    expect(formatMoney(123456, "EUR")).toBe("€1,234.56");
  });

  it("falls back to dollars for a currency code Intl does not know", () => {
    expect(formatMoney(100, "NOPE")).toBe("$1.00");
  });
});

describe("parseMoney", () => {
  it("turns typed dollars into integer cents", () => {
    expect(parseMoney("95")).toEqual({ cents: 9500 });
    expect(parseMoney("95.5")).toEqual({ cents: 9550 });
    expect(parseMoney(" $1,250.05 ")).toEqual({ cents: 125005 });
    expect(parseMoney(".5")).toEqual({ cents: 50 });
    expect(parseMoney("0.29")).toEqual({ cents: 29 });
  });

  it("refuses fractional cents, negatives, words and zero", () => {
    expect(parseMoney("1.005").error).toMatch(/two decimals/);
    expect(parseMoney("-5").error).toMatch(/above zero/);
    expect(parseMoney("ten").error).toMatch(/like 95/);
    expect(parseMoney("").error).toBe("Enter an amount.");
    expect(parseMoney("0").error).toMatch(/above zero/);
    expect(parseMoney("0", { allowZero: true })).toEqual({ cents: 0 });
  });

  it("refuses more than the maximum and says what it is", () => {
    expect(parseMoney("50.01", { max: 5000 }).error).toBe("The most you can enter is $50.00.");
    expect(parseMoney("50", { max: 5000 })).toEqual({ cents: 5000 });
  });

  it("round-trips a stored price", () => {
    for (const cents of [0, 1, 99, 8500, 123456]) expect(parseMoney(centsToInput(cents), { allowZero: true })).toEqual({ cents });
  });
});

describe("parseMoney in the studio's currency", () => {
  it("takes the currency's own sign or code, before or after the amount", () => {
    expect(parseMoney("€12.50", { currency: "EUR" })).toEqual({ cents: 1250 });
    expect(parseMoney("12.50 €", { currency: "EUR" })).toEqual({ cents: 1250 });
    expect(parseMoney("CHF 1,200", { currency: "CHF" })).toEqual({ cents: 120000 });
    expect(parseMoney("CA$40", { currency: "CAD" })).toEqual({ cents: 4000 });
    expect(parseMoney("£7", { currency: "GBP" })).toEqual({ cents: 700 });
  });

  it("says the maximum in that currency", () => {
    expect(parseMoney("60", { max: 5000, currency: "EUR" }).error).toBe("The most you can enter is €50.00.");
  });
});

describe("currencySymbol", () => {
  it("is the sign an amount field shows, and never throws", () => {
    expect(currencySymbol("USD")).toBe("$");
    expect(currencySymbol("EUR")).toBe("€");
    expect(currencySymbol("NOPE")).toBe("$");
  });
});

describe("zMoneyText", () => {
  const route = cents("amount");

  it("turns typed money into cents and then applies the route's own rules and messages", () => {
    const field = zMoneyText(route, { currency: "EUR" });
    expect(field.parse("€95.50")).toBe(9550);
    expect(field.safeParse("0").error?.issues[0].message).toBe("The amount must be more than zero.");
    expect(field.safeParse("2000000").error?.issues[0].message).toBe("The amount is too large.");
  });

  it("says what is wrong with the text itself before the route sees it", () => {
    const field = zMoneyText(route, { currency: "USD", max: 5000 });
    expect(field.safeParse("ten").error?.issues[0].message).toBe("Enter an amount like 95 or 95.50.");
    expect(field.safeParse("1.005").error?.issues[0].message).toBe("Use at most two decimals (whole cents).");
    expect(field.safeParse("50.01").error?.issues[0].message).toBe("The most you can enter is $50.00.");
  });
});
