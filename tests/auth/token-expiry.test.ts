import { describe, expect, it } from "vitest";
import { EXPIRY_MARGIN_SECONDS, isTokenExpired } from "@/lib/auth/token";
import { unsignedToken } from "./tokens";

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const nowSeconds = NOW / 1000;

describe("isTokenExpired: no expiry, unreadable or within 30 s of expiring", () => {
  it("is expired without a token", () => {
    expect(isTokenExpired(undefined, NOW)).toBe(true);
    expect(isTokenExpired("", NOW)).toBe(true);
  });

  it("is expired without an exp claim", () => {
    expect(isTokenExpired(unsignedToken({ sub: "x" }), NOW)).toBe(true);
  });

  it("is expired when exp is not a number", () => {
    expect(isTokenExpired(unsignedToken({ exp: "tomorrow" }), NOW)).toBe(true);
  });

  it("is expired when unreadable", () => {
    expect(isTokenExpired("not-a-jwt", NOW)).toBe(true);
    expect(isTokenExpired("a.b.c", NOW)).toBe(true);
  });

  it("is expired inside the 30-second margin and at its edge", () => {
    expect(EXPIRY_MARGIN_SECONDS).toBe(30);
    expect(isTokenExpired(unsignedToken({ exp: nowSeconds + 20 }), NOW)).toBe(true);
    expect(isTokenExpired(unsignedToken({ exp: nowSeconds + 30 }), NOW)).toBe(true);
  });

  it("is expired after exp", () => {
    expect(isTokenExpired(unsignedToken({ exp: nowSeconds - 1 }), NOW)).toBe(true);
  });

  it("is valid beyond the margin", () => {
    expect(isTokenExpired(unsignedToken({ exp: nowSeconds + 31 }), NOW)).toBe(false);
    expect(isTokenExpired(unsignedToken({ exp: nowSeconds + 12 * 3600 }), NOW)).toBe(false);
  });
});
