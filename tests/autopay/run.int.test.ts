import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as failedList } from "@/app/api/autopay/failed/route";
import { POST as recordCashRoute } from "@/app/api/autopay/items/[id]/record-cash/route";
import { POST as retryRoute } from "@/app/api/autopay/items/[id]/retry/route";
import { POST as waiveRoute } from "@/app/api/autopay/items/[id]/waive/route";
import { POST as recordPaymentRoute } from "@/app/api/payments/route";
import { LEASE_MS } from "@/lib/autopay/claim";
import { chargeItemNow, runAutopay } from "@/lib/autopay/run";
import { getDb } from "@/lib/db/client";
import { onlineCharges, paymentItems } from "@/lib/db/schema";
import { dueItem, entriesOf, itemRow, outboxOf, saveCard } from "../helpers/autopay-factory";
import { callRoute } from "../helpers/call-route";
import { balanceOf, giveStudentPackage, makePackage } from "../helpers/money-factory";
import { makeStudent } from "../helpers/people-factory";
import { withStripeStandIn } from "../helpers/stripe-stand-in";
import { connectStudio } from "../helpers/stripe-stand-in-connect";
import { makeService, makeStudio } from "../helpers/studio-factory";

const standIn = withStripeStandIn();

/** New York: 06:00 local on Dec 1, 2026 is 11:00 UTC. */
const at = (iso: string) => new Date(iso);

async function setup(options: { connect?: boolean; card?: string | false } = {}) {
  const db = await getDb();
  const { studio, owner } = await makeStudio();
  const service = await makeService(studio.id);
  const pack = await makePackage(studio.id, [service.id], { priceCents: 30_000 });
  const student = await makeStudent(studio.id, { email: `s-${studio.id.slice(0, 6)}@example.test` });
  const sold = await giveStudentPackage(studio.id, student.id, pack);
  const accountId = options.connect === false ? null : await connectStudio(db, studio.id);
  const card = accountId && options.card !== false ? await saveCard(studio.id, accountId, student.id, options.card || undefined) : null;
  return { db, studio, owner, student, sold, accountId, card };
}

describe("the charging run", () => {
  it("charges a due item once on the saved card, on the studio's account, with its receipt", async () => {
    const { db, studio, student, sold, accountId } = await setup();
    const item = await dueItem(studio.id, student.id, sold.id, { dueOn: "2026-12-01" });
    // Before 06:00 on the due day nothing happens.
    expect((await runAutopay(db, { now: at("2026-12-01T10:59:00Z") })).card).toBe(0);
    expect((await runAutopay(db, { now: at("2026-12-01T11:00:00Z") })).card).toBe(1);
    expect((await runAutopay(db, { now: at("2026-12-01T11:05:00Z") })).card).toBe(0);

    const row = await itemRow(studio.id, item.id);
    expect(row).toMatchObject({ status: "paid", settledBy: "card", tries: 0, leaseUntil: null, nextAttemptAt: null });
    const entries = await entriesOf(studio.id, student.id);
    expect(entries.map((entry) => [entry.kind, entry.amountCents, entry.description])).toEqual([
      ["charge", 10_000, "Program · instalment 1 of 3"],
      ["payment", 10_000, "Payment for Program · instalment 1 of 3"],
    ]);
    expect(entries[1]).toMatchObject({ method: "online", externalId: row.paymentIntentId, note: "Automatic payment, Visa •4242" });
    expect(await balanceOf(student.id)).toBe(0);
    const intents = standIn.current.requests.filter((request) => request.path === "/v1/payment_intents");
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({ account: accountId, idempotencyKey: `autopay_${item.id}_0` });
    expect(intents[0].form).toMatchObject({ off_session: "true", confirm: "true", amount: "10000", currency: "usd" });
    const [charge] = await db.select().from(onlineCharges).where(eq(onlineCharges.paymentIntentId, row.paymentIntentId!));
    expect(charge).toMatchObject({ grossCents: 10_000, feeCents: 320, studioId: studio.id });
    expect(await outboxOf(studio.id, "payment_receipt")).toHaveLength(1);
  });

  it("without a saved card, or a studio taking no online payments, the amount goes on the account", async () => {
    for (const options of [{ card: false as const }, { connect: false }]) {
      const { db, studio, student, sold } = await setup(options);
      const item = await dueItem(studio.id, student.id, sold.id, { dueOn: "2026-12-01", amountCents: 4_500 });
      expect((await runAutopay(db, { now: at("2026-12-01T12:00:00Z") })).account).toBe(1);
      expect(await itemRow(studio.id, item.id)).toMatchObject({ status: "paid", settledBy: "account" });
      expect(await balanceOf(student.id)).toBe(4_500);
    }
  });

  it("a declined card is retried 1, 3 and 7 days after the first failure, with a dunning e-mail each time, then paid", async () => {
    const { db, studio, student, sold, card } = await setup();
    standIn.current.cardOutcomes.set(card!, ["decline", "expired", "authenticate"]);
    const item = await dueItem(studio.id, student.id, sold.id, { dueOn: "2026-12-01" });
    await runAutopay(db, { now: at("2026-12-01T11:00:00Z") });
    expect(await itemRow(studio.id, item.id)).toMatchObject({ status: "failed", tries: 1, lastError: "Your card was declined." });
    expect((await itemRow(studio.id, item.id)).nextAttemptAt).toEqual(at("2026-12-02T11:00:00Z"));
    await runAutopay(db, { now: at("2026-12-02T11:00:00Z") });
    expect((await itemRow(studio.id, item.id)).nextAttemptAt).toEqual(at("2026-12-04T11:00:00Z"));
    expect((await itemRow(studio.id, item.id)).lastError).toMatch(/expired/);
    await runAutopay(db, { now: at("2026-12-04T11:00:00Z") });
    expect((await itemRow(studio.id, item.id)).nextAttemptAt).toEqual(at("2026-12-08T11:00:00Z"));
    expect((await itemRow(studio.id, item.id)).lastError).toMatch(/confirm this payment/);
    await runAutopay(db, { now: at("2026-12-08T11:00:00Z") });
    expect(await itemRow(studio.id, item.id)).toMatchObject({ status: "paid", settledBy: "card", tries: 3 });
    expect(await outboxOf(studio.id, "autopay_failed")).toHaveLength(3);
    // One charge on the ledger however many tries, and every try its own idempotency key.
    expect((await entriesOf(studio.id, student.id)).filter((entry) => entry.kind === "charge")).toHaveLength(1);
    const keys = standIn.current.chargesByKey();
    expect([0, 1, 2, 3].map((tries) => keys.get(`autopay_${item.id}_${tries}`))).toEqual([1, 1, 1, 1]);
  });

  it("after the last failure the item stays failed, on the owner's list, and the owner can retry, take cash or waive", async () => {
    const { db, studio, owner, student, sold, card } = await setup();
    standIn.current.cardOutcomes.set(card!, Array<"decline">(12).fill("decline"));
    const items = await Promise.all(
      [1, 2, 3].map((sequence) => dueItem(studio.id, student.id, sold.id, { dueOn: "2026-12-01", sequence })),
    );
    for (const day of ["2026-12-01", "2026-12-02", "2026-12-04", "2026-12-08", "2026-12-20"])
      await runAutopay(db, { now: at(`${day}T11:00:00Z`) });
    for (const item of items) expect(await itemRow(studio.id, item.id)).toMatchObject({ status: "failed", tries: 4, nextAttemptAt: null });

    const list = await callRoute(failedList, { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(3);
    expect(list.body.items[0]).toMatchObject({
      status: "failed",
      attempts: 4,
      studentName: student.name,
      lastError: "Your card was declined.",
    });

    const retried = await callRoute(retryRoute, { token: owner.token, params: { id: items[0].id }, body: {} });
    expect(retried.status).toBe(200);
    expect(retried.body.item).toMatchObject({ status: "paid", settledBy: "card" });
    const cash = await callRoute(recordCashRoute, { token: owner.token, params: { id: items[1].id }, body: {} });
    expect(cash.body.item).toMatchObject({ status: "paid", settledBy: "cash" });
    const waived = await callRoute(waiveRoute, { token: owner.token, params: { id: items[2].id }, body: {} });
    expect(waived.body.item).toMatchObject({ status: "waived" });
    expect(await balanceOf(student.id)).toBe(0);
    const again = await callRoute(waiveRoute, { token: owner.token, params: { id: items[2].id }, body: {} });
    expect(again.status).toBe(409);
    expect((await callRoute(failedList, { token: owner.token })).body.items).toHaveLength(0);
  });

  it("two runs racing over the same due items charge each once", async () => {
    const { db, studio, student, sold } = await setup();
    const items = await Promise.all(
      Array.from({ length: 40 }, (_, index) => dueItem(studio.id, student.id, sold.id, { dueOn: "2026-12-01", sequence: index + 1 })),
    );
    const now = at("2026-12-01T11:00:00Z");
    const [a, b] = await Promise.all([runAutopay(db, { now, batchSize: 7 }), runAutopay(db, { now, batchSize: 5 })]);
    expect(a.card + b.card).toBe(40);
    const keys = standIn.current.chargesByKey();
    for (const item of items) expect(keys.get(`autopay_${item.id}_0`)).toBe(1);
    const payments = (await entriesOf(studio.id, student.id)).filter((entry) => entry.kind === "payment");
    expect(payments).toHaveLength(40);
  });

  it("a run that died mid-charge is taken over after its lease, with the same idempotency key: one payment", async () => {
    const { db, studio, student, sold, accountId, card } = await setup();
    const item = await dueItem(studio.id, student.id, sold.id, { dueOn: "2026-12-01" });
    const now = at("2026-12-01T11:00:00Z");
    // The first process claimed it and charged the card, then died before recording anything.
    await db
      .update(paymentItems)
      .set({ leaseUntil: new Date(now.getTime() + LEASE_MS) })
      .where(eq(paymentItems.id, item.id));
    const first = await fetch(`${standIn.current.apiBase}/v1/payment_intents`, {
      method: "POST",
      headers: { "stripe-account": accountId!, "idempotency-key": `autopay_${item.id}_0` },
      body: new URLSearchParams({ amount: "10000", currency: "usd", payment_method: card!, off_session: "true", confirm: "true" }),
    }).then((response) => response.json() as Promise<{ id: string }>);
    // Within the lease, nobody else touches it.
    await chargeItemNow(db, studio.id, item.id, new Date(now.getTime() + 60_000));
    expect((await itemRow(studio.id, item.id)).status).toBe("scheduled");
    await runAutopay(db, { now: new Date(now.getTime() + LEASE_MS + 1) });
    const row = await itemRow(studio.id, item.id);
    expect(row.status).toBe("paid");
    expect(standIn.current.chargesByKey().get(`autopay_${item.id}_0`)).toBe(2);
    // Stripe answered the second call with the first charge: the same PaymentIntent, recorded once.
    expect(row.paymentIntentId).toBe(first.id);
    expect((await entriesOf(studio.id, student.id)).filter((entry) => entry.kind === "payment")).toHaveLength(1);
  });

  it("credit on the account covers an item without touching the card; a failure paid another way is never charged again", async () => {
    const { db, studio, owner, student, sold, card } = await setup();
    const paid = await callRoute(recordPaymentRoute, {
      token: owner.token,
      body: { studentId: student.id, amountCents: 15_000, method: "cash" },
    });
    expect(paid.status).toBe(201);
    const covered = await dueItem(studio.id, student.id, sold.id, { dueOn: "2026-12-01", sequence: 1 });
    await runAutopay(db, { now: at("2026-12-01T11:00:00Z") });
    expect(await itemRow(studio.id, covered.id)).toMatchObject({ status: "paid", settledBy: "account" });
    expect(standIn.current.chargesByKey().has(`autopay_${covered.id}_0`)).toBe(false);

    // $50 of credit left: the next $100 is charged to the card and refused four times.
    standIn.current.cardOutcomes.set(card!, Array<"decline">(4).fill("decline"));
    const failing = await dueItem(studio.id, student.id, sold.id, { dueOn: "2026-12-02", sequence: 2 });
    for (const day of ["2026-12-02", "2026-12-03", "2026-12-05", "2026-12-09"]) await runAutopay(db, { now: at(`${day}T11:00:00Z`) });
    expect(await itemRow(studio.id, failing.id)).toMatchObject({ status: "failed", tries: 4, nextAttemptAt: null });
    expect(await balanceOf(student.id)).toBe(5_000);
    // The student pays what they owe at the desk: the next run settles the item, and no card is charged again.
    await callRoute(recordPaymentRoute, { token: owner.token, body: { studentId: student.id, amountCents: 5_000, method: "cash" } });
    await runAutopay(db, { now: at("2026-12-10T11:00:00Z") });
    expect(await itemRow(studio.id, failing.id)).toMatchObject({ status: "paid", settledBy: "account" });
    expect(standIn.current.chargesByKey().get(`autopay_${failing.id}_4`)).toBeUndefined();
  });

  it("a charge Stripe refuses outright (not the card) is a failure with its reason, not retried every few minutes", async () => {
    const { db, studio, student, sold, card } = await setup();
    standIn.current.cardOutcomes.set(card!, ["invalid"]);
    const item = await dueItem(studio.id, student.id, sold.id, { dueOn: "2026-12-01" });
    const result = await runAutopay(db, { now: at("2026-12-01T11:00:00Z") });
    expect(result).toMatchObject({ failed: 1, errors: 0 });
    expect(await itemRow(studio.id, item.id)).toMatchObject({
      status: "failed",
      tries: 1,
      lastError: "The card couldn't be charged: Amount must be at least $0.50 usd",
      leaseUntil: null,
    });
  });
});
