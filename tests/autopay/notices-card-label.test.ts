import { describe, expect, it } from "vitest";
import { autopayMethodOf, autopayNote, brandName, cardName } from "@/lib/money/card-label";

describe("card labels on notices and receipts", () => {
  it("names a card by its brand and last four digits", () => {
    expect(cardName({ brand: "visa", last4: "4242" })).toBe("Visa ending 4242");
    expect(cardName({ brand: "amex", last4: "0005" })).toBe("American Express ending 0005");
  });

  it("prints Stripe's brand as the card does", () => {
    expect(["visa", "mastercard", "amex", "cartes_bancaires", "newbrand", ""].map(brandName)).toEqual([
      "Visa",
      "Mastercard",
      "American Express",
      "Cartes Bancaires",
      "Newbrand",
      "Card",
    ]);
  });

  it("reads an automatic payment's note, written by the run, as its method, and nothing else", () => {
    expect(autopayNote({ brand: "visa", last4: "4242" })).toBe("Automatic payment, Visa •4242");
    expect(autopayMethodOf(autopayNote({ brand: "amex", last4: "0005" }))).toBe("Automatic payment, American Express •0005");
    expect(autopayMethodOf("Paid by Venmo")).toBeNull();
    expect(autopayMethodOf("Automatic payment, visa •4242 — thanks")).toBeNull();
    expect(autopayMethodOf(null)).toBeNull();
  });
});
