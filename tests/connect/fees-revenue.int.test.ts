import { describe, expect, it } from "vitest";
import { GET as receiptRoute } from "@/app/api/payments/[id]/route";
import { GET as revenueRoute } from "@/app/api/reports/revenue/route";
import { GET as summaryRoute } from "@/app/api/reports/summary/route";
import { and, eq } from "drizzle-orm";
import { instantToLocal, localToInstant } from "@/lib/dates/wall-time";
import { getDb } from "@/lib/db/client";
import { ledgerEntries, onlineCharges } from "@/lib/db/schema";
import { addEntry } from "@/lib/payments/ledger";
import { callRoute } from "../helpers/call-route";
import { makeStudentMember } from "../helpers/people-factory";
import { deliverConnectWebhook, signedConnectEvent, withStripeStandIn } from "../helpers/stripe-stand-in";
import { connectStudio, stripeFee } from "../helpers/stripe-stand-in-connect";
import { makeStudio } from "../helpers/studio-factory";

const standIn = withStripeStandIn();
const TZ = "America/New_York";

/** A student pays `amount` through a Checkout on the studio's account, as Stripe reports it to the Connect webhook. */
async function payOnline(account: string, studioId: string, studentId: string, checkoutId: string, amount: number) {
  const event = signedConnectEvent(account, "checkout.session.completed", {
    id: checkoutId,
    object: "checkout.session",
    mode: "payment",
    payment_status: "paid",
    amount_total: amount,
    // The stand-in reads the amount from the PaymentIntent's id and charges 2.9% + 30 cents on it.
    payment_intent: `pi_${checkoutId}_${amount}`,
    metadata: { kind: "balance", studioId, studentId, packageId: "" },
  });
  expect((await deliverConnectWebhook(event)).status).toBe(200);
  const db = await getDb();
  const [payment] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.studioId, studioId), eq(ledgerEntries.externalId, checkoutId)));
  return payment.id;
}

const tableOf = (body: { tables: { key: string; rows: Record<string, unknown>[] }[] }, key: string) =>
  body.tables.find((table) => table.key === key)!.rows;

describe("Stripe's fees in the books", () => {
  it("Revenue shows online gross, Stripe fees and net by day on the studio's clock, a pending fee said and not counted", async () => {
    const { studio, owner } = await makeStudio({ plan: "pro", timeZone: TZ });
    const account = await connectStudio(await getDb(), studio.id);
    const { student } = await makeStudentMember(studio.id);
    await payOnline(account, studio.id, student.id, "cs_test_fee_a", 5_000);
    await payOnline(account, studio.id, student.id, "cs_test_fee_b", 12_000);
    const today = instantToLocal(new Date(), TZ).date;
    const db = await getDb();
    // Paid at 23:30 on the 10th in New York (03:30 UTC on the 11th): the 10th's, as on the Stripe dashboard in that zone.
    await db.insert(onlineCharges).values({
      accountId: account,
      paymentIntentId: "pi_late_evening",
      studioId: studio.id,
      checkoutId: "cs_test_late_evening",
      grossCents: 4_000,
      feeCents: 146,
      paidAt: localToInstant("2025-03-10", "23:30", TZ),
    });
    // Stripe hasn't reported this one's fee yet (its charge has no balance transaction so far).
    await db.insert(onlineCharges).values({
      accountId: account,
      paymentIntentId: "pi_fee_pending",
      studioId: studio.id,
      checkoutId: "cs_test_fee_pending",
      grossCents: 8_000,
      feeCents: null,
      paidAt: new Date(),
    });

    const read = async (from: string, to: string) => {
      const answer = await callRoute(revenueRoute, { token: owner.token, path: `/api/reports/revenue?from=${from}&to=${to}` });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body;
    };
    const fees = stripeFee(5_000) + stripeFee(12_000);
    expect(fees).toBe(175 + 378);
    const now = await read(today, today);
    expect(now.totals).toMatchObject({
      onlineGrossCents: 25_000,
      onlineFeeCents: fees,
      // The 80.00 still waiting for its fee is in the gross only: never netted at a fee of 0.
      onlineNetCents: 17_000 - fees,
      onlineFeePendingCents: 8_000,
      // The ledger's own cash (balance payments recorded by the webhook) is unchanged by fees.
      receivedCents: 17_000,
    });
    expect(tableOf(now, "online")).toEqual([
      { day: today, payments: 3, grossCents: 25_000, feeCents: fees, netCents: 17_000 - fees, feePendingCents: 8_000 },
    ]);
    // A day whose only payment still waits for its fee shows no fee or net yet, not 0.
    await db
      .update(onlineCharges)
      .set({ paidAt: localToInstant("2025-03-12", "12:00", TZ) })
      .where(eq(onlineCharges.paymentIntentId, "pi_fee_pending"));
    expect(tableOf(await read("2025-03-12", "2025-03-12"), "online")).toEqual([
      { day: "2025-03-12", payments: 1, grossCents: 8_000, feeCents: null, netCents: null, feePendingCents: 8_000 },
    ]);
    await db.update(onlineCharges).set({ paidAt: new Date() }).where(eq(onlineCharges.paymentIntentId, "pi_fee_pending"));
    expect(tableOf(await read(today, today), "online")).toEqual([
      { day: today, payments: 3, grossCents: 25_000, feeCents: fees, netCents: 17_000 - fees, feePendingCents: 8_000 },
    ]);

    const march = await read("2025-03-10", "2025-03-11");
    expect(tableOf(march, "online")).toEqual([
      { day: "2025-03-10", payments: 1, grossCents: 4_000, feeCents: 146, netCents: 3_854, feePendingCents: null },
    ]);
    expect(march.totals).toMatchObject({ onlineGrossCents: 4_000, onlineFeeCents: 146, onlineNetCents: 3_854 });
    const eleventh = await read("2025-03-11", "2025-03-11");
    expect(tableOf(eleventh, "online")).toEqual([]);

    // Stripe reports the fee when the charge's balance transaction exists (the stand-in's is 3.21).
    const updated = signedConnectEvent(account, "charge.updated", {
      id: "ch_fee_pending",
      object: "charge",
      payment_intent: "pi_fee_pending",
      balance_transaction: "txn_fee_pending",
    });
    expect((await deliverConnectWebhook(updated)).status).toBe(200);
    const settled = await read(today, today);
    expect(settled.totals).toMatchObject({
      onlineGrossCents: 25_000,
      onlineFeeCents: fees + 321,
      onlineNetCents: 25_000 - fees - 321,
      onlineFeePendingCents: 0,
    });

    // The Summary's cash figures carry the same online gross, fees and net for the same days.
    const summary = await callRoute(summaryRoute, { token: owner.token, path: `/api/reports/summary?from=${today}&to=${today}` });
    expect(summary.status).toBe(200);
    expect(summary.body.totals).toMatchObject({
      onlineGrossCents: 25_000,
      onlineFeeCents: fees + 321,
      onlineNetCents: 25_000 - fees - 321,
      onlineFeePendingCents: 0,
    });
    expect(tableOf(summary.body, "online")).toEqual([
      { measure: "Gross", amountCents: 25_000 },
      { measure: "Stripe fees", amountCents: fees + 321 },
      { measure: "Net", amountCents: 25_000 - fees - 321 },
    ]);
  });

  it("counts only the studio's own charges: another studio's online payments stay out of its Revenue", async () => {
    const a = await makeStudio({ plan: "pro", timeZone: TZ });
    const b = await makeStudio({ plan: "pro", timeZone: TZ });
    const db = await getDb();
    const accountA = await connectStudio(db, a.studio.id);
    const accountB = await connectStudio(db, b.studio.id);
    await payOnline(accountA, a.studio.id, (await makeStudentMember(a.studio.id)).student.id, "cs_test_only_a", 3_000);
    await payOnline(accountB, b.studio.id, (await makeStudentMember(b.studio.id)).student.id, "cs_test_only_b", 7_000);
    const today = instantToLocal(new Date(), TZ).date;
    const { body } = await callRoute(revenueRoute, { token: a.owner.token, path: `/api/reports/revenue?from=${today}&to=${today}` });
    expect(body.totals).toMatchObject({ onlineGrossCents: 3_000, onlineFeeCents: stripeFee(3_000) });
  });

  it("the owner's receipt shows gross, Stripe fee and net; a split payment its share; the student's receipt no fee", async () => {
    const { studio, owner } = await makeStudio({ plan: "pro", timeZone: TZ });
    const db = await getDb();
    const account = await connectStudio(db, studio.id);
    const member = await makeStudentMember(studio.id);
    const paymentId = await payOnline(account, studio.id, member.student.id, "cs_test_receipt", 5_000);

    const mine = await callRoute(receiptRoute, { token: owner.token, params: { id: paymentId } });
    expect(mine.status).toBe(200);
    expect(mine.body.stripeCharge).toEqual({
      grossCents: 5_000,
      feeCents: 175,
      netCents: 4_825,
      chargeGrossCents: null,
      paidAt: expect.any(String),
    });
    const theirs = await callRoute(receiptRoute, { token: member.token, params: { id: paymentId } });
    expect(theirs.status).toBe(200);
    expect(theirs.body.payment.amountCents).toBe(5_000);
    expect(theirs.body).not.toHaveProperty("stripeCharge");

    // A couple's booking: one Checkout of 120.01 recorded as two payments (cs_x and cs_x#2), Stripe's fee 3.78 split by amount.
    const partner = await makeStudentMember(studio.id);
    const first = await addEntry(db, {
      studioId: studio.id,
      studentId: member.student.id,
      kind: "payment",
      method: "online",
      amountCents: 6_001,
      externalId: "cs_test_couple",
      description: "Online payment",
    });
    const second = await addEntry(db, {
      studioId: studio.id,
      studentId: partner.student.id,
      kind: "payment",
      method: "online",
      amountCents: 6_000,
      externalId: "cs_test_couple#2",
      description: "Online payment",
    });
    await db.insert(onlineCharges).values({
      accountId: account,
      paymentIntentId: "pi_couple",
      studioId: studio.id,
      checkoutId: "cs_test_couple",
      grossCents: 12_001,
      feeCents: 378,
      paidAt: new Date(),
    });
    const shareOf = async (id: string) => (await callRoute(receiptRoute, { token: owner.token, params: { id } })).body.stripeCharge;
    // 378 × 6001/12001 = 189.02 and 378 × 6000/12001 = 188.98, rounded down: 189 + 188; the first takes the cent left.
    expect(await shareOf(first.id)).toMatchObject({ grossCents: 6_001, feeCents: 190, netCents: 5_811, chargeGrossCents: 12_001 });
    expect(await shareOf(second.id)).toMatchObject({ grossCents: 6_000, feeCents: 188, netCents: 5_812, chargeGrossCents: 12_001 });

    // A fee Stripe hasn't reported: said as unknown (null), not 0.
    await db.update(onlineCharges).set({ feeCents: null }).where(eq(onlineCharges.paymentIntentId, "pi_couple"));
    expect(await shareOf(second.id)).toMatchObject({ grossCents: 6_000, feeCents: null, netCents: null });

    // A payment by hand has no Stripe side.
    const cash = await addEntry(db, {
      studioId: studio.id,
      studentId: member.student.id,
      kind: "payment",
      method: "cash",
      amountCents: 1_000,
      description: "Payment (cash)",
    });
    expect(await shareOf(cash.id)).toBeNull();
    void standIn;
  });
});
