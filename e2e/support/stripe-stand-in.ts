import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { activeAccount, connectAnswer, type Accounts } from "../../tests/helpers/stripe-stand-in-connect";

/** The secrets the e2e app server is started with (the stand-in signs its events with the Connect one). */
export const E2E_WEBHOOK_SECRET = "whsec_e2e_standin_platform_0123456789";
export const E2E_CONNECT_WEBHOOK_SECRET = "whsec_e2e_standin_connect_9876543210";

/** One call the app made to Stripe's API; `account` is its Stripe-Account header (null: the platform's own account). */
export type E2eStripeRequest = { method: string; path: string; form: Record<string, string>; account: string | null };

/** A Checkout session the app created, as the stand-in's payment page needs it. */
export type E2eCheckout = {
  id: string;
  account: string | null;
  mode: string;
  metadata: Record<string, string>;
  amountCents: number;
  customer: string | null;
  /** The card is kept for later payments (payment_intent_data[setup_future_usage]), or it is a setup-mode Checkout. */
  setup: boolean;
  successUrl: string;
  cancelUrl: string;
};

/** A card as Stripe describes it on a PaymentMethod. */
export type E2eCard = { brand: string; last4: string; exp_month: number; exp_year: number };

/** An event the stand-in delivered to the app, and the app's answer. */
export type E2eDelivery = { type: string; account: string; status: number; body: string };

const signer = new Stripe("sk_test_e2e_signer");

/**
 * Stripe for an e2e run, in the Playwright process: node:http on a free port answering the app's API
 * calls (the Connect answers of tests/helpers/stripe-stand-in-connect.ts, plus Checkout sessions and
 * onboarding links), and the two pages Stripe would host, so a browser walks the whole way:
 *
 * - `/setup/<account>`: onboarding. "Finish" makes the account active, delivers `account.updated`
 *   to the app's Connect webhook, then sends the browser to the link's return_url.
 * - `/c/pay/<session>`: Checkout. "Pay" (or "Save card" in setup mode) delivers a signed
 *   `checkout.session.completed` for the session's account, then sends the browser to success_url.
 *
 * Every API request is kept, with its Stripe-Account header, for the spec to check. A card saved in
 * setup mode is Visa 4242, unless the spec pushed another onto `cardsToSave` (taken in order, one per
 * SetupIntent), so a student who replaces their card sees the new one.
 */
export async function startE2eStripe(appOrigin: string) {
  const requests: E2eStripeRequest[] = [];
  const accounts: Accounts = new Map();
  const checkouts = new Map<string, E2eCheckout>();
  const links = new Map<string, { returnUrl: string; refreshUrl: string }>();
  const deliveries: E2eDelivery[] = [];
  const cardsToSave: E2eCard[] = [];
  /** The card each SetupIntent saved, once it was read (the app may read one twice). */
  const savedBy = new Map<string, E2eCard>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_e2e_${++counter}_${Math.random().toString(36).slice(2, 8)}`;
  let base = "";

  /** Signs an event of `account` with the Connect secret and POSTs it to the app, as Stripe would. */
  async function deliver(account: string, type: string, object: Record<string, unknown>): Promise<E2eDelivery> {
    const payload = JSON.stringify({
      id: nextId("evt"),
      object: "event",
      type,
      account,
      created: Math.floor(Date.now() / 1000),
      api_version: "2025-01-01",
      data: { object },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: E2E_CONNECT_WEBHOOK_SECRET });
    const response = await fetch(`${appOrigin}/api/webhooks/stripe-connect`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    });
    const delivery = { type, account, status: response.status, body: await response.text() };
    deliveries.push(delivery);
    return delivery;
  }

  async function pay(checkout: E2eCheckout): Promise<E2eDelivery> {
    const setupMode = checkout.mode === "setup";
    // The Connect answers read the amount from the intent's id, and "save" in it as a card kept for later.
    const intent = `pi_${checkout.setup ? "save_" : ""}${++counter}_${checkout.amountCents}`;
    return deliver(checkout.account ?? "", "checkout.session.completed", {
      id: checkout.id,
      object: "checkout.session",
      mode: checkout.mode,
      status: "complete",
      payment_status: setupMode ? "no_payment_required" : "paid",
      amount_total: setupMode ? 0 : checkout.amountCents,
      customer: checkout.customer,
      payment_intent: setupMode ? null : intent,
      setup_intent: setupMode ? nextId("seti") : null,
      metadata: checkout.metadata,
    });
  }

  const server = http.createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", () => {
      void handle(request, raw, response).catch((error: unknown) => {
        response.writeHead(500, { "content-type": "text/plain" });
        response.end(`stand-in error: ${error instanceof Error ? error.stack : String(error)}`);
      });
    });
  });

  async function handle(request: http.IncomingMessage, raw: string, response: http.ServerResponse) {
    const method = request.method ?? "GET";
    const url = new URL(request.url ?? "/", base);
    const path = url.pathname;

    // The pages Stripe hosts: what the browser sees.
    const payPage = path.match(/^\/c\/pay\/([^/]+)$/);
    if (payPage) {
      const checkout = checkouts.get(payPage[1]);
      if (!checkout) return page(response, 404, "Checkout not found", "<p>This Checkout session doesn't exist.</p>");
      if (method === "POST") {
        const delivered = await pay(checkout);
        if (delivered.status !== 200)
          return page(response, 502, "Webhook refused", `<p>The app answered ${delivered.status}: ${escapeHtml(delivered.body)}</p>`);
        return redirect(response, checkout.successUrl);
      }
      const what = checkout.mode === "setup" ? "Save a card for later" : `Pay ${(checkout.amountCents / 100).toFixed(2)}`;
      return page(
        response,
        200,
        "Stripe stand-in Checkout",
        `<p>${what} (account ${escapeHtml(checkout.account ?? "platform")}).</p>
        <form method="post"><button type="submit">${checkout.mode === "setup" ? "Save card" : "Pay"}</button></form>
        <p><a href="${escapeHtml(checkout.cancelUrl)}">Back</a></p>`,
      );
    }
    const setupPage = path.match(/^\/setup\/([^/]+)$/);
    if (setupPage) {
      const account = setupPage[1];
      const link = links.get(account);
      if (!link || !accounts.has(account)) return page(response, 404, "Link expired", "<p>This onboarding link doesn't exist.</p>");
      if (method === "POST") {
        accounts.set(account, activeAccount(account));
        const delivered = await deliver(account, "account.updated", activeAccount(account));
        if (delivered.status !== 200)
          return page(response, 502, "Webhook refused", `<p>The app answered ${delivered.status}: ${escapeHtml(delivered.body)}</p>`);
        return redirect(response, link.returnUrl);
      }
      return page(
        response,
        200,
        "Stripe stand-in onboarding",
        `<p>Set up payments for ${escapeHtml(account)}.</p>
        <form method="post"><button type="submit">Finish</button></form>
        <p><a href="${escapeHtml(link.refreshUrl)}">Start again</a></p>`,
      );
    }

    // Stripe's API: what the app's SDK calls (a browser's /favicon.ico is no call of the app's).
    if (!path.startsWith("/v1/")) return page(response, 404, "Not found", "<p>Nothing here.</p>");
    const form = Object.fromEntries(new URLSearchParams(raw || url.search));
    const account = (request.headers["stripe-account"] as string | undefined) ?? null;
    requests.push({ method, path, form, account });
    const [status, body] = apiAnswer(method, path, form, account);
    response.writeHead(status, { "content-type": "application/json", "request-id": nextId("req") });
    response.end(JSON.stringify(body));
  }

  function apiAnswer(method: string, path: string, form: Record<string, string>, account: string | null): [number, unknown] {
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = nextId("cs");
      const checkout: E2eCheckout = {
        id,
        account,
        mode: form.mode,
        metadata: nested(form, "metadata"),
        amountCents: lineItemsTotal(form),
        customer: form.customer ?? null,
        setup: form.mode === "setup" || form["payment_intent_data[setup_future_usage]"] === "off_session",
        successUrl: form.success_url,
        cancelUrl: form.cancel_url,
      };
      checkouts.set(id, checkout);
      return [200, { id, object: "checkout.session", mode: form.mode, status: "open", url: `${base}/c/pay/${id}` }];
    }
    const expire = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
    if (method === "POST" && expire) return [200, { id: expire[1], object: "checkout.session", status: "expired", url: null }];
    if (method === "POST" && path === "/v1/account_links") {
      links.set(form.account, { returnUrl: form.return_url, refreshUrl: form.refresh_url });
      return [200, { object: "account_link", url: `${base}/setup/${form.account}`, expires_at: Math.floor(Date.now() / 1000) + 300 }];
    }
    const setupIntent = path.match(/^\/v1\/setup_intents\/([^/]+)$/);
    if (method === "GET" && setupIntent && (savedBy.has(setupIntent[1]) || cardsToSave.length > 0)) {
      const card = savedBy.get(setupIntent[1]) ?? cardsToSave.shift()!;
      savedBy.set(setupIntent[1], card);
      const [status, body] = connectAnswer(method, path, form, account, nextId, accounts)!;
      const answer = body as { payment_method: { card: E2eCard } };
      return [status, { ...answer, payment_method: { ...answer.payment_method, card } }];
    }
    return (
      connectAnswer(method, path, form, account, nextId, accounts) ?? [
        404,
        { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` } },
      ]
    );
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiBase: base,
    requests,
    accounts,
    checkouts,
    deliveries,
    cardsToSave,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type E2eStripe = Awaited<ReturnType<typeof startE2eStripe>>;

/** `metadata[kind]=balance` and its like, as the object the SDK encoded. */
function nested(form: Record<string, string>, name: string): Record<string, string> {
  const prefix = `${name}[`;
  return Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith(prefix) && key.endsWith("]"))
      .map(([key, value]) => [key.slice(prefix.length, -1), value]),
  );
}

/** What the Checkout charges: each line's unit amount times its quantity. */
function lineItemsTotal(form: Record<string, string>): number {
  let total = 0;
  for (let i = 0; `line_items[${i}][quantity]` in form; i++)
    total += Number(form[`line_items[${i}][price_data][unit_amount]`] ?? 0) * Number(form[`line_items[${i}][quantity]`]);
  return total;
}

function page(response: http.ServerResponse, status: number, title: string, body: string) {
  response.writeHead(status, { "content-type": "text/html; charset=utf-8" });
  response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><main><h1>${title}</h1>${body}</main></body></html>`);
}

function redirect(response: http.ServerResponse, location: string) {
  response.writeHead(303, { location });
  response.end();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
