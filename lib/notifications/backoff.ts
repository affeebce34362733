/** Waits after the 1st, 2nd, 3rd and 4th failed try; the 5th failure is final. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** When to try again after `attempts` failed tries, or null when that was the last one. */
export function nextAttemptAfter(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return new Date(now.getTime() + RETRY_DELAYS_MS[Math.max(0, attempts - 1)]);
}

/**
 * SMTP 5xx is a final refusal (no such mailbox, rejected), and so is Twilio's or a push service's
 * 4xx other than 429 (not a mobile number, opted out; a payload refused): retrying would not help.
 */
export function isPermanent(error: unknown): boolean {
  const { responseCode: code, status, statusCode } = error as { responseCode?: number; status?: number; statusCode?: number };
  if (typeof code === "number") return code >= 500 && code < 600;
  const http = status ?? statusCode;
  return typeof http === "number" && http >= 400 && http < 500 && http !== 429;
}
