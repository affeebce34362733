// The Stripe stand-in's server, free of vitest so a bench script (tsx) can start it too; test files
// use it through ./stripe-stand-in (withStripeStandIn, signed webhook deliveries).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { setStripeSettingsForTests, type StripeSettings } from "@/lib/stripe/config";
import { type CardOutcomes, connectAnswer } from "./stripe-stand-in-connect";

/** `account`: the Stripe-Account header (the studio's connected account), or null for the platform's own account. */
export type StandInRequest = {
  method: string;
  path: string;
  form: Record<string, string>;
  account: string | null;
  /** The Idempotency-Key header: a request repeated with the same key is answered with the first answer, as Stripe does. */
  idempotencyKey: string | null;
};

export const WEBHOOK_SECRET = "whsec_test_standin_0123456789";
export const CONNECT_WEBHOOK_SECRET = "whsec_test_standin_connect_9876543210";

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

/**
 * A local stand-in of Stripe's API (node:http on a random port) answering the calls the app makes
 * with canned JSON shaped like Stripe's, so the REAL SDK is exercised end to end. Every request is
 * kept (form-decoded) for assertions.
 */
export async function startStripeStandIn() {
  const requests: StandInRequest[] = [];
  // Stripe's side of each subscription a test set up (status, period end…): retrieve answers with it.
  const subscriptions = new Map<string, Record<string, unknown>>();
  // Connected accounts as Stripe would answer for them (accounts.retrieve); tests may change them.
  const accounts = new Map<string, Record<string, unknown>>();
  // Answers already given per idempotency key (Stripe replays them for 24 hours).
  const replays = new Map<string, [number, unknown]>();
  // What the next off-session charges of a payment method do, in order ("ok", "decline", "expired", "authenticate"); then "ok".
  const cardOutcomes: CardOutcomes = new Map();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test_${++counter}_${Math.random().toString(36).slice(2, 8)}`;
  const server = http.createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://stand-in");
      const form = Object.fromEntries(new URLSearchParams(raw || url.search));
      const account = (request.headers["stripe-account"] as string | undefined) ?? null;
      const idempotencyKey = (request.headers["idempotency-key"] as string | undefined) ?? null;
      requests.push({ method: request.method ?? "GET", path: url.pathname, form, account, idempotencyKey });
      const replayKey = idempotencyKey && request.method === "POST" ? `${account}|${url.pathname}|${idempotencyKey}` : null;
      const [status, body] =
        (replayKey && replays.get(replayKey)) ||
        connectAnswer(request.method ?? "GET", url.pathname, form, account, nextId, accounts, cardOutcomes) ||
        answer(request.method ?? "GET", url.pathname, form, nextId, subscriptions);
      if (replayKey && !replays.has(replayKey)) replays.set(replayKey, [status, body]);
      response.writeHead(status, { "content-type": "application/json", "request-id": nextId("req") });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const apiBase = `http://127.0.0.1:${port}`;
  setStripeSettingsForTests(standInSettings(apiBase));
  return {
    apiBase,
    requests,
    subscriptions,
    accounts,
    cardOutcomes,
    /** How many PaymentIntents were created per idempotency key (a repeat with the same key is not a new charge). */
    chargesByKey(): Map<string, number> {
      const counts = new Map<string, number>();
      for (const request of requests)
        if (request.method === "POST" && request.path === "/v1/payment_intents" && request.idempotencyKey)
          counts.set(request.idempotencyKey, (counts.get(request.idempotencyKey) ?? 0) + 1);
      return counts;
    },
    async stop() {
      setStripeSettingsForTests(undefined);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Stripe as the stand-in configures it (keys, both webhook secrets), pointed at `apiBase`: a test that
 * turns Stripe off or points it elsewhere for a moment puts these back (with the stand-in's apiBase).
 */
export function standInSettings(apiBase: string): StripeSettings {
  return { secretKey: "sk_test_standin", webhookSecret: WEBHOOK_SECRET, connectWebhookSecret: CONNECT_WEBHOOK_SECRET, apiBase };
}

function answer(
  method: string,
  path: string,
  form: Record<string, string>,
  nextId: (prefix: string) => string,
  subscriptions: Map<string, Record<string, unknown>>,
): [number, unknown] {
  if (method === "POST" && path === "/v1/customers")
    return [200, { id: nextId("cus"), object: "customer", name: form.name, email: form.email }];
  if (method === "POST" && path === "/v1/coupons")
    return [200, { id: nextId("coupon"), object: "coupon", amount_off: Number(form.amount_off), duration: form.duration }];
  if (method === "POST" && path === "/v1/checkout/sessions") {
    const id = nextId("cs");
    return [200, { id, object: "checkout.session", mode: form.mode, url: `https://checkout.stripe.test/c/pay/${id}`, status: "open" }];
  }
  const expire = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
  if (method === "POST" && expire) return [200, { id: expire[1], object: "checkout.session", status: "expired", url: null }];
  const subscription = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
  if (subscription) {
    const id = subscription[1];
    const known = subscriptions.get(id) ?? {};
    const state = { status: "active", cancel_at_period_end: false, ...known };
    if (method === "DELETE") state.status = "canceled";
    if (method === "POST" && "cancel_at_period_end" in form) state.cancel_at_period_end = form.cancel_at_period_end === "true";
    if (method !== "GET") subscriptions.set(id, { ...known, status: state.status, cancel_at_period_end: state.cancel_at_period_end });
    const item = {
      id: "si_test_1",
      object: "subscription_item",
      price: { id: "price_test_1", product: "prod_test_1" },
      ...(!known.legacy && { current_period_end: known.current_period_end }),
    };
    // `legacy: true` answers as API versions before 2025-03-31 did: the period end on the subscription itself.
    return [
      200,
      {
        id,
        object: "subscription",
        ...state,
        current_period_end: known.legacy ? known.current_period_end : undefined,
        items: { object: "list", data: [item] },
      },
    ];
  }
  return [404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` } }];
}
