import { describe, expect, it } from "vitest";
import { safeCell } from "@/lib/payments/export-csv";
import { voidBlocker } from "@/lib/payments/payments";

describe("payments helpers", () => {
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
