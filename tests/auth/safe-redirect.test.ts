import { describe, expect, it } from "vitest";
import { DEFAULT_REDIRECT_FALLBACK, LOGIN_REDIRECT_FALLBACK, safeRedirect } from "@/lib/auth/safe-redirect";

const FALLBACK = DEFAULT_REDIRECT_FALLBACK;

// [input, expected]: every vector an open redirect has used against a `redirect` parameter, and the paths that must work.
const VECTORS: [unknown, string][] = [
  ["/app", "/app"],
  ["/app/students?x=1", "/app/students?x=1"],
  ["/app/schedule#today", "/app/schedule#today"],
  ["%2Fapp%2Fstudents", "/app/students"],
  ["%252Fapp%252Fstudents", "/app/students"],
  ["%25252Fapp%25252Fstudents", FALLBACK],
  ["/", "/"],
  ["//evil.com", FALLBACK],
  ["/\\evil.com", FALLBACK],
  ["\\\\evil.com", FALLBACK],
  ["%2F%2Fevil.com", FALLBACK],
  ["%252F%252Fevil.com", FALLBACK],
  ["/%2F/evil.com", FALLBACK],
  ["/%5Cevil.com", FALLBACK],
  ["javascript:alert(1)", FALLBACK],
  ["/javascript:alert(1)", FALLBACK],
  ["https://evil.com", FALLBACK],
  ["/redirect?to=https://evil.com", FALLBACK],
  ["HTTPS:%2F%2Fevil.com", FALLBACK],
  ["/%09/evil.com", FALLBACK],
  ["/\t/evil.com", FALLBACK],
  ["/\n/evil.com", FALLBACK],
  ["/app\r\n", FALLBACK],
  ["/app%00", FALLBACK],
  ["", FALLBACK],
  [undefined, FALLBACK],
  [null, FALLBACK],
  [42, FALLBACK],
  ["app/students", FALLBACK],
  [" /app", FALLBACK],
  ["evil.com", FALLBACK],
  ["/app/100%", "/app/100%"],
  // Checked once resolved: the URL parser removes `.` and `..`, leaving `//evil.com`.
  ["/.//evil.com", FALLBACK],
  ["/..//evil.com", FALLBACK],
  ["/%2e//evil.com", FALLBACK],
  ["/app/./students", "/app/students"],
];

describe("safeRedirect", () => {
  it.each(VECTORS)("%j → %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it("uses the caller's fallback: the login flow's is /app/schedule", () => {
    expect(safeRedirect("//evil.com", LOGIN_REDIRECT_FALLBACK)).toBe("/app/schedule");
    expect(safeRedirect(null, LOGIN_REDIRECT_FALLBACK)).toBe("/app/schedule");
  });
});
