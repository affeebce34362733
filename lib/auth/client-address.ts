import { env } from "@/lib/env";

/** The address key when the caller's real address can't be known (no TRUSTED_PROXY): one for everyone. */
export const UNKNOWN_ADDRESS = "direct";

/**
 * The caller's address, for per-address throttles. X-Forwarded-For is believed only behind
 * TRUSTED_PROXY proxies: with N of them, the Nth entry from the right is the address the outermost
 * one saw (everything left of it the client could have written). Without a proxy, `next start`
 * keeps a client-sent X-Forwarded-For as it is and exposes no socket address to route handlers, so
 * no address is trusted: UNKNOWN_ADDRESS, and each throttle decides what that means.
 */
export function clientAddress(request: Request, trustedProxies: number = env.TRUSTED_PROXY): string {
  if (trustedProxies < 1) return UNKNOWN_ADDRESS;
  const hops = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return hops[hops.length - trustedProxies] ?? hops[0] ?? UNKNOWN_ADDRESS;
}
