import "server-only";
import { env } from "@/lib/env";

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** A local stand-in of Stripe's API (tests); unset means api.stripe.com. */
  apiBase?: string;
};

function fromEnv(): StripeSettings | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  return { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiBase: env.STRIPE_API_BASE };
}

// lib/env.ts parses the environment once at import, so tests cannot switch Stripe on per file by
// stubbing the environment; they point this module at their stand-in through the setter below.
let override: StripeSettings | null | undefined;

/** Stripe's keys, or null when online payment is not configured (then Checkout is not offered and the webhook is 404). */
export function stripeSettings(): StripeSettings | null {
  return override === undefined ? fromEnv() : override;
}

/** Whether students are offered Pay / Buy online (the Payments screen asks this, not lib/env). */
export function onlinePaymentAvailable(): boolean {
  return stripeSettings() !== null;
}

/** Tests only: use these settings (null = not configured; undefined = back to the environment). */
export function setStripeSettingsForTests(settings: StripeSettings | null | undefined): void {
  override = settings;
}
