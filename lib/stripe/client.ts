import "server-only";
import Stripe from "stripe";
import { AppError } from "@/lib/api/app-error";
import { stripeSettings, type StripeSettings } from "./config";

const clients = new Map<string, Stripe>();

/** The official SDK's client for the configured keys; STRIPE_API_BASE points it at a local stand-in. */
export function stripeClient(settings: StripeSettings): Stripe {
  const key = `${settings.secretKey}|${settings.apiBase ?? ""}`;
  let client = clients.get(key);
  if (!client) {
    const base = settings.apiBase ? new URL(settings.apiBase) : null;
    client = new Stripe(settings.secretKey, {
      maxNetworkRetries: 1,
      timeout: 20_000,
      telemetry: false,
      ...(base && {
        host: base.hostname,
        port: base.port || (base.protocol === "https:" ? 443 : 80),
        protocol: base.protocol === "https:" ? "https" : "http",
      }),
    });
    clients.set(key, client);
  }
  return client;
}

/** The client and its settings, or 404 when Stripe is not configured (the online option does not exist). */
export function requireStripe(): { stripe: Stripe; settings: StripeSettings } {
  const settings = stripeSettings();
  if (!settings) throw new AppError("not_found", "Online payment is not set up for this studio.");
  return { stripe: stripeClient(settings), settings };
}
