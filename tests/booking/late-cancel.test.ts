import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bookingLateCancelFrom, isLateCancel, lateCancelFrom } from "@/lib/booking/late-cancel";
import { DEFAULT_CANCELLATION_WINDOW_HOURS } from "@/lib/db/schema/column-values";

const START = new Date("2026-12-01T19:00:00.000Z");
const HOUR = 3600_000;
const at = (hoursBefore: number) => new Date(START.getTime() - hoursBefore * HOUR);
const booked = { status: "booked", promotedAt: null, startsAt: START, windowHours: 24 };

describe("the late-cancel rule", () => {
  it("turns late once the window before the start opens (a new studio's window is 24 hours)", () => {
    expect(DEFAULT_CANCELLATION_WINDOW_HOURS).toBe(24);
    expect(lateCancelFrom(START, 24)).toEqual(at(24));
    expect(isLateCancel(booked, at(25))).toBe(false);
    expect(isLateCancel(booked, at(24))).toBe(false);
    expect(isLateCancel(booked, new Date(at(24).getTime() + 1))).toBe(true);
    expect(isLateCancel({ ...booked, windowHours: 0 }, at(0.5))).toBe(false);
  });

  it("charges only a booked place: a waitlist place or one held for payment costs nothing", () => {
    for (const status of ["waitlisted", "held"]) {
      expect(isLateCancel({ ...booked, status }, at(1))).toBe(false);
      expect(bookingLateCancelFrom({ ...booked, status })).toBeNull();
    }
  });

  it("never charges a place the waitlist handed over inside the window; one handed over before it, yes", () => {
    const lateHandOver = { ...booked, promotedAt: at(3) };
    expect(bookingLateCancelFrom(lateHandOver)).toBeNull();
    expect(isLateCancel(lateHandOver, at(1))).toBe(false);
    const earlyHandOver = { ...booked, promotedAt: at(30) };
    expect(bookingLateCancelFrom(earlyHandOver)).toEqual(at(24));
    expect(isLateCancel(earlyHandOver, at(1))).toBe(true);
  });
});

/** Every .ts/.tsx file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("one source for the rule", () => {
  it("no screen or e2e works out lateness from the window: they read lateCancelCharge", () => {
    // The rule's shape: a window in hours turned into milliseconds, or compared with a lesson's start.
    const copies = [...sources("components"), ...sources("app"), ...sources("e2e")].filter((file) =>
      /windowHours\s*\*\s*3600|\*\s*3600_000[^;\n]*windowHours|\b24\s*\*\s*3600_000/.test(readFileSync(file, "utf8")),
    );
    expect(copies).toEqual([]);
  });
});
