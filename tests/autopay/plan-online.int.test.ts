import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as checkout } from "@/app/api/checkout/route";
import { runAutopay } from "@/lib/autopay/run";
import { savedCards, studentPackages } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { balanceOf } from "../helpers/money-factory";
import { entriesOf, itemsOf, planStudio } from "../helpers/plan-factory";
import { deliverConnectWebhook, signedConnectEvent, withStripeStandIn } from "../helpers/stripe-stand-in";
import { connectStudio } from "../helpers/stripe-stand-in-connect";

const standIn = withStripeStandIn();

/** A studio on its own Stripe account selling Bronze 1; Sam has no card saved there yet. */
async function connectedPlanStudio(options: { priceCents?: number } = {}) {
  const s = await planStudio(options);
  return { ...s, accountId: await connectStudio(s.db, s.studio.id) };
}

/** The Checkout's metadata as the app sent it to Stripe (the form's `metadata[...]` fields). */
function sentMetadata(form: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith("metadata["))
      .map(([key, value]) => [key.slice("metadata[".length, -1), value]),
  );
}

describe("a student buying a package in instalments online", () => {
  it("pays the first in Checkout, saves the card, and the rest are charged to it as they fall due", async () => {
    const s = await connectedPlanStudio();
    const started = await callRoute(checkout, {
      token: s.sam.token,
      body: { kind: "package", packageId: s.bronze.id, paymentPlan: { kind: "instalments", count: 6, every: "month" } },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { form, account } = standIn.current.requests.at(-1)!;
    expect(account).toBe(s.accountId);
    expect(form).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][unit_amount]": "40000",
      "line_items[0][price_data][product_data][name]": "Bronze 1 · instalment 1 of 6",
      // The card stays on the studio's account for the other five, though the student ticked nothing.
      "payment_intent_data[setup_future_usage]": "off_session",
      "metadata[kind]": "package",
      "metadata[plan]": "instalments:6:month",
      "metadata[planPriceCents]": "240000",
      "metadata[planUnits]": "20",
    });
    expect(form.customer).toMatch(/^cus_/);

    const checkoutId = `cs_test_plan_${s.sam.student.id}`;
    const paid = signedConnectEvent(s.accountId, "checkout.session.completed", {
      id: checkoutId,
      object: "checkout.session",
      mode: "payment",
      payment_status: "paid",
      amount_total: 40_000,
      // "save" in the id: the stand-in answers that the PaymentIntent saved its card (setup_future_usage).
      payment_intent: `pi_save_plan_${s.sam.student.id.slice(0, 8)}_40000`,
      customer: form.customer,
      metadata: sentMetadata(form),
    });
    // Delivered twice: sold once.
    for (const delivery of [paid, paid]) expect((await deliverConnectWebhook(delivery)).status).toBe(200);

    const owned = await s.db.select().from(studentPackages).where(eq(studentPackages.studentId, s.sam.student.id));
    expect(owned.map((row) => [row.name, row.units, row.unitsUsed, row.priceCents])).toEqual([["Bronze 1", 20, 0, 240_000]]);
    const items = await itemsOf(s.sam.student.id);
    expect(items.map((item) => [item.status, item.settledBy, item.amountCents])).toEqual([
      ["paid", "card", 40_000],
      ...Array(5).fill(["scheduled", null, 40_000]),
    ]);
    const [payment] = await entriesOf(s.sam.student.id, "payment");
    expect(payment).toMatchObject({ method: "online", amountCents: 40_000, externalId: checkoutId, id: items[0].paymentEntryId });
    expect(await balanceOf(s.sam.student.id)).toBe(0);
    const cards = await s.db.select().from(savedCards).where(eq(savedCards.studentId, s.sam.student.id));
    expect(cards).toHaveLength(1);

    // The second instalment's day: charged off-session on the card the Checkout saved.
    await runAutopay(s.db, { now: new Date(items[1].nextAttemptAt!.getTime() + 1_000) });
    const charged = standIn.current.requests.filter((request) => request.path === "/v1/payment_intents" && request.account === s.accountId);
    expect(charged.map((request) => [request.form.amount, request.form.payment_method, request.form.off_session])).toEqual([
      ["40000", cards[0].id, "true"],
    ]);
    expect((await itemsOf(s.sam.student.id))[1]).toMatchObject({ status: "paid", settledBy: "card" });
  });

  it("is offered only for packages of $100 or more: a smaller one is paid in full", async () => {
    const s = await connectedPlanStudio({ priceCents: 9_900 });
    const sent = standIn.current.requests.length;
    const refused = await callRoute(checkout, {
      token: s.sam.token,
      body: { kind: "package", packageId: s.bronze.id, paymentPlan: { kind: "per_lessons", lessons: 5 } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual({ "paymentPlan.kind": "Choose pay in full for this package." });
    expect(standIn.current.requests.length).toBe(sent);
    const full = await callRoute(checkout, {
      token: s.sam.token,
      body: { kind: "package", packageId: s.bronze.id, paymentPlan: { kind: "full" } },
    });
    expect(full.status).toBe(200);
    expect(standIn.current.requests.at(-1)!.form).toMatchObject({ "line_items[0][price_data][unit_amount]": "9900" });
    expect(standIn.current.requests.at(-1)!.form["metadata[plan]"]).toBeUndefined();
  });

  it("by the lesson online: the first instalment in Checkout, the others waiting for lessons", async () => {
    const s = await connectedPlanStudio();
    await callRoute(checkout, {
      token: s.sam.token,
      body: { kind: "package", packageId: s.bronze.id, paymentPlan: { kind: "per_lessons", lessons: 5 } },
    });
    const { form } = standIn.current.requests.at(-1)!;
    expect(form["line_items[0][price_data][unit_amount]"]).toBe("60000");
    await deliverConnectWebhook(
      signedConnectEvent(s.accountId, "checkout.session.completed", {
        id: `cs_test_lessons_${s.sam.student.id}`,
        object: "checkout.session",
        mode: "payment",
        payment_status: "paid",
        amount_total: 60_000,
        metadata: sentMetadata(form),
      }),
    );
    expect((await itemsOf(s.sam.student.id)).map((item) => [item.status, item.afterLessons, item.dueOn === null])).toEqual([
      ["paid", null, false],
      ["scheduled", 5, true],
      ["scheduled", 10, true],
      ["scheduled", 15, true],
    ]);
  });
});
