import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as checkout } from "@/app/api/checkout/route";
import { getDb } from "@/lib/db/client";
import { ledgerEntries, onlineCharges } from "@/lib/db/schema";
import { setStripeSettingsForTests } from "@/lib/stripe/config";
import { callRoute } from "../helpers/call-route";
import { checkoutEvent, holdPlace, payAtBookingStudio } from "../helpers/hold-factory";
import { makeStudentMember } from "../helpers/people-factory";
import { deliverConnectWebhook, signedConnectEvent, standInSettings, withStripeStandIn } from "../helpers/stripe-stand-in";
import { stripeFee } from "../helpers/stripe-stand-in-connect";

/**
 * What Stripe took on the studio's account lands in online_charges: the gross, Stripe's fee from the
 * charge's balance transaction (also when it is known only later, from charge.updated), and the
 * platform's cut, which every Checkout asks for as application_fee_amount when one is configured.
 */
const standIn = withStripeStandIn();

const since = (from: number) => standIn.current.requests.slice(from);

async function chargesOf(studioId: string) {
  const db = await getDb();
  return db.select().from(onlineCharges).where(eq(onlineCharges.studioId, studioId));
}

/** A student's balance payment on the studio's account, as Stripe reports it. */
function balancePaid(s: { studio: { id: string }; accountId: string }, studentId: string, checkoutId: string, intent: string) {
  return signedConnectEvent(s.accountId, "checkout.session.completed", {
    id: checkoutId,
    object: "checkout.session",
    mode: "payment",
    payment_status: "paid",
    amount_total: Number(intent.split("_").at(-1)),
    payment_intent: intent,
    metadata: { kind: "balance", studioId: s.studio.id, studentId, packageId: "" },
  });
}

describe("Stripe's charges in the books", () => {
  it("records each paid Checkout's gross and Stripe's fee, read from the studio's account", async () => {
    const s = await payAtBookingStudio();
    const hold = await holdPlace(s.studio.id, s.event.id);
    const intent = `pi_hold_${s.studio.id.slice(0, 8)}_9500`;
    const body = JSON.parse(
      checkoutEvent("checkout.session.completed", {
        account: s.accountId,
        sessionId: hold.sessionId,
        studioId: s.studio.id,
        studentId: hold.me.student.id,
        bookingIds: [hold.bookingId],
        amountCents: 9_500,
      }).payload,
    ).data.object;
    const from = standIn.current.requests.length;
    const paid = signedConnectEvent(s.accountId, "checkout.session.completed", { ...body, payment_intent: intent });
    expect((await deliverConnectWebhook(paid)).status).toBe(200);
    const balance = `pi_balance_${s.studio.id.slice(0, 8)}_4500`;
    const other = await makeStudentMember(s.studio.id);
    expect((await deliverConnectWebhook(balancePaid(s, other.student.id, `cs_balance_${s.studio.id}`, balance))).status).toBe(200);

    const created = new Date(JSON.parse(paid.payload).created * 1000);
    expect(await chargesOf(s.studio.id)).toEqual(
      expect.arrayContaining([
        {
          accountId: s.accountId,
          paymentIntentId: intent,
          studioId: s.studio.id,
          checkoutId: hold.sessionId,
          grossCents: 9_500,
          feeCents: stripeFee(9_500),
          platformFeeCents: 0,
          paidAt: created,
        },
        expect.objectContaining({ paymentIntentId: balance, grossCents: 4_500, feeCents: stripeFee(4_500) }),
      ]),
    );
    expect(await chargesOf(s.studio.id)).toHaveLength(2);
    // The PaymentIntent (with its charge's balance transaction) is read on the studio's account.
    expect(since(from).map((request) => [request.method, request.path, request.account, request.form["expand[0]"]])).toEqual([
      ["GET", `/v1/payment_intents/${intent}`, s.accountId, "latest_charge.balance_transaction"],
      ["GET", `/v1/payment_intents/${balance}`, s.accountId, "latest_charge.balance_transaction"],
    ]);
    // The ledger's payment for it carries the Checkout's id, as the charge does.
    const db = await getDb();
    const [payment] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.externalId, hold.sessionId));
    expect(payment).toMatchObject({ kind: "payment", method: "online", amountCents: 9_500 });
  });

  it("settles a fee that was pending when charge.updated brings its balance transaction, once", async () => {
    const s = await payAtBookingStudio();
    const me = await makeStudentMember(s.studio.id);
    const intent = `pi_pending_${s.studio.id.slice(0, 8)}_5000`;
    expect((await deliverConnectWebhook(balancePaid(s, me.student.id, `cs_pending_${s.studio.id}`, intent))).status).toBe(200);
    expect(await chargesOf(s.studio.id)).toEqual([expect.objectContaining({ grossCents: 5_000, feeCents: null })]);

    const charge = (type: string, balanceTransaction: string | null) =>
      signedConnectEvent(s.accountId, type, {
        id: `ch_${intent}`,
        object: "charge",
        payment_intent: intent,
        balance_transaction: balanceTransaction,
      });
    const from = standIn.current.requests.length;
    // Still no balance transaction: nothing to read, nothing changes.
    expect((await deliverConnectWebhook(charge("charge.succeeded", null))).status).toBe(200);
    expect(since(from)).toEqual([]);
    expect(await chargesOf(s.studio.id)).toEqual([expect.objectContaining({ feeCents: null })]);

    expect((await deliverConnectWebhook(charge("charge.updated", `txn_${intent}`))).status).toBe(200);
    expect(since(from).map((request) => [request.method, request.path, request.account])).toEqual([
      ["GET", `/v1/balance_transactions/txn_${intent}`, s.accountId],
    ]);
    expect(await chargesOf(s.studio.id)).toEqual([expect.objectContaining({ grossCents: 5_000, feeCents: 321 })]);

    // A later update of a settled fee reads nothing more and changes nothing.
    const settled = standIn.current.requests.length;
    expect((await deliverConnectWebhook(charge("charge.updated", `txn_${intent}_later`))).status).toBe(200);
    expect(since(settled)).toEqual([]);
    expect(await chargesOf(s.studio.id)).toEqual([expect.objectContaining({ feeCents: 321 })]);
    // A charge we never recorded changes nothing either.
    const unknown = signedConnectEvent(s.accountId, "charge.updated", {
      id: "ch_unknown",
      object: "charge",
      payment_intent: "pi_unknown_5000",
      balance_transaction: "txn_unknown",
    });
    expect((await deliverConnectWebhook(unknown)).status).toBe(200);
    expect(since(settled)).toEqual([]);
  });

  it("asks for the platform's fee (PLATFORM_FEE_BPS) on every student Checkout, and records what Stripe gave it", async () => {
    const s = await payAtBookingStudio();
    const me = await makeStudentMember(s.studio.id);
    const db = await getDb();
    await db
      .insert(ledgerEntries)
      .values({ studioId: s.studio.id, studentId: me.student.id, kind: "charge", amountCents: 5_000, description: "Lesson" });
    const checkouts = (from: number) => since(from).filter((request) => request.path === "/v1/checkout/sessions");
    setStripeSettingsForTests({ ...standInSettings(standIn.current.apiBase), platformFeeBps: 250 });
    try {
      const from = standIn.current.requests.length;
      expect((await callRoute(checkout, { token: me.token, body: { kind: "balance" } })).status).toBe(200);
      await holdPlace(s.studio.id, s.event.id);
      expect(checkouts(from).map((request) => [request.account, request.form["payment_intent_data[application_fee_amount]"]])).toEqual([
        [s.accountId, "125"],
        [s.accountId, "237"],
      ]);
    } finally {
      setStripeSettingsForTests(standInSettings(standIn.current.apiBase));
    }
    // Without a platform fee, none is asked for.
    const from = standIn.current.requests.length;
    expect((await callRoute(checkout, { token: me.token, body: { kind: "balance" } })).status).toBe(200);
    expect(checkouts(from)[0].form["payment_intent_data[application_fee_amount]"]).toBeUndefined();

    const intent = `pi_appfee125_${s.studio.id.slice(0, 8)}_5000`;
    expect((await deliverConnectWebhook(balancePaid(s, me.student.id, `cs_appfee_${s.studio.id}`, intent))).status).toBe(200);
    expect(await chargesOf(s.studio.id)).toEqual([
      expect.objectContaining({ grossCents: 5_000, feeCents: stripeFee(5_000), platformFeeCents: 125 }),
    ]);
  });
});
