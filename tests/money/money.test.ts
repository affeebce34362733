import { describe, expect, it } from "vitest";
import { centsToInput, formatMoney, parseMoney } from "@/lib/money/money";

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
