import { describe, expect, it } from "vitest";
import { autopayMethodOf, cardName } from "@/lib/money/card-label";

describe("card labels on notices and receipts", () => {
  it("names a card by its brand and last four digits", () => {
    expect(cardName({ brand: "visa", last4: "4242" })).toBe("Visa ending 4242");
    expect(cardName({ brand: "amex", last4: "0005" })).toBe("American Express ending 0005");
  });

  it("reads an automatic payment's note as its method, and nothing else", () => {
    expect(autopayMethodOf("Automatic payment, visa •4242")).toBe("Automatic payment, Visa •4242");
    expect(autopayMethodOf("Automatic payment, mastercard •4444")).toBe("Automatic payment, Mastercard •4444");
    expect(autopayMethodOf("Paid by Venmo")).toBeNull();
    expect(autopayMethodOf("Automatic payment, visa •4242 — thanks")).toBeNull();
    expect(autopayMethodOf(null)).toBeNull();
  });
});
