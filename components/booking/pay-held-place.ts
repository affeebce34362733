"use client";

/**
 * "Pay when booking": the API held the place and answered with a Stripe Checkout URL. The browser
 * goes there (Stripe's own page, not ours to embed); the returned line shows while it leaves.
 */
export function payHeldPlace(checkoutUrl: string | undefined, what: string): string | null {
  if (!checkoutUrl) return null;
  window.location.assign(checkoutUrl);
  return `${what}: your place is held for 15 minutes while you pay. Taking you to Stripe…`;
}
