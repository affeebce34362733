import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as recordCashRoute } from "@/app/api/autopay/items/[id]/record-cash/route";
import { GET as receiptRoute } from "@/app/api/payments/[id]/route";
import { POST as paymentRoute } from "@/app/api/payments/route";
import { runAutopay } from "@/lib/autopay/run";
import { getDb } from "@/lib/db/client";
import { dueItem, itemRow, saveCard } from "../helpers/autopay-factory";
import { callRoute } from "../helpers/call-route";
import { giveStudentPackage, makePackage } from "../helpers/money-factory";
import { makeStudentMember } from "../helpers/people-factory";
import { withStripeStandIn } from "../helpers/stripe-stand-in";
import { connectStudio } from "../helpers/stripe-stand-in-connect";
import { makeService, makeStudio } from "../helpers/studio-factory";
import { startMailbox } from "../notifications/mail-helpers";

const standIn = withStripeStandIn();
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(async () => mailbox.close());

async function setup() {
  const db = await getDb();
  const { studio, owner } = await makeStudio({ timeZone: "America/New_York" });
  const service = await makeService(studio.id);
  const pack = await makePackage(studio.id, [service.id], { name: "Bronze 1", priceCents: 30_000 });
  const me = await makeStudentMember(studio.id);
  const sold = await giveStudentPackage(studio.id, me.student.id, pack);
  const accountId = await connectStudio(db, studio.id);
  const card = await saveCard(studio.id, accountId, me.student.id);
  return { db, studio, owner, me, sold, card };
}

describe("the receipt of an automatic payment", () => {
  it("names the plan and the instalment in the e-mail and on the receipt, paid by the saved card", async () => {
    const { db, studio, owner, me, sold } = await setup();
    const item = await dueItem(studio.id, me.student.id, sold.id, {
      dueOn: "2026-12-01",
      sequence: 3,
      description: "Bronze 1 · instalment 3 of 3",
    });
    const now = new Date("2026-12-01T11:00:00Z");
    expect((await runAutopay(db, { now })).card).toBe(1);
    const { paymentEntryId } = await itemRow(studio.id, item.id);

    const [mail] = await mailbox.deliver(me.user.email, new Date(now.getTime() + 60_000));
    expect(mail.subject).toBe(`Receipt from ${studio.name}: $100.00`);
    expect(mail.text).toContain("For: Payment for Bronze 1 · instalment 3 of 3");
    // The run's note names the card: the receipt gives it as the method, not as a note.
    expect(mail.text).toContain("Method: Automatic payment, Visa •4242");
    expect(mail.text).not.toContain("Note:");

    const expected = { source: "instalment", instalment: { number: 3, of: 3 }, period: null, dueOn: "2026-12-01", paidBy: "card" };
    for (const token of [owner.token, me.token]) {
      const receipt = await callRoute(receiptRoute, { token, params: { id: paymentEntryId! } });
      expect(receipt.status).toBe(200);
      expect(receipt.body.payment.description).toBe("Payment for Bronze 1 · instalment 3 of 3");
      expect(receipt.body.autopay).toEqual(expected);
    }
  });

  it("says cash when the owner recorded it at the desk, and nothing for an ordinary payment", async () => {
    const { db, studio, owner, me, sold, card } = await setup();
    standIn.current.cardOutcomes.set(card, ["decline"]);
    const item = await dueItem(studio.id, me.student.id, sold.id, {
      dueOn: "2026-12-01",
      sequence: 2,
      description: "Bronze 1 · instalment 2 of 3",
    });
    await runAutopay(db, { now: new Date("2026-12-01T11:00:00Z") });
    const cash = await callRoute(recordCashRoute, { token: owner.token, params: { id: item.id } });
    expect(cash.status, JSON.stringify(cash.body)).toBe(200);
    const { paymentEntryId } = await itemRow(studio.id, item.id);
    const receipt = await callRoute(receiptRoute, { token: owner.token, params: { id: paymentEntryId! } });
    expect(receipt.body.autopay).toEqual({
      source: "instalment",
      instalment: { number: 2, of: 3 },
      period: null,
      dueOn: "2026-12-01",
      paidBy: "cash",
    });
    // A payment recorded by hand settles no item: its receipt has no autopay part.
    const paid = await callRoute(paymentRoute, {
      token: owner.token,
      body: { studentId: me.student.id, amountCents: 500, method: "card" },
    });
    const plain = await callRoute(receiptRoute, { token: owner.token, params: { id: paid.body.payment.id } });
    expect(plain.body.autopay).toBeNull();
  });
});
