import { AppError } from "@/lib/api/app-error";

/**
 * The Stripe SDK's errors that mean Stripe can't be reached now, not that the request was wrong: no
 * connection or a timeout (StripeConnectionError), an outage on its side (StripeAPIError: a 5xx, or
 * an answer that isn't JSON), too many requests (StripeRateLimitError). Read by the error's `type`,
 * which the SDK sets to its class name, so the route wrapper checks it without loading the SDK.
 */
const UNAVAILABLE_TYPES = new Set(["StripeConnectionError", "StripeAPIError", "StripeRateLimitError"]);

export function isStripeUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { type } = error as Error & { type?: unknown };
  return typeof type === "string" && UNAVAILABLE_TYPES.has(type);
}

/** The one answer when Stripe is out of reach: 503, try again in a minute. */
export function stripeUnavailableError(): AppError {
  return new AppError("unavailable", "Online payments are unreachable right now. Try again in a minute.", {
    headers: { "Retry-After": "60" },
  });
}

/** One line for the server's log: which Stripe error, and its cause (no stack: it is an outage, not a bug). */
export function warnStripeUnavailable(error: unknown): void {
  const { type, message, detail } = error as { type?: string; message?: string; detail?: { message?: string } };
  console.warn(`Stripe unreachable (${type}): ${message}${detail?.message ? ` (${detail.message})` : ""}`);
}
