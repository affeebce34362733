import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { getExpectedTwilioSignature } from "twilio/lib/webhooks/webhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as twilioWebhook } from "@/app/api/webhooks/twilio/route";
import { getDb } from "@/lib/db/client";
import { stripeEvents } from "@/lib/db/schema";
import { setSmsSettingsForTests } from "@/lib/notifications/sms-transport";
import { callRoute } from "../helpers/call-route";
import {
  CONNECT_WEBHOOK_SECRET,
  deliverConnectWebhook,
  deliverWebhook,
  signedConnectEvent,
  signedEvent,
  WEBHOOK_SECRET,
  withStripeStandIn,
} from "../helpers/stripe-stand-in";
import { startTwilioStandIn } from "../helpers/twilio-stand-in";

/**
 * An event signed with the real webhook secret but not shaped as Stripe sends it (a fault at the
 * sender, a replayed test payload, a different API version): 400 and one warning line, never a 500,
 * and nothing recorded, so a corrected delivery still applies.
 */
withStripeStandIn();
afterEach(() => vi.restoreAllMocks());

const signer = new Stripe("sk_test_signer");

/** Any JSON body, signed as Stripe signs: the signature is valid whatever the body says. */
function signedRaw(body: unknown, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(body);
  return {
    id: "raw",
    payload,
    headers: {
      "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret }),
      "content-type": "application/json",
    },
  };
}

const now = () => Math.floor(Date.now() / 1000);
const event = (type: string, data: unknown, extra: Record<string, unknown> = {}) => ({
  id: `evt_bad_${randomUUID().slice(0, 8)}`,
  object: "event",
  type,
  created: now(),
  data,
  ...extra,
});
const checkout = (object: Record<string, unknown>) => ({ id: "cs_test_bad", object: "checkout.session", ...object });
const studioId = randomUUID();

const MALFORMED: [string, unknown][] = [
  ["a JSON array", []],
  ["no id", { ...event("checkout.session.completed", { object: checkout({}) }), id: undefined }],
  ["no type", { ...event("checkout.session.completed", { object: checkout({}) }), type: 7 }],
  ["a created time that is text", event("checkout.session.completed", { object: checkout({}) }, { created: "yesterday" })],
  ["a created time past any calendar", event("checkout.session.completed", { object: checkout({}) }, { created: 1e300 })],
  ["no data", event("checkout.session.completed", undefined)],
  ["no data.object", event("checkout.session.completed", {})],
  ["data.object a string", event("checkout.session.completed", { object: "cs_test_1" })],
  ["a Checkout without an id", event("checkout.session.completed", { object: { object: "checkout.session", mode: "payment" } })],
  ["metadata as text", event("checkout.session.completed", { object: checkout({ mode: "payment", metadata: "studio" }) })],
  [
    "an amount that is text",
    event("checkout.session.completed", {
      object: checkout({ mode: "payment", payment_status: "paid", amount_total: "lots", metadata: { studioId, studentId: randomUUID() } }),
    }),
  ],
  [
    "a studio id that is no id",
    event("checkout.session.completed", {
      object: checkout({
        mode: "payment",
        payment_status: "paid",
        amount_total: 5_000,
        metadata: { studioId: "studio-1", studentId: "x" },
      }),
    }),
  ],
  [
    "held bookings that are no ids",
    event("checkout.session.expired", { object: checkout({ metadata: { kind: "booking", studioId, bookingIds: "a,b" } }) }),
  ],
  [
    "an amount past any integer",
    event("checkout.session.completed", {
      object: checkout({ mode: "payment", payment_status: "paid", amount_total: 1e12, metadata: { studioId, studentId: randomUUID() } }),
    }),
  ],
  ["a subscription without an id", event("customer.subscription.updated", { object: { object: "subscription", status: "active" } })],
  ["a deleted subscription's id a number", event("customer.subscription.deleted", { object: { id: 42, object: "subscription" } })],
  [
    "an invoice without lines",
    event("invoice.paid", { object: { id: "in_1", object: "invoice", amount_paid: 100, billing_reason: "subscription_cycle" } }),
  ],
  [
    "an invoice's lines not a list",
    event("invoice.paid", {
      object: { id: "in_1", object: "invoice", amount_paid: 100, period_start: now(), period_end: now(), lines: { data: "none" } },
    }),
  ],
];

/** What only the studios' own accounts send (the Connect webhook): their events' own fields. */
const MALFORMED_CONNECT: [string, unknown][] = [
  ["an account that is no text", event("account.updated", { object: { id: "acct_1", object: "account" } }, { account: 42 })],
  [
    "an updated account without an id",
    event("account.updated", { object: { object: "account", charges_enabled: true } }, { account: "acct_1" }),
  ],
  [
    "an account's requirements not a list",
    event("account.updated", { object: { id: "acct_1", requirements: { currently_due: "bank" } } }, { account: "acct_1" }),
  ],
  [
    "a charge's PaymentIntent a number",
    event("charge.updated", { object: { id: "ch_1", payment_intent: 7, balance_transaction: "txn_1" } }, { account: "acct_1" }),
  ],
  ["a detached card without an id", event("payment_method.detached", { object: { object: "payment_method" } }, { account: "acct_1" })],
];

const ENDPOINTS = [
  ["POST /api/webhooks/stripe", MALFORMED, WEBHOOK_SECRET, deliverWebhook],
  ["POST /api/webhooks/stripe-connect", [...MALFORMED, ...MALFORMED_CONNECT], CONNECT_WEBHOOK_SECRET, deliverConnectWebhook],
] as const;

describe.each(ENDPOINTS)("%s with a correctly signed but malformed event", (_endpoint, cases, secret, deliver) => {
  it.each(cases)("%s: 400, one warning line, nothing recorded", async (_name, body) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const delivered = signedRaw(body, secret);
    const response = await deliver(delivered);
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.error.code).toBe("bad_request");
    expect(response.body.error.message).toMatch(/not an event we can read/);
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    const line = warn.mock.calls[0].map(String).join(" ");
    expect(line).not.toContain("\n");
    const id = (body as { id?: unknown } | null)?.id;
    if (typeof id === "string") expect(await (await getDb()).select().from(stripeEvents).where(eq(stripeEvents.id, id))).toHaveLength(0);
  });

  it("a well-formed event of a type it doesn't act on, and a Checkout of someone else's, are still acknowledged", async () => {
    const sign = (type: string, object: Record<string, unknown>) =>
      secret === WEBHOOK_SECRET ? signedEvent(type, object) : signedConnectEvent("acct_test_nobody", type, object);
    expect((await deliver(sign("charge.refunded", { id: "ch_1", object: "charge" }))).status).toBe(200);
    const foreign = sign("checkout.session.completed", { id: "cs_foreign", object: "checkout.session", mode: "payment", metadata: {} });
    expect((await deliver(foreign)).status).toBe(200);
  });
});

describe("POST /api/webhooks/twilio with a correctly signed but malformed message", () => {
  let twilio: Awaited<ReturnType<typeof startTwilioStandIn>>;
  beforeAll(async () => {
    twilio = await startTwilioStandIn();
    setSmsSettingsForTests(twilio.settings);
  });
  afterAll(async () => {
    setSmsSettingsForTests(undefined);
    await twilio.stop();
  });

  it("a number with a NUL character is refused with 400, never a 500", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const params = { From: "+1212555\u00000134", Body: "STOP" };
    const url = "http://localhost:3000/api/webhooks/twilio";
    const response = await callRoute(twilioWebhook, {
      method: "POST",
      path: "/api/webhooks/twilio",
      body: new URLSearchParams(params).toString(),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": getExpectedTwilioSignature(twilio.settings.authToken, url, params),
      },
    });
    expect(response.status).toBe(400);
  });
});
