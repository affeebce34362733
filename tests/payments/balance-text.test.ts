import { describe, expect, it } from "vitest";
import { balanceText } from "@/components/payments/balance-summary";
import { METHOD_LABELS, formatDay } from "@/components/payments/payment-labels";

describe("balanceText", () => {
  it("says what the student owes, what is in credit, or that all is settled", () => {
    expect(balanceText(9_500, "USD")).toBe("You owe $95.00");
    expect(balanceText(-2_000, "USD")).toBe("In credit $20.00");
    expect(balanceText(0, "USD")).toBe("All settled");
  });

  it("speaks about the student to the owner", () => {
    expect(balanceText(4_600, "USD", "they")).toBe("Owes $46.00");
    expect(balanceText(-100, "EUR", "they")).toBe("In credit €1.00");
  });
});

describe("payment labels", () => {
  it("name every method and write dates as on the package list", () => {
    expect(Object.keys(METHOD_LABELS).sort()).toEqual(["card", "cash", "check", "online", "other"]);
    expect(formatDay("2027-03-03T12:00:00Z", "en-US", "America/New_York")).toBe("Mar 3, 2027");
    expect(formatDay("2027-03-03T12:00:00Z", "en-GB", "Europe/London")).toBe("3 Mar 2027");
  });
});
