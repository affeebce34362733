import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as checkout } from "@/app/api/checkout/route";
import { GET as listCards } from "@/app/api/me/payment-methods/route";
import { GET as paymentsOverview } from "@/app/api/payments/route";
import { DELETE as disconnect } from "@/app/api/studio/payments-account/route";
import { paysAtBooking } from "@/lib/booking/pay-at-booking";
import { onlineCharges, paymentsAccounts, savedCards } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { bookAsStudent, bookingRow, checkoutEvent, holdPlace, payAtBookingStudio } from "../helpers/hold-factory";
import { balanceOf, ledgerOf } from "../helpers/money-factory";
import { makeStudentMember } from "../helpers/people-factory";
import { deliverConnectWebhook, signedConnectEvent, withStripeStandIn } from "../helpers/stripe-stand-in";
import { stripeFee } from "../helpers/stripe-stand-in-connect";

/**
 * Disconnecting studio A's account, at Stripe (account.application.deauthorized) or by its owner:
 * online payment stops for A at once, A's held places are released, and nothing already paid is
 * lost. Studio B, on its own account, goes on as before.
 */
const standIn = withStripeStandIn();

/**
 * Studio A (capacity 5) where one student paid online and kept the card, and two others hold places
 * while they pay; studio B with a hold of its own.
 */
async function studiosWithHolds() {
  const a = await payAtBookingStudio(5);
  const b = await payAtBookingStudio(5);
  const payer = await holdPlace(a.studio.id, a.event.id);
  expect((await callRoute(checkout, { token: payer.me.token, body: { kind: "card" } })).status).toBe(200);
  const paid = checkoutEvent("checkout.session.completed", {
    account: a.accountId,
    sessionId: payer.sessionId,
    studioId: a.studio.id,
    studentId: payer.me.student.id,
    bookingIds: [payer.bookingId],
    amountCents: 9_500,
  });
  // The stand-in's PaymentIntent: $95 with its fee, the card kept for later.
  const body = JSON.parse(paid.payload).data.object;
  const intent = `pi_save_${a.studio.id.slice(0, 8)}_9500`;
  const withIntent = signedConnectEvent(a.accountId, "checkout.session.completed", { ...body, payment_intent: intent });
  expect((await deliverConnectWebhook(withIntent)).status).toBe(200);
  expect(await bookingRow(payer.bookingId)).toMatchObject({ status: "booked" });
  const holds = [await holdPlace(a.studio.id, a.event.id), await holdPlace(a.studio.id, a.event.id)];
  const bHold = await holdPlace(b.studio.id, b.event.id);
  return { a, b, payer, holds, bHold, card: `pm_${intent}` };
}

/** What studio A keeps whatever happens to its account: the payment, Stripe's charge and fee, the saved card's row. */
async function expectNothingPaidLost(s: Awaited<ReturnType<typeof studiosWithHolds>>) {
  expect(await bookingRow(s.payer.bookingId)).toMatchObject({ status: "booked" });
  expect((await ledgerOf(s.payer.me.student.id)).map((entry) => [entry.kind, entry.amountCents])).toEqual(
    expect.arrayContaining([
      ["charge", 9_500],
      ["payment", 9_500],
    ]),
  );
  expect(await balanceOf(s.payer.me.student.id)).toBe(0);
  expect(await s.a.db.select().from(onlineCharges).where(eq(onlineCharges.accountId, s.a.accountId))).toEqual([
    expect.objectContaining({ grossCents: 9_500, feeCents: stripeFee(9_500) }),
  ]);
  expect(await s.a.db.select({ id: savedCards.id }).from(savedCards).where(eq(savedCards.accountId, s.a.accountId))).toEqual([
    { id: s.card },
  ]);
}

/** Studio A takes no online payment any more; studio B still does. */
async function expectOffForAOnly(s: Awaited<ReturnType<typeof studiosWithHolds>>) {
  for (const hold of s.holds) expect(await bookingRow(hold.bookingId)).toMatchObject({ status: "cancelled" });
  const refused = await callRoute(checkout, { token: s.payer.me.token, body: { kind: "card" } });
  expect([refused.status, refused.body.error.message]).toEqual([409, "This studio doesn't take online payments yet."]);
  expect(await paysAtBooking(s.a.db, s.payer.me.session)).toBe(false);
  const overview = await callRoute(paymentsOverview, { token: s.a.owner.token });
  expect(overview.body.onlinePayments).toBe(false);
  // A's next student is billed to the account: booked, charged, no Checkout.
  const next = await makeStudentMember(s.a.studio.id);
  const booked = await bookAsStudent(next.token, s.a.event.id);
  expect(booked.body).toMatchObject({ booking: { status: "booked" }, money: { kind: "charge", amountCents: 9_500 } });
  expect(booked.body.checkoutUrl).toBeUndefined();
  // The card list is the current account's: none while A has none.
  expect((await callRoute(listCards, { token: s.payer.me.token })).body.paymentMethods).toEqual([]);

  expect(await bookingRow(s.bHold.bookingId)).toMatchObject({ status: "held" });
  const bOverview = await callRoute(paymentsOverview, { token: s.b.owner.token });
  expect(bOverview.body.onlinePayments).toBe(true);
  expect((await bookAsStudent((await makeStudentMember(s.b.studio.id)).token, s.b.event.id)).body.booking.status).toBe("held");
}

describe("disconnecting a studio's account", () => {
  it("account.application.deauthorized from A turns A off and releases its holds; nothing paid is lost, B goes on", async () => {
    const s = await studiosWithHolds();
    const from = standIn.current.requests.length;
    const revoked = signedConnectEvent(s.a.accountId, "account.application.deauthorized", { id: "ca_test_app", object: "application" });
    expect((await deliverConnectWebhook(revoked)).status).toBe(200);
    const [row] = await s.a.db.select().from(paymentsAccounts).where(eq(paymentsAccounts.accountId, s.a.accountId));
    expect(row).toMatchObject({ disconnectedBy: "stripe", disconnectedAt: expect.any(Date), chargesEnabled: false });
    await expectOffForAOnly(s);
    await expectNothingPaidLost(s);
    // The studio revoked us at Stripe: nothing is called on its account any more.
    expect(standIn.current.requests.slice(from).filter((request) => request.account === s.a.accountId)).toEqual([]);
    // The same event again changes nothing more.
    expect((await deliverConnectWebhook(revoked)).body.duplicate).toBe(true);
  });

  it("the owner's DELETE does the same, and closes the held Checkouts at Stripe on A's account", async () => {
    const s = await studiosWithHolds();
    const from = standIn.current.requests.length;
    expect((await callRoute(disconnect, { token: s.a.owner.token, method: "DELETE" })).status).toBe(204);
    const expiries = standIn.current.requests.slice(from).filter((request) => request.path.endsWith("/expire"));
    expect(expiries.map((request) => [request.path, request.account]).sort()).toEqual(
      s.holds.map((hold) => [`/v1/checkout/sessions/${hold.sessionId}/expire`, s.a.accountId]).sort(),
    );
    const [row] = await s.a.db.select().from(paymentsAccounts).where(eq(paymentsAccounts.accountId, s.a.accountId));
    expect(row).toMatchObject({ disconnectedBy: "owner", disconnectedAt: expect.any(Date) });
    await expectOffForAOnly(s);
    await expectNothingPaidLost(s);
  });

  it("a payment that slipped through before the disconnect is still recorded: the late event finds its studio", async () => {
    const s = await studiosWithHolds();
    const [late] = s.holds;
    expect((await callRoute(disconnect, { token: s.a.owner.token, method: "DELETE" })).status).toBe(204);
    const paid = checkoutEvent("checkout.session.completed", {
      account: s.a.accountId,
      sessionId: late.sessionId,
      studioId: s.a.studio.id,
      studentId: late.me.student.id,
      bookingIds: [late.bookingId],
      amountCents: 9_500,
    });
    expect((await deliverConnectWebhook(paid)).status).toBe(200);
    // The place is still free, so it is taken again, charged and paid.
    expect(await bookingRow(late.bookingId)).toMatchObject({ status: "booked" });
    expect(await balanceOf(late.me.student.id)).toBe(0);
  });

  it("a deauthorize from B's account leaves A connected", async () => {
    const s = await studiosWithHolds();
    const revokedB = signedConnectEvent(s.b.accountId, "account.application.deauthorized", { id: "ca_test_app", object: "application" });
    expect((await deliverConnectWebhook(revokedB)).status).toBe(200);
    const [rowA] = await s.a.db.select().from(paymentsAccounts).where(eq(paymentsAccounts.accountId, s.a.accountId));
    expect(rowA).toMatchObject({ disconnectedAt: null, chargesEnabled: true });
    for (const hold of s.holds) expect(await bookingRow(hold.bookingId)).toMatchObject({ status: "held" });
    expect(await bookingRow(s.bHold.bookingId)).toMatchObject({ status: "cancelled" });
    expect(await paysAtBooking(s.a.db, s.payer.me.session)).toBe(true);
  });
});
