import { describe, expect, it } from "vitest";
import { safeCell } from "@/lib/payments/export-csv";
import { centsToInput, parseMoneyInput } from "@/lib/payments/money";
import { voidBlocker } from "@/lib/payments/payments";

describe("money helpers", () => {
  it("parses what people type into cents, refusing anything else", () => {
    expect(parseMoneyInput("20")).toBe(2_000);
    expect(parseMoneyInput("20.5")).toBe(2_050);
    expect(parseMoneyInput("$1,250.05")).toBe(125_005);
    for (const bad of ["", "-5", "1.234", "abc", "1e3"]) expect(parseMoneyInput(bad)).toBeNull();
    expect(centsToInput(2_000)).toBe("20");
    expect(centsToInput(2_050)).toBe("20.50");
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    for (const cell of ["=1+1", "+1", "-1", "@SUM(A1)", "\t=1"]) expect(safeCell(cell).startsWith("'")).toBe(true);
    expect(safeCell("Sam Carter")).toBe("Sam Carter");
  });

  it("voids only an unpaid, unvoided charge whose package is untouched", () => {
    expect(voidBlocker({ amountCents: 100, voided: false, unitsUsed: null }, 100)).toBeNull();
    expect(voidBlocker({ amountCents: 100, voided: true, unitsUsed: null }, 100)).toMatch(/already voided/);
    expect(voidBlocker({ amountCents: 100, voided: false, unitsUsed: 1 }, 100)).toMatch(/booked or used/);
    expect(voidBlocker({ amountCents: 100, voided: false, unitsUsed: 0 }, 99)).toMatch(/Refund the payment first/);
  });
});
