import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as connectWebhook } from "@/app/api/webhooks/stripe-connect/route";
import { getDb } from "@/lib/db/client";
import { ledgerEntries, onlineCharges, paymentsAccounts, planInvoices, savedCards, stripeEvents, studentPackages } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { bookingRow, checkoutEvent, holdPlace, payAtBookingStudio } from "../helpers/hold-factory";
import { ledgerOf, makePackage } from "../helpers/money-factory";
import { makeStudentMember } from "../helpers/people-factory";
import { deliverConnectWebhook, deliverWebhook, signedConnectEvent, signedEvent, withStripeStandIn } from "../helpers/stripe-stand-in";
import { activeAccount, stripeFee } from "../helpers/stripe-stand-in-connect";
import { studioRow } from "../helpers/studio-factory";

/**
 * The Connect webhook: an event is its account's studio's, applied once. An event of account B
 * naming studio A's hold, booking, student, package, card or charge changes nothing in A (nor in B),
 * and is acknowledged (200) with one warning line, so Stripe doesn't retry it for days.
 */
withStripeStandIn();
afterEach(() => vi.restoreAllMocks());

const paidCheckout = (id: string, metadata: Record<string, string>, extra: Record<string, unknown> = {}) => ({
  id,
  object: "checkout.session",
  mode: "payment",
  payment_status: "paid",
  amount_total: 5_000,
  metadata,
  ...extra,
});

/** Studio A with a student holding a place (and a package on sale); studio B on its own account. */
async function twoStudios() {
  const a = await payAtBookingStudio(1);
  const b = await payAtBookingStudio(1);
  const hold = await holdPlace(a.studio.id, a.event.id);
  const pack = await makePackage(a.studio.id, [a.groupClass.id]);
  return { a, b, hold, pack };
}

/** Delivers the event with console.warn watched: 200, and exactly one line saying it was ignored. */
async function deliverIgnored(event: ReturnType<typeof signedEvent>) {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const response = await deliverConnectWebhook(event);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body).toEqual({ received: true, duplicate: false });
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0][0])).toMatch(/ignored/);
  warn.mockRestore();
}

describe("events of one studio's account naming another studio's records", () => {
  it("B's Checkout events naming A's hold, student or package change nothing, each acknowledged and logged once", async () => {
    const { a, b, hold, pack } = await twoStudios();
    const aStudent = hold.me.student.id;
    const named = { studioId: a.studio.id, studentId: aStudent, bookingIds: [hold.bookingId], sessionId: hold.sessionId };
    // Paid and expired for A's hold, its metadata naming A; then naming B (its own studio) with A's bookings.
    await deliverIgnored(checkoutEvent("checkout.session.completed", { ...named, account: b.accountId, amountCents: 9_500 }));
    await deliverIgnored(checkoutEvent("checkout.session.expired", { ...named, account: b.accountId, amountCents: 0 }));
    await deliverIgnored(
      checkoutEvent("checkout.session.completed", { ...named, studioId: b.studio.id, account: b.accountId, amountCents: 9_500 }),
    );
    // A balance or package payment for A's student, naming A, then B with A's student, then B's student with A's package.
    const bStudent = (await makeStudentMember(b.studio.id)).student.id;
    for (const [index, metadata] of [
      { kind: "balance", studioId: a.studio.id, studentId: aStudent, packageId: "" },
      { kind: "balance", studioId: b.studio.id, studentId: aStudent, packageId: "" },
      { kind: "package", studioId: b.studio.id, studentId: bStudent, packageId: pack.id },
      { kind: "package", studioId: a.studio.id, studentId: aStudent, packageId: pack.id },
    ].entries())
      await deliverIgnored(
        signedConnectEvent(
          b.accountId,
          "checkout.session.completed",
          paidCheckout(`cs_test_cross_${index}`, metadata, { payment_intent: `pi_cross_${index}_5000` }),
        ),
      );

    expect(await bookingRow(hold.bookingId)).toMatchObject({ status: "held", checkoutSessionId: hold.sessionId });
    expect(await ledgerOf(aStudent)).toEqual([]);
    expect(await ledgerOf(bStudent)).toEqual([]);
    const db = await getDb();
    expect(await db.select().from(studentPackages).where(eq(studentPackages.packageId, pack.id))).toEqual([]);
    expect(await db.select().from(onlineCharges).where(eq(onlineCharges.accountId, b.accountId))).toEqual([]);
    // A's own event for the same hold still books it.
    expect(
      (await deliverConnectWebhook(checkoutEvent("checkout.session.completed", { ...named, account: a.accountId, amountCents: 9_500 })))
        .status,
    ).toBe(200);
    expect(await bookingRow(hold.bookingId)).toMatchObject({ status: "booked" });
  });

  it("B's account events naming A's account, card or charge change nothing in A", async () => {
    const { a, b, hold } = await twoStudios();
    const db = await getDb();
    // A's student paid online and kept the card on A's account; Stripe's fee is not known yet.
    const paid = signedConnectEvent(
      a.accountId,
      "checkout.session.completed",
      paidCheckout(
        "cs_test_card_a",
        { kind: "balance", studioId: a.studio.id, studentId: hold.me.student.id, packageId: "" },
        { payment_intent: "pi_save_pending_5000" },
      ),
    );
    const { POST: checkout } = await import("@/app/api/checkout/route");
    await db
      .insert(ledgerEntries)
      .values({ studioId: a.studio.id, studentId: hold.me.student.id, kind: "charge", amountCents: 5_000, description: "Lesson" });
    expect((await callRoute(checkout, { token: hold.me.token, body: { kind: "balance", saveCard: true } })).status).toBe(200);
    expect((await deliverConnectWebhook(paid)).status).toBe(200);
    const card = "pm_pi_save_pending_5000";
    expect(await db.select({ id: savedCards.id }).from(savedCards).where(eq(savedCards.accountId, a.accountId))).toEqual([{ id: card }]);
    const charge = () => db.select().from(onlineCharges).where(eq(onlineCharges.paymentIntentId, "pi_save_pending_5000"));
    expect(await charge()).toEqual([expect.objectContaining({ accountId: a.accountId, grossCents: 5_000, feeCents: null })]);

    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fromB = [
      signedConnectEvent(b.accountId, "payment_method.detached", { id: card, object: "payment_method" }),
      signedConnectEvent(b.accountId, "charge.updated", {
        id: "ch_x",
        object: "charge",
        payment_intent: "pi_save_pending_5000",
        balance_transaction: "txn_x",
      }),
      signedConnectEvent(b.accountId, "account.updated", {
        ...activeAccount(a.accountId),
        charges_enabled: false,
        details_submitted: false,
      }),
    ];
    for (const event of fromB) expect((await deliverConnectWebhook(event)).status).toBe(200);
    warn.mockRestore();
    expect(await db.select({ id: savedCards.id }).from(savedCards).where(eq(savedCards.accountId, a.accountId))).toEqual([{ id: card }]);
    expect(await charge()).toEqual([expect.objectContaining({ feeCents: null })]);
    const [accountA] = await db.select().from(paymentsAccounts).where(eq(paymentsAccounts.accountId, a.accountId));
    expect(accountA).toMatchObject({ status: "active", chargesEnabled: true, disconnectedAt: null });
    // The same events from A's own account do apply.
    await deliverConnectWebhook(
      signedConnectEvent(a.accountId, "charge.updated", {
        id: "ch_a",
        object: "charge",
        payment_intent: "pi_save_pending_5000",
        balance_transaction: "txn_a",
      }),
    );
    expect(await charge()).toEqual([expect.objectContaining({ feeCents: 321 })]);
    await deliverConnectWebhook(signedConnectEvent(a.accountId, "payment_method.detached", { id: card, object: "payment_method" }));
    expect(await db.select().from(savedCards).where(eq(savedCards.accountId, a.accountId))).toEqual([]);
  });

  it("a plan Checkout on a studio's own account changes no plan (only the platform's account bills plans)", async () => {
    const { a } = await twoStudios();
    const before = await studioRow(a.studio.id);
    const plan = signedConnectEvent(a.accountId, "checkout.session.completed", {
      id: `cs_test_self_plan_${a.studio.id}`,
      object: "checkout.session",
      mode: "subscription",
      payment_status: "paid",
      amount_total: 100,
      subscription: "sub_test_self",
      customer: "cus_test_self",
      metadata: { kind: "plan", studioId: a.studio.id, plan: "premium", interval: "year" },
    });
    expect((await deliverConnectWebhook(plan)).status).toBe(200);
    expect(await studioRow(a.studio.id)).toMatchObject({ plan: before.plan, stripeSubscriptionId: before.stripeSubscriptionId });
    const db = await getDb();
    expect(await db.select().from(planInvoices).where(eq(planInvoices.studioId, a.studio.id))).toEqual([]);
  });
});

describe("the Connect endpoint itself", () => {
  it("acknowledges and ignores an account no studio has (logged once), and refuses a bad signature with 400", async () => {
    const { a, hold } = await twoStudios();
    const metadata = { kind: "balance", studioId: a.studio.id, studentId: hold.me.student.id, packageId: "" };
    const unknown = signedConnectEvent("acct_test_nobody", "checkout.session.completed", paidCheckout("cs_test_unknown", metadata));
    await deliverIgnored(unknown);
    expect(await ledgerOf(hold.me.student.id)).toEqual([]);

    const event = paidCheckout("cs_test_badsig", metadata);
    // Signed with the platform endpoint's secret, or another: not the Connect endpoint's.
    for (const forged of [
      signedEvent("checkout.session.completed", event, "evt_test_badsig_1", undefined, a.accountId),
      signedEvent("checkout.session.completed", event, "evt_test_badsig_2", "whsec_other", a.accountId),
    ]) {
      const refused = await deliverConnectWebhook(forged);
      expect([refused.status, refused.body.error.message]).toEqual([400, "The Stripe signature is not valid."]);
    }
    const connectSigned = signedConnectEvent(a.accountId, "checkout.session.completed", event, "evt_test_badsig_3");
    expect((await callRoute(connectWebhook, { body: connectSigned.payload, method: "POST" })).status).toBe(400);
    // And a Connect event is no platform event: refused there too.
    expect((await deliverWebhook(connectSigned)).status).toBe(400);
    const db = await getDb();
    for (const id of ["evt_test_badsig_1", "evt_test_badsig_2", "evt_test_badsig_3"])
      expect(await db.select().from(stripeEvents).where(eq(stripeEvents.id, id))).toEqual([]);
    expect(await ledgerOf(hold.me.student.id)).toEqual([]);
  });

  it("applies an event once however often it arrives: 10 deliveries at once → one payment, one charge", async () => {
    const { a, hold } = await twoStudios();
    const metadata = { kind: "balance", studioId: a.studio.id, studentId: hold.me.student.id, packageId: "" };
    const event = signedConnectEvent(
      a.accountId,
      "checkout.session.completed",
      paidCheckout("cs_test_race", metadata, { payment_intent: "pi_race_5000" }),
    );
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliverConnectWebhook(event)));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(responses.filter((response) => response.body.duplicate === false)).toHaveLength(1);
    expect((await ledgerOf(hold.me.student.id)).map((entry) => [entry.kind, entry.amountCents, entry.method])).toEqual([
      ["payment", 5_000, "online"],
    ]);
    const db = await getDb();
    expect(await db.select().from(onlineCharges).where(eq(onlineCharges.paymentIntentId, "pi_race_5000"))).toEqual([
      expect.objectContaining({ accountId: a.accountId, grossCents: 5_000, feeCents: stripeFee(5_000) }),
    ]);
    // A later redelivery is a duplicate too.
    expect((await deliverConnectWebhook(event)).body).toEqual({ received: true, duplicate: true });
  });
});
