import "server-only";
import { env } from "@/lib/env";

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** The Connect webhook's secret: events of the studios' own accounts. Unset: students pay nothing online. */
  connectWebhookSecret?: string;
  /** The platform's cut of each student payment, in basis points. */
  platformFeeBps?: number;
  /** A local stand-in of Stripe's API (tests); unset means api.stripe.com. */
  apiBase?: string;
};

function fromEnv(): StripeSettings | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    connectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET,
    platformFeeBps: env.PLATFORM_FEE_BPS,
    apiBase: env.STRIPE_API_BASE,
  };
}

// lib/env.ts parses the environment once at import, so tests cannot switch Stripe on per file by
// stubbing the environment; they point this module at their stand-in through the setter below.
let override: StripeSettings | null | undefined;

/** Stripe's keys, or null when Stripe is not configured (then nothing is paid online and the webhooks are 404). */
export function stripeSettings(): StripeSettings | null {
  return override === undefined ? fromEnv() : override;
}

/**
 * Whether this server can take students' money at all: Stripe and its Connect webhook are set up.
 * A studio still takes none until it has connected its own account (lib/stripe/studio-account.ts).
 */
export function connectConfigured(): boolean {
  return Boolean(stripeSettings()?.connectWebhookSecret);
}

/** Tests only: use these settings (null = not configured; undefined = back to the environment). */
export function setStripeSettingsForTests(settings: StripeSettings | null | undefined): void {
  override = settings;
}
