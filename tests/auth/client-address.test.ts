import { describe, expect, it } from "vitest";
import { addressKey, clientAddress, UNKNOWN_ADDRESS } from "@/lib/auth/client-address";
import { CLIENT_ADDRESS_HEADER_NAME } from "@/lib/auth/client-address-header.mjs";

const request = (forwardedFor?: string, fromStartServer?: string) => {
  const headers: Record<string, string> = {};
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  if (fromStartServer) headers[CLIENT_ADDRESS_HEADER_NAME] = fromStartServer;
  return new Request("http://localhost:3000/api/auth/login", { headers });
};

describe("clientAddress (TRUSTED_PROXY)", () => {
  it("believes no header without a trusted proxy or the start server: a forged one changes nothing", () => {
    expect(clientAddress(request("1.2.3.4"), 0, false)).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(request("5.6.7.8, 1.2.3.4"), 0, false)).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(request(undefined, "1.2.3.4"), 0, false)).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(request(), 0, false)).toBe(UNKNOWN_ADDRESS);
  });

  it("takes the address the outermost trusted proxy saw, ignoring what the client prepended", () => {
    expect(clientAddress(request("203.0.113.9"), 1)).toBe("203.0.113.9");
    expect(clientAddress(request("6.6.6.6, 203.0.113.9"), 1)).toBe("203.0.113.9");
    expect(clientAddress(request("6.6.6.6, 203.0.113.9, 10.0.0.2"), 2)).toBe("203.0.113.9");
    expect(clientAddress(request("203.0.113.9"), 2)).toBe("203.0.113.9");
    expect(clientAddress(request(), 1)).toBe(UNKNOWN_ADDRESS);
  });

  it("behind the start server, the connection's address it wrote; X-Forwarded-For is not read", () => {
    expect(clientAddress(request("6.6.6.6", "203.0.113.9"), 0, true)).toBe("203.0.113.9");
    expect(clientAddress(request("6.6.6.6, 7.7.7.7", "::ffff:127.0.0.1"), 0, true)).toBe("127.0.0.1");
    expect(clientAddress(request("6.6.6.6"), 0, true)).toBe(UNKNOWN_ADDRESS);
    // TRUSTED_PROXY wins: the proxies' X-Forwarded-For, as before.
    expect(clientAddress(request("6.6.6.6, 203.0.113.9", "127.0.0.1"), 1, true)).toBe("203.0.113.9");
  });
});

describe("addressKey", () => {
  it("keeps IPv4, unwraps IPv4-in-IPv6, and counts IPv6 by its /64", () => {
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("not an address")).toBe("not an address");
  });
});
