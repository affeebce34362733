import { test } from "@playwright/test";
import { freePort, startAppServer, type AppServer } from "./app-server";
import { E2E_CONNECT_WEBHOOK_SECRET, E2E_WEBHOOK_SECRET, startE2eStripe, type E2eStripe } from "./stripe-stand-in";

/** The spec's own app server with Stripe configured, and the Stripe stand-in it calls. */
export type StripeAppServer = { readonly app: AppServer; readonly stripe: E2eStripe };

/**
 * For a spec that takes money through Stripe. The suite's server runs without Stripe, and other specs
 * rely on that: this registers, in the calling spec file, a beforeAll that starts a Stripe stand-in in
 * this process and an app server of the spec's own pointed at it (`env` on top of the Stripe settings,
 * e.g. PLATFORM_FEE_BPS), and an afterAll that stops both. Read `.app` and `.stripe` inside the tests.
 */
export function withStripeAppServer(env: Record<string, string> = {}): StripeAppServer {
  let stripe: E2eStripe | undefined;
  let app: AppServer | undefined;

  test.beforeAll(async () => {
    // A fresh database is migrated and seeded before the server answers.
    test.setTimeout(240_000);
    const port = await freePort();
    stripe = await startE2eStripe(`http://localhost:${port}`);
    app = await startAppServer(port, {
      STRIPE_SECRET_KEY: "sk_test_e2e",
      STRIPE_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
      STRIPE_CONNECT_WEBHOOK_SECRET: E2E_CONNECT_WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.apiBase,
      ...env,
    });
  });

  test.afterAll(async () => {
    // Both, even when one fails or never started.
    await Promise.allSettled([app?.stop(), stripe?.stop()]);
  });

  const notYet = (what: string) => new Error(`The spec's ${what} isn't running: read it inside a test, after beforeAll.`);
  return {
    get app() {
      if (!app) throw notYet("app server");
      return app;
    },
    get stripe() {
      if (!stripe) throw notYet("Stripe stand-in");
      return stripe;
    },
  };
}
