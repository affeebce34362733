import { describe, expect, it } from "vitest";
import { baseSecurityHeaders, NON_PAGE_CSP, pageContentSecurityPolicy } from "@/lib/security/headers.mjs";

const directive = (csp: string, name: string) => csp.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";

describe("security headers", () => {
  it("page CSP: scripts only with the nonce, never 'unsafe-inline'; no framing; eval only in development", () => {
    const csp = pageContentSecurityPolicy("abc123");
    expect(directive(csp, "script-src")).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(csp, "object-src")).toBe("object-src 'none'");
    expect(directive(pageContentSecurityPolicy("abc123", true), "script-src")).toContain("'unsafe-eval'");
    expect(NON_PAGE_CSP).toContain("default-src 'none'");
  });

  it("HSTS only in production on an https address", () => {
    const keys = (options: { isProduction: boolean; siteUrl: string }) => baseSecurityHeaders(options).map((header) => header.key);
    expect(keys({ isProduction: true, siteUrl: "https://promenade.example" })).toContain("Strict-Transport-Security");
    expect(keys({ isProduction: true, siteUrl: "http://192.168.1.20:3000" })).not.toContain("Strict-Transport-Security");
    expect(keys({ isProduction: false, siteUrl: "https://promenade.example" })).not.toContain("Strict-Transport-Security");
    expect(keys({ isProduction: false, siteUrl: "http://localhost:3000" })).toEqual([
      "X-Frame-Options",
      "X-Content-Type-Options",
      "Referrer-Policy",
    ]);
  });
});
