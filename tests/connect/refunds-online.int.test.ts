import { afterEach, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { POST as refundRoute } from "@/app/api/payments/[id]/refunds/route";
import { POST as paymentRoute } from "@/app/api/payments/route";
import { DELETE as disconnect } from "@/app/api/studio/payments-account/route";
import { getDb } from "@/lib/db/client";
import { ledgerEntries, onlineCharges } from "@/lib/db/schema";
import { addEntry } from "@/lib/payments/ledger";
import { stripeClient } from "@/lib/stripe/client";
import { setStripeSettingsForTests, stripeSettings } from "@/lib/stripe/config";
import { DISCONNECTED_REFUND_MESSAGE } from "@/lib/stripe/refund-online";
import { callRoute } from "../helpers/call-route";
import { makeStudentMember } from "../helpers/people-factory";
import { deliverConnectWebhook, signedConnectEvent, withStripeStandIn } from "../helpers/stripe-stand-in";
import { connectStudio } from "../helpers/stripe-stand-in-connect";
import { makeStudio } from "../helpers/studio-factory";

const standIn = withStripeStandIn();

/** Two studios, each connected to its own Stripe account, and a student of the first who paid 50.00 online. */
async function paidOnline(checkoutId: string) {
  const db = await getDb();
  const a = await makeStudio();
  const b = await makeStudio();
  const accountA = await connectStudio(db, a.studio.id);
  const accountB = await connectStudio(db, b.studio.id);
  const { student } = await makeStudentMember(a.studio.id);
  const event = signedConnectEvent(accountA, "checkout.session.completed", {
    id: checkoutId,
    object: "checkout.session",
    mode: "payment",
    payment_status: "paid",
    amount_total: 5_000,
    payment_intent: `pi_${checkoutId}_5000`,
    metadata: { kind: "balance", studioId: a.studio.id, studentId: student.id, packageId: "" },
  });
  expect((await deliverConnectWebhook(event)).status).toBe(200);
  const [payment] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.studioId, a.studio.id), eq(ledgerEntries.externalId, checkoutId)));
  return { a, b, accountA, accountB, student, paymentId: payment.id, intentId: `pi_${checkoutId}_5000` };
}

const refundCalls = (from: number) => standIn.current.requests.slice(from).filter((request) => request.path === "/v1/refunds");

async function refundsOf(paymentId: string) {
  const db = await getDb();
  return db
    .select({ amountCents: ledgerEntries.amountCents, method: ledgerEntries.method, externalId: ledgerEntries.externalId })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, "refund"), eq(ledgerEntries.relatedEntryId, paymentId)));
}

/** The idempotency keys the SDK sent to Stripe for refunds while `run` ran, and what `run` answered. */
async function keysSentDuring<T>(run: () => Promise<T>): Promise<[string[], T]> {
  const stripe = stripeClient(stripeSettings()!);
  const keys: string[] = [];
  const listen = (event: { path: string; idempotency_key?: string }) => {
    if (event.path === "/v1/refunds") keys.push(String(event.idempotency_key));
  };
  stripe.on("request", listen);
  try {
    const result = await run();
    return [keys, result];
  } finally {
    stripe.off("request", listen);
  }
}

describe("refunds of online payments go back through the studio's own Stripe account", () => {
  const settingsBefore: { current?: ReturnType<typeof stripeSettings> } = {};
  afterEach(() => {
    if (settingsBefore.current) setStripeSettingsForTests(settingsBefore.current);
    settingsBefore.current = undefined;
  });

  it("refunds at Stripe on the account that took the payment, never the platform's or another studio's, then records it", async () => {
    const { a, accountA, accountB, paymentId, intentId } = await paidOnline("cs_test_refund_a");
    const n = standIn.current.requests.length;
    const [keys, answer] = await keysSentDuring(() =>
      callRoute(refundRoute, { token: a.owner.token, params: { id: paymentId }, body: { amountCents: 2_000 } }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.refundableCents).toBe(3_000);
    const calls = refundCalls(n);
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/v1/refunds",
        account: accountA,
        form: { payment_intent: intentId, amount: "2000", refund_application_fee: "true" },
        idempotencyKey: `refund:${paymentId}:0`,
      },
    ]);
    expect(standIn.current.requests.slice(n).some((request) => request.account === null || request.account === accountB)).toBe(false);
    expect(keys).toEqual([`refund:${paymentId}:0`]);
    const [recorded] = await refundsOf(paymentId);
    expect(recorded).toMatchObject({ amountCents: 2_000, method: "online", externalId: expect.stringMatching(/^re_/) });

    // A second, later refund is another refund at Stripe: its key names what was refunded before it.
    const [later] = await keysSentDuring(() =>
      callRoute(refundRoute, { token: a.owner.token, params: { id: paymentId }, body: { amountCents: 1_000 } }),
    );
    expect(later).toEqual([`refund:${paymentId}:2000`]);
    expect(await refundsOf(paymentId)).toHaveLength(2);
  });

  it("another studio's owner can't refund it: 404, and nothing reaches Stripe", async () => {
    const { b, paymentId } = await paidOnline("cs_test_refund_other");
    const n = standIn.current.requests.length;
    const answer = await callRoute(refundRoute, { token: b.owner.token, params: { id: paymentId }, body: { amountCents: 1_000 } });
    expect(answer.status).toBe(404);
    expect(refundCalls(n)).toEqual([]);
    expect(await refundsOf(paymentId)).toEqual([]);
  });

  it("a retry never refunds twice: the same Idempotency-Key answers once, and after a lost write Stripe gets the same key", async () => {
    const { a, paymentId } = await paidOnline("cs_test_refund_retry");
    const n = standIn.current.requests.length;
    const request = {
      token: a.owner.token,
      params: { id: paymentId },
      body: { amountCents: 1_500 },
      headers: { "idempotency-key": "refund-retry-1" },
    };
    const first = await callRoute(refundRoute, request);
    const again = await callRoute(refundRoute, request);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(refundCalls(n)).toHaveLength(1);
    expect(await refundsOf(paymentId)).toHaveLength(1);

    // Stripe refunds, then writing the ledger fails (the server stops, say): nothing is recorded here.
    const db = await getDb();
    await db.execute(sql`create or replace function refuse_refund_once() returns trigger language plpgsql as $$
      begin
        if new.kind = 'refund' and new.amount_cents = 700 then raise exception 'the ledger is unreachable'; end if;
        return new;
      end $$`);
    await db.execute(
      sql`create trigger refuse_refund_once before insert on ledger_entries for each row execute function refuse_refund_once()`,
    );
    const [lost, failed] = await keysSentDuring(() =>
      callRoute(refundRoute, { token: a.owner.token, params: { id: paymentId }, body: { amountCents: 700 } }),
    );
    expect(failed.status).toBe(500);
    expect(await refundsOf(paymentId)).toHaveLength(1);
    await db.execute(sql`drop trigger refuse_refund_once on ledger_entries`);
    // Tried again: the same key, so Stripe answers with the refund it already made rather than making another.
    const [retry, retried] = await keysSentDuring(() =>
      callRoute(refundRoute, { token: a.owner.token, params: { id: paymentId }, body: { amountCents: 700 } }),
    );
    expect(retried.status).toBe(201);
    expect(lost).toEqual([`refund:${paymentId}:1500`]);
    expect(retry).toEqual(lost);
    expect((await refundsOf(paymentId)).map((row) => row.amountCents).sort()).toEqual([1_500, 700].sort());
  });

  it("Stripe out of reach: 503 with Retry-After, nothing recorded, the payment still refundable", async () => {
    const { a, paymentId } = await paidOnline("cs_test_refund_down");
    settingsBefore.current = stripeSettings();
    // Nothing listens on port 9: the SDK can't connect.
    setStripeSettingsForTests({ ...settingsBefore.current!, apiBase: "http://127.0.0.1:9" });
    const answer = await callRoute(refundRoute, { token: a.owner.token, params: { id: paymentId }, body: { amountCents: 5_000 } });
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("60");
    expect(answer.body.error.message).toBe("Online payments are unreachable right now. Try again in a minute.");
    expect(await refundsOf(paymentId)).toEqual([]);
    setStripeSettingsForTests(settingsBefore.current);
    const later = await callRoute(refundRoute, { token: a.owner.token, params: { id: paymentId }, body: { amountCents: 5_000 } });
    expect(later.status).toBe(201);
    expect(later.body.refundableCents).toBe(0);
  });

  it("one dancer's share of a couple's Checkout is refunded on that Checkout's PaymentIntent", async () => {
    const { a, accountA, student } = await paidOnline("cs_test_refund_single");
    const db = await getDb();
    const second = await addEntry(db, {
      studioId: a.studio.id,
      studentId: student.id,
      kind: "payment",
      method: "online",
      amountCents: 4_000,
      externalId: "cs_test_couple_refund#2",
      description: "Online payment",
    });
    await db.insert(onlineCharges).values({
      accountId: accountA,
      paymentIntentId: "pi_couple_refund",
      studioId: a.studio.id,
      checkoutId: "cs_test_couple_refund",
      grossCents: 8_000,
      feeCents: 262,
      paidAt: new Date(),
    });
    const n = standIn.current.requests.length;
    const answer = await callRoute(refundRoute, { token: a.owner.token, params: { id: second.id }, body: { amountCents: 4_000 } });
    expect(answer.status).toBe(201);
    expect(refundCalls(n)).toEqual([
      expect.objectContaining({ account: accountA, form: expect.objectContaining({ payment_intent: "pi_couple_refund", amount: "4000" }) }),
    ]);
  });

  it("an account the studio disconnected: 409 saying to refund it in that dashboard; then recorded only, as a card refund", async () => {
    const { a, paymentId } = await paidOnline("cs_test_refund_gone");
    expect((await callRoute(disconnect, { token: a.owner.token, method: "DELETE" })).status).toBe(204);
    const n = standIn.current.requests.length;
    const refused = await callRoute(refundRoute, { token: a.owner.token, params: { id: paymentId }, body: { amountCents: 5_000 } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ message: DISCONNECTED_REFUND_MESSAGE, recordOnly: true });
    expect(await refundsOf(paymentId)).toEqual([]);
    const recorded = await callRoute(refundRoute, {
      token: a.owner.token,
      params: { id: paymentId },
      body: { amountCents: 5_000, recordOnly: true },
    });
    expect(recorded.status).toBe(201);
    expect(refundCalls(n)).toEqual([]);
    expect(await refundsOf(paymentId)).toEqual([{ amountCents: 5_000, method: "card", externalId: null }]);
  });

  it("record-only is refused while the account is connected, and a payment by hand never reaches Stripe", async () => {
    const { a, paymentId, student } = await paidOnline("cs_test_refund_record");
    const n = standIn.current.requests.length;
    const refused = await callRoute(refundRoute, {
      token: a.owner.token,
      params: { id: paymentId },
      body: { amountCents: 1_000, recordOnly: true },
    });
    expect(refused.status).toBe(409);
    expect(await refundsOf(paymentId)).toEqual([]);
    const cash = await callRoute(paymentRoute, {
      token: a.owner.token,
      body: { studentId: student.id, amountCents: 2_000, method: "cash" },
    });
    expect(cash.status).toBe(201);
    const refund = await callRoute(refundRoute, {
      token: a.owner.token,
      params: { id: cash.body.payment.id },
      body: { amountCents: 2_000 },
    });
    expect(refund.status).toBe(201);
    expect(refundCalls(n)).toEqual([]);
    expect(await refundsOf(cash.body.payment.id)).toEqual([{ amountCents: 2_000, method: "cash", externalId: null }]);
  });
});
