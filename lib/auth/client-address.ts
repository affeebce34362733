import { isIPv4, isIPv6 } from "node:net";
import { env } from "@/lib/env";
import { CLIENT_ADDRESS_HEADER_NAME } from "./client-address-header.mjs";

/** The address key when the caller's real address can't be known: one for everyone. */
export const UNKNOWN_ADDRESS = "direct";

/**
 * The caller's address, for per-address limits. Next gives route handlers no socket address, so it
 * comes from a header, believed only when something we run wrote it:
 * - behind TRUSTED_PROXY reverse proxies, X-Forwarded-For: with N of them, the Nth entry from the
 *   right is the address the outermost one saw (everything left of it the client could have written);
 * - otherwise, behind the start server (`npm start`, scripts/serve.mjs: CLIENT_ADDRESS_HEADER), the
 *   connection's address it put in X-Promenade-Client-Address after removing any copy a client sent.
 *   A client's X-Forwarded-For is not read at all.
 * With neither (a bare `next start` or `next dev`) no address is trusted: UNKNOWN_ADDRESS, and each
 * limit keeps only its shared backstop.
 */
export function clientAddress(
  request: Request,
  trustedProxies: number = env.TRUSTED_PROXY,
  fromStartServer: boolean = env.CLIENT_ADDRESS_HEADER,
): string {
  const address = trustedAddress(request, trustedProxies, fromStartServer);
  return address ? addressKey(address) : UNKNOWN_ADDRESS;
}

/**
 * The caller's address as written (an IPv6 address whole, not its /64), by the same rule as
 * clientAddress, for a record that says where something was done from (a signature); null when it
 * can't be known.
 */
export function recordedClientAddress(
  request: Request,
  trustedProxies: number = env.TRUSTED_PROXY,
  fromStartServer: boolean = env.CLIENT_ADDRESS_HEADER,
): string | null {
  return trustedAddress(request, trustedProxies, fromStartServer)?.replace(/%.*$/, "").slice(0, 100) || null;
}

function trustedAddress(request: Request, trustedProxies: number, fromStartServer: boolean): string | null {
  if (trustedProxies >= 1) {
    const hops = (request.headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    return hops[hops.length - trustedProxies] ?? hops[0] ?? null;
  }
  if (fromStartServer) return request.headers.get(CLIENT_ADDRESS_HEADER_NAME)?.trim() || null;
  return null;
}

/**
 * One key per caller: an IPv4 address as it is (also when written IPv4-in-IPv6, `::ffff:1.2.3.4`),
 * an IPv6 address by its /64 — one home or phone gets a whole /64, so counting single IPv6 addresses
 * would give one caller 2^64 fresh limits. Anything else is kept as it was written.
 */
export function addressKey(address: string): string {
  const bare = address.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(bare)) return address;
  return `${expandIPv6(bare).slice(0, 4).join(":")}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros ("::" filled in, a trailing IPv4 part converted). */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  const ipv4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (ipv4) {
    const [a, b, c, d] = ipv4[1].split(".").map(Number);
    text = text.slice(0, -ipv4[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return groups.map((group) => Number.parseInt(group, 16).toString(16));
}
