import type { Db } from "@/lib/db/client";
import { paymentsAccounts } from "@/lib/db/schema";

/**
 * The Connect half of the Stripe stand-in: connected accounts, onboarding links, payouts, and what a
 * connected account's PaymentIntents, SetupIntents and balance transactions look like. Stripe's fee
 * is 2.9% + 30 cents of the amount; a PaymentIntent id containing "save" saved its card for later, and
 * one containing "pending" has no balance transaction yet (its fee comes later, with charge.updated),
 * and one containing "appfee<N>" gave the platform N cents (application_fee_amount).
 */
export type Accounts = Map<string, Record<string, unknown>>;
/** Per payment method, what its next off-session charges do, in order; then "ok". */
export type CardOutcomes = Map<string, ("ok" | "decline" | "expired" | "authenticate" | "invalid")[]>;

const REFUSALS = {
  decline: { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." },
  expired: { code: "expired_card", message: "Your card has expired." },
  authenticate: { code: "authentication_required", message: "This payment requires authentication." },
} as const;

/** An off-session PaymentIntent (autopay): succeeded, or Stripe's 402 card error as the card's next outcome says. */
function offSessionIntent(form: Record<string, string>, nextId: (prefix: string) => string, cardOutcomes: CardOutcomes): [number, unknown] {
  const method = form.payment_method ?? "";
  const outcome = cardOutcomes.get(method)?.shift() ?? (method.includes("decline") ? "decline" : "ok");
  const id = nextId("pi");
  // A request Stripe refuses whatever the card (an amount under its minimum): 400, not a card error.
  if (outcome === "invalid")
    return [400, { error: { type: "invalid_request_error", param: "amount", message: "Amount must be at least $0.50 usd" } }];
  if (outcome !== "ok")
    return [
      402,
      {
        error: {
          type: "card_error",
          ...REFUSALS[outcome],
          payment_intent: { id, object: "payment_intent", status: "requires_payment_method" },
        },
      },
    ];
  const amount = Number(form.amount);
  return [
    200,
    {
      id,
      object: "payment_intent",
      status: "succeeded",
      amount,
      currency: form.currency,
      customer: form.customer,
      payment_method: method,
      application_fee_amount: Number(form.application_fee_amount) || null,
      latest_charge: {
        id: `ch_${id}`,
        object: "charge",
        balance_transaction: { id: `txn_${id}`, object: "balance_transaction", fee: stripeFee(amount), amount },
      },
    },
  ];
}

export function activeAccount(id: string): Record<string, unknown> {
  return {
    id,
    object: "account",
    type: "standard",
    charges_enabled: true,
    payouts_enabled: true,
    details_submitted: true,
    requirements: { currently_due: [], past_due: [] },
  };
}

export function stripeFee(amountCents: number): number {
  return Math.round(amountCents * 0.029) + 30;
}

const CARD = { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2030 };

export function connectAnswer(
  method: string,
  path: string,
  form: Record<string, string>,
  account: string | null,
  nextId: (prefix: string) => string,
  accounts: Accounts,
  cardOutcomes: CardOutcomes = new Map(),
): [number, unknown] | null {
  if (method === "POST" && path === "/v1/payment_intents" && account) return offSessionIntent(form, nextId, cardOutcomes);
  // A connected account's last Customer is the one its Checkouts pay as (the student's, made just before).
  const customerKey = `customer:${account}`;
  if (method === "POST" && path === "/v1/customers" && account) {
    const id = nextId("cus");
    accounts.set(customerKey, { id });
    return [200, { id, object: "customer", name: form.name, email: form.email }];
  }
  const lastCustomer = (accounts.get(customerKey)?.id as string | undefined) ?? "cus_unknown";
  if (method === "POST" && path === "/v1/accounts") {
    const id = nextId("acct");
    const created = {
      id,
      object: "account",
      type: form.type,
      email: form.email,
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      requirements: { currently_due: ["external_account", "tos_acceptance.date"], past_due: [] },
    };
    accounts.set(id, created);
    return [200, created];
  }
  const accountPath = path.match(/^\/v1\/accounts\/([^/]+)$/);
  if (method === "DELETE" && accountPath) {
    accounts.delete(accountPath[1]);
    return [200, { id: accountPath[1], object: "account", deleted: true }];
  }
  if (method === "GET" && accountPath) {
    const known = accounts.get(accountPath[1]);
    // The studio revoked the platform at Stripe: Stripe answers 403 for the account (and anything on it).
    if (known?.revoked)
      return [
        403,
        { error: { type: "invalid_request_error", message: `The provided key does not have access to account '${accountPath[1]}'.` } },
      ];
    return known ? [200, known] : [404, { error: { type: "invalid_request_error", code: "resource_missing", message: "No such account" } }];
  }
  if (method === "POST" && path === "/v1/account_links")
    return [200, { object: "account_link", url: `https://connect.stripe.test/setup/s/${form.account}`, expires_at: 0 }];
  if (method === "GET" && path === "/v1/payouts")
    return [
      200,
      {
        object: "list",
        has_more: false,
        data: [{ id: nextId("po"), object: "payout", amount: 12_345, currency: "usd", arrival_date: 1_795_000_000, status: "paid" }],
      },
    ];
  const intent = path.match(/^\/v1\/payment_intents\/([^/]+)$/);
  if (method === "GET" && intent) {
    const amount = Number(intent[1].match(/_(\d+)$/)?.[1] ?? 10_000);
    const saves = intent[1].includes("save");
    const pending = intent[1].includes("pending");
    return [
      200,
      {
        id: intent[1],
        object: "payment_intent",
        amount,
        application_fee_amount: Number(intent[1].match(/appfee(\d+)/)?.[1]) || null,
        setup_future_usage: saves ? "off_session" : null,
        customer: saves ? lastCustomer : null,
        payment_method: { id: `pm_${intent[1]}`, object: "payment_method", type: "card", card: CARD },
        latest_charge: {
          id: `ch_${intent[1]}`,
          object: "charge",
          balance_transaction: pending ? null : { id: `txn_${intent[1]}`, object: "balance_transaction", fee: stripeFee(amount), amount },
        },
      },
    ];
  }
  const setup = path.match(/^\/v1\/setup_intents\/([^/]+)$/);
  if (method === "GET" && setup)
    return [
      200,
      {
        id: setup[1],
        object: "setup_intent",
        customer: lastCustomer,
        payment_method: { id: `pm_${setup[1]}`, object: "payment_method", type: "card", card: CARD },
      },
    ];
  const balance = path.match(/^\/v1\/balance_transactions\/([^/]+)$/);
  if (method === "GET" && balance) return [200, { id: balance[1], object: "balance_transaction", fee: 321 }];
  const detach = path.match(/^\/v1\/payment_methods\/([^/]+)\/detach$/);
  // A card whose id contains "gone" was already detached at Stripe (the student removed it in another tab).
  if (method === "POST" && detach && detach[1].includes("gone"))
    return [400, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such PaymentMethod: '${detach[1]}'` } }];
  if (method === "POST" && detach) return [200, { id: detach[1], object: "payment_method", customer: null }];
  if (method === "POST" && path === "/v1/refunds")
    return [
      200,
      { id: nextId("re"), object: "refund", amount: Number(form.amount), payment_intent: form.payment_intent, status: "succeeded" },
    ];
  return null;
}

/** Connects a studio to an account that takes charges, as finishing Stripe's onboarding would. */
export async function connectStudio(db: Db, studioId: string, accountId = `acct_${studioId.slice(0, 8)}`): Promise<string> {
  await db.insert(paymentsAccounts).values({ accountId, studioId, status: "active", chargesEnabled: true, payoutsEnabled: true });
  return accountId;
}
