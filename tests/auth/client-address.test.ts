import { describe, expect, it } from "vitest";
import { clientAddress, UNKNOWN_ADDRESS } from "@/lib/auth/client-address";

const request = (forwardedFor?: string) =>
  new Request("http://localhost:3000/api/auth/login", { headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} });

describe("clientAddress (TRUSTED_PROXY)", () => {
  it("believes no X-Forwarded-For without a trusted proxy: a forged one changes nothing", () => {
    expect(clientAddress(request("1.2.3.4"), 0)).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(request("5.6.7.8, 1.2.3.4"), 0)).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(request(), 0)).toBe(UNKNOWN_ADDRESS);
  });

  it("takes the address the outermost trusted proxy saw, ignoring what the client prepended", () => {
    expect(clientAddress(request("203.0.113.9"), 1)).toBe("203.0.113.9");
    expect(clientAddress(request("6.6.6.6, 203.0.113.9"), 1)).toBe("203.0.113.9");
    expect(clientAddress(request("6.6.6.6, 203.0.113.9, 10.0.0.2"), 2)).toBe("203.0.113.9");
    expect(clientAddress(request("203.0.113.9"), 2)).toBe("203.0.113.9");
    expect(clientAddress(request(), 1)).toBe(UNKNOWN_ADDRESS);
  });
});
