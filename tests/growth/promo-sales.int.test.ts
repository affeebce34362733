import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as checkoutRoute } from "@/app/api/checkout/route";
import { GET as receiptRoute } from "@/app/api/payments/[id]/route";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { POST as makeCode } from "@/app/api/promo-codes/route";
import { GET as revenueRoute } from "@/app/api/reports/revenue/route";
import { POST as enrolRoute } from "@/app/api/students/[id]/memberships/route";
import { getDb } from "@/lib/db/client";
import { membershipPlans, paymentItems, promoRedemptions, sales, studentPackages } from "@/lib/db/schema";
import { instantToLocal } from "@/lib/dates/wall-time";
import { callRoute } from "../helpers/call-route";
import { balanceOf, giveStudentPackage, ledgerOf, makePackage } from "../helpers/money-factory";
import { hoursFromNow, makeEvent, makeStudent, makeStudentMember } from "../helpers/people-factory";
import { deliverConnectWebhook, signedConnectEvent, withStripeStandIn } from "../helpers/stripe-stand-in";
import { connectStudio } from "../helpers/stripe-stand-in-connect";
import { makeScheduleStudio } from "../helpers/studio-factory";

const standIn = withStripeStandIn();

async function studioWithCode(body: Record<string, unknown> = {}) {
  const s = await makeScheduleStudio();
  const made = await callRoute(makeCode, { token: s.owner.token, body: { code: "DANCE25", kind: "percent", percent: 25, ...body } });
  expect(made.status).toBe(201);
  return { s, codeId: made.body.promoCode.id as string };
}

async function usesOf(codeId: string) {
  const db = await getDb();
  return db.select().from(promoRedemptions).where(eq(promoRedemptions.promoCodeId, codeId));
}

describe("promo codes where students pay", () => {
  it("Checkout charges the discounted price; the webhook sells at it and uses the code once, replayed or not", async () => {
    const { s, codeId } = await studioWithCode();
    const db = await getDb();
    const accountId = await connectStudio(db, s.studio.id);
    const me = await makeStudentMember(s.studio.id);
    const pkg = await makePackage(s.studio.id, [s.privateLesson.id], { priceCents: 40_000 });
    const from = standIn.current.requests.length;
    const started = await callRoute(checkoutRoute, { token: me.token, body: { kind: "package", packageId: pkg.id, promoCode: "dance25" } });
    expect(started.status).toBe(200);
    const [sent] = standIn.current.requests.slice(from).filter((request) => request.path === "/v1/checkout/sessions");
    expect(sent.form["line_items[0][price_data][unit_amount]"]).toBe("30000");
    expect(sent.form["metadata[promoCodeId]"]).toBe(codeId);
    // Nothing is used until Stripe says it was paid.
    expect(await usesOf(codeId)).toHaveLength(0);

    const metadata = Object.fromEntries(
      Object.entries(sent.form as Record<string, string>)
        .filter(([key]) => key.startsWith("metadata["))
        .map(([key, value]) => [key.slice(9, -1), value]),
    );
    const session = {
      id: `cs_promo_${me.student.id.slice(0, 8)}`,
      object: "checkout.session",
      mode: "payment",
      payment_status: "paid",
      amount_total: 30_000,
      metadata,
    };
    const paid = signedConnectEvent(accountId, "checkout.session.completed", session);
    expect((await deliverConnectWebhook(paid)).status).toBe(200);
    expect((await deliverConnectWebhook(paid)).status).toBe(200);
    // Stripe may also send the same Checkout under another event (async payment succeeded).
    expect((await deliverConnectWebhook(signedConnectEvent(accountId, "checkout.session.async_payment_succeeded", session))).status).toBe(
      200,
    );

    expect(await usesOf(codeId)).toEqual([expect.objectContaining({ listCents: 40_000, discountCents: 10_000, checkoutId: session.id })]);
    const [sale] = await db.select().from(sales).where(eq(sales.studentId, me.student.id));
    expect(sale).toMatchObject({ listCents: 40_000, discountCents: 10_000, amountCents: 30_000, promoCodeId: codeId });
    const owned = await db.select().from(studentPackages).where(eq(studentPackages.studentId, me.student.id));
    expect(owned.map((row) => row.priceCents)).toEqual([30_000]);
    expect(await balanceOf(me.student.id)).toBe(0);
    // The receipt says what the code took off.
    const payment = (await ledgerOf(me.student.id)).find((row) => row.kind === "payment")!;
    const receipt = await callRoute(receiptRoute, { token: me.token, params: { id: payment.id } });
    expect(receipt.body.discount).toEqual({ listCents: 40_000, discountCents: 10_000 });
  });

  it("a paid lesson booked with a code is charged the discounted price; a package unit uses no code", async () => {
    const { s, codeId } = await studioWithCode();
    const event = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(48) });
    const me = await makeStudentMember(s.studio.id);
    const booked = await callRoute(bookRoute, { token: me.token, params: { id: event.id }, body: { promoCode: "DANCE25" } });
    expect(booked.status).toBe(201);
    expect(booked.body.money).toEqual({ kind: "charge", amountCents: 7_125 });
    expect(await balanceOf(me.student.id)).toBe(7_125);
    expect((await ledgerOf(me.student.id)).map((row) => row.description)).toEqual([expect.stringContaining("promo code")]);
    expect(await usesOf(codeId)).toEqual([
      expect.objectContaining({ usedFor: "lesson", recordId: booked.body.booking.id, discountCents: 2_375 }),
    ]);

    const pkg = await makePackage(s.studio.id, [s.groupClass.id], { priceCents: 0 });
    const other = await makeStudentMember(s.studio.id);
    await giveStudentPackage(s.studio.id, other.student.id, pkg);
    const unit = await callRoute(bookRoute, { token: other.token, params: { id: event.id }, body: { promoCode: "DANCE25" } });
    expect(unit.body.money.kind).toBe("unit");
    expect(await usesOf(codeId)).toHaveLength(1);

    // Revenue says what codes took off in the period.
    const today = instantToLocal(new Date(), s.studio.timeZone).date;
    const revenue = await callRoute(revenueRoute, { token: s.owner.token, path: `/api/reports/revenue?from=${today}&to=${today}` });
    expect(revenue.status).toBe(200);
    expect(revenue.body.totals).toMatchObject({ discountsCents: 2_375, discountUses: 1 });
  });

  it("a code for another service refuses the booking, and nothing is booked", async () => {
    const { s } = await studioWithCode({ code: "PRIVATE10", serviceIds: [] });
    const event = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(48) });
    const me = await makeStudentMember(s.studio.id);
    const refused = await callRoute(bookRoute, { token: me.token, params: { id: event.id }, body: { promoCode: "PRIVATE10" } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(`This code isn't for ${s.groupClass.name}.`);
    expect(await balanceOf(me.student.id)).toBe(0);
  });

  it("a membership enrolment takes the discount off the first period only", async () => {
    const { s, codeId } = await studioWithCode();
    const db = await getDb();
    const [plan] = await db
      .insert(membershipPlans)
      .values({ studioId: s.studio.id, name: "Monthly Social", priceCents: 12_000, period: "month", unlimitedClasses: true })
      .returning();
    const student = await makeStudent(s.studio.id);
    const today = instantToLocal(new Date(), s.studio.timeZone).date;
    const enrolled = await callRoute(enrolRoute, {
      token: s.owner.token,
      params: { id: student.id },
      body: { planId: plan.id, startsOn: today, promoCode: "DANCE25" },
    });
    expect(enrolled.status).toBe(201);
    const items = await db
      .select({ sequence: paymentItems.sequence, amountCents: paymentItems.amountCents })
      .from(paymentItems)
      .where(and(eq(paymentItems.studioId, s.studio.id), eq(paymentItems.studentId, student.id)))
      .orderBy(paymentItems.sequence);
    expect(items[0]).toEqual({ sequence: 1, amountCents: 9_000 });
    expect(items.slice(1).every((item) => item.amountCents === 12_000)).toBe(true);
    const [sale] = await db.select().from(sales).where(eq(sales.studentId, student.id));
    expect(sale).toMatchObject({ kind: "membership", listCents: 12_000, discountCents: 3_000, promoCodeId: codeId });
  });
});
