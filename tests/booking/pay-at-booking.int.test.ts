import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countPlaces } from "@/lib/booking/places";
import { sweepExpiredHolds } from "@/lib/booking/held-places";
import { getDb } from "@/lib/db/client";
import { bookings, studios } from "@/lib/db/schema";
import { balanceOf, ledgerOf } from "../helpers/money-factory";
import { bookAsStudent, bookingRow, checkoutEvent, expireHold, holdPlace, payAtBookingStudio } from "../helpers/hold-factory";
import { makeStudentMember } from "../helpers/people-factory";
import { deliverConnectWebhook, deliverWebhook, signedEvent, withStripeStandIn } from "../helpers/stripe-stand-in";

const standIn = withStripeStandIn();

const MINUTE = 60_000;

function paid(s: { studio: { id: string }; accountId: string }, hold: Awaited<ReturnType<typeof holdPlace>>, amountCents = 9500) {
  return checkoutEvent("checkout.session.completed", {
    account: s.accountId,
    sessionId: hold.sessionId,
    studioId: s.studio.id,
    studentId: hold.me.student.id,
    bookingIds: [hold.bookingId],
    amountCents,
  });
}

describe("paying when booking: a student's place is held while they pay at Stripe Checkout", () => {
  it("holds the place for 15 minutes with a Checkout built by the real SDK, and puts nothing on the account yet", async () => {
    const s = await payAtBookingStudio();
    const before = standIn.current.requests.length;
    const started = Date.now();
    const hold = await holdPlace(s.studio.id, s.event.id);
    expect(hold.response.body.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    expect(hold.response.body.money).toEqual({ kind: "checkout", amountCents: 9500 });
    const holdEnd = Date.parse(hold.response.body.booking.holdExpiresAt);
    expect(holdEnd - started).toBeGreaterThanOrEqual(15 * MINUTE - 1000);
    expect(holdEnd - started).toBeLessThanOrEqual(15 * MINUTE + 5000);
    const sent = standIn.current.requests.slice(before).filter((request) => request.path === "/v1/checkout/sessions");
    expect(sent).toHaveLength(1);
    // Created on the studio's own account (a direct charge), never on the platform's.
    expect(sent[0].account).toBe(s.accountId);
    expect(sent[0].form).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][unit_amount]": "9500",
      "line_items[0][price_data][currency]": "usd",
      "metadata[kind]": "booking",
      "metadata[studioId]": s.studio.id,
      "metadata[bookingIds]": hold.bookingId,
    });
    // Stripe's shortest session is 30 minutes; the sweep closes it once the 15-minute hold ends.
    expect(Number(sent[0].form.expires_at) * 1000 - started).toBeGreaterThanOrEqual(30 * MINUTE);
    expect(await bookingRow(hold.bookingId)).toMatchObject({ status: "held", checkoutSessionId: hold.sessionId });
    expect(await ledgerOf(hold.me.student.id)).toEqual([]);
    expect((await s.db.transaction((tx) => countPlaces(tx, s.event.id))).total).toBe(1);
  });

  it("hold → paid: checkout.session.completed books the place, with its charge and the payment (nothing left open), once", async () => {
    const s = await payAtBookingStudio();
    const hold = await holdPlace(s.studio.id, s.event.id);
    const event = paid(s, hold);
    // The same Checkout reported by the platform's own webhook is not the studio's money: acknowledged, nothing booked.
    const onPlatform = signedEvent("checkout.session.completed", JSON.parse(event.payload).data.object);
    expect((await deliverWebhook(onPlatform)).status).toBe(200);
    expect(await bookingRow(hold.bookingId)).toMatchObject({ status: "held" });
    expect(await ledgerOf(hold.me.student.id)).toEqual([]);
    const responses = await Promise.all([deliverConnectWebhook(event), deliverConnectWebhook(event), deliverConnectWebhook(event)]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(responses.filter((response) => response.body.duplicate === false)).toHaveLength(1);
    expect(await bookingRow(hold.bookingId)).toMatchObject({ status: "booked", holdExpiresAt: null });
    const ledger = await ledgerOf(hold.me.student.id);
    expect(ledger.map((entry) => [entry.kind, entry.amountCents, entry.method])).toEqual(
      expect.arrayContaining([
        ["charge", 9500, null],
        ["payment", 9500, "online"],
      ]),
    );
    expect(ledger).toHaveLength(2);
    expect(ledger.find((entry) => entry.kind === "payment")).toMatchObject({
      externalId: hold.sessionId,
      description: expect.stringMatching(/^Online payment · Bronze Waltz · /),
    });
    expect(await balanceOf(hold.me.student.id)).toBe(0);
  });

  it("hold → expired: checkout.session.expired lets the place go, and someone else can take it", async () => {
    const s = await payAtBookingStudio(1);
    const hold = await holdPlace(s.studio.id, s.event.id);
    const other = await makeStudentMember(s.studio.id);
    // Full while held: on Pro the next student is waitlisted.
    expect((await bookAsStudent(other.token, s.event.id)).body.booking).toMatchObject({ status: "waitlisted", position: 1 });
    const expired = checkoutEvent("checkout.session.expired", {
      account: s.accountId,
      sessionId: hold.sessionId,
      studioId: s.studio.id,
      studentId: hold.me.student.id,
      bookingIds: [hold.bookingId],
      amountCents: 0,
    });
    // The platform's webhook no longer acts on a student's Checkout: the place stays held until the studio's event.
    expect((await deliverWebhook(signedEvent("checkout.session.expired", JSON.parse(expired.payload).data.object))).status).toBe(200);
    expect(await bookingRow(hold.bookingId)).toMatchObject({ status: "held" });
    expect((await deliverConnectWebhook(expired)).status).toBe(200);
    expect(await bookingRow(hold.bookingId)).toMatchObject({ status: "cancelled" });
    // The freed place went to the waitlist, billed to the account like any promotion.
    const [promoted] = await s.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.eventId, s.event.id), eq(bookings.studentId, other.student.id)));
    expect(promoted).toMatchObject({ status: "booked", promotedAt: expect.any(Date) });
    expect(await balanceOf(other.student.id)).toBe(9500);
    expect(await ledgerOf(hold.me.student.id)).toEqual([]);
  });

  it("hold → sweep: an expired hold is released without any webhook, and its Checkout is closed at Stripe", async () => {
    const s = await payAtBookingStudio(1);
    const hold = await holdPlace(s.studio.id, s.event.id);
    const elsewhere = await payAtBookingStudio(1);
    const live = await holdPlace(elsewhere.studio.id, elsewhere.event.id);
    await expireHold(hold.bookingId);
    const before = standIn.current.requests.length;
    const { released } = await sweepExpiredHolds(s.db);
    expect(released).toBeGreaterThanOrEqual(1);
    expect(await bookingRow(hold.bookingId)).toMatchObject({ status: "cancelled", cancelledAt: expect.any(Date) });
    // A hold still running is not touched.
    expect(await bookingRow(live.bookingId)).toMatchObject({ status: "held" });
    const expiries = standIn.current.requests.slice(before).filter((request) => request.path.endsWith("/expire"));
    expect(expiries.map((request) => request.path)).toContain(`/v1/checkout/sessions/${hold.sessionId}/expire`);
    // Closed on the studio's account, where it was opened.
    expect(expiries.find((request) => request.path.includes(hold.sessionId))?.account).toBe(s.accountId);
    expect(expiries.map((request) => request.path)).not.toContain(`/v1/checkout/sessions/${live.sessionId}/expire`);
    // The place is free again.
    const next = await makeStudentMember(s.studio.id);
    expect((await bookAsStudent(next.token, s.event.id)).body.booking.status).toBe("held");
    expect((await sweepExpiredHolds(s.db)).released).toBe(0);
  });

  it("a hold past its end counts for nothing even before the sweep, and its own student can book again", async () => {
    const s = await payAtBookingStudio(1);
    const hold = await holdPlace(s.studio.id, s.event.id);
    expect((await bookAsStudent(hold.me.token, s.event.id)).status).toBe(409);
    await expireHold(hold.bookingId);
    expect((await s.db.transaction((tx) => countPlaces(tx, s.event.id))).total).toBe(0);
    const again = await bookAsStudent(hold.me.token, s.event.id);
    expect(again.status).toBe(201);
    expect(again.body.booking.status).toBe("held");
    expect(await bookingRow(hold.bookingId)).toMatchObject({ status: "cancelled" });
  });

  it("counts holds against capacity: 2 places, 2 holds → the third student is waitlisted (Pro) or refused (Basic)", async () => {
    const s = await payAtBookingStudio(2);
    await holdPlace(s.studio.id, s.event.id);
    await holdPlace(s.studio.id, s.event.id);
    const third = await makeStudentMember(s.studio.id);
    expect((await bookAsStudent(third.token, s.event.id)).body.booking).toMatchObject({ status: "waitlisted", position: 1 });
    await s.db.update(studios).set({ plan: "basic" }).where(eq(studios.id, s.studio.id));
    const fourth = await makeStudentMember(s.studio.id);
    const refused = await bookAsStudent(fourth.token, s.event.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("class_full");
  });

  it("a class filling up while the student pays is never overbooked: the late payment stays on the account as credit", async () => {
    const s = await payAtBookingStudio(1);
    const late = await holdPlace(s.studio.id, s.event.id);
    await expireHold(late.bookingId);
    // Meanwhile someone else takes the place (the first hold counts for nothing any more).
    const quick = await makeStudentMember(s.studio.id);
    const taken = await bookAsStudent(quick.token, s.event.id);
    expect(taken.body.booking.status).toBe("held");
    expect((await deliverConnectWebhook(paid(s, late))).status).toBe(200);
    expect(await bookingRow(late.bookingId)).toMatchObject({ status: "cancelled" });
    expect((await s.db.transaction((tx) => countPlaces(tx, s.event.id))).total).toBe(1);
    expect(await balanceOf(late.me.student.id)).toBe(-9500);
    const [payment] = (await ledgerOf(late.me.student.id)).filter((entry) => entry.kind === "payment");
    expect(payment.description).toMatch(/kept as credit/);
  });

  it("a payment arriving after the sweep released a place that is still free takes it again", async () => {
    const s = await payAtBookingStudio(1);
    const hold = await holdPlace(s.studio.id, s.event.id);
    await expireHold(hold.bookingId);
    await sweepExpiredHolds(s.db);
    expect(await bookingRow(hold.bookingId)).toMatchObject({ status: "cancelled" });
    await deliverConnectWebhook(paid(s, hold));
    expect(await bookingRow(hold.bookingId)).toMatchObject({ status: "booked", cancelledAt: null });
    expect(await balanceOf(hold.me.student.id)).toBe(0);
  });

  it("under concurrency: 30 students for 5 places → exactly 5 holds; 5 payments at once → 5 booked, never more", async () => {
    const s = await payAtBookingStudio(5);
    const people = await Promise.all(Array.from({ length: 30 }, () => makeStudentMember(s.studio.id)));
    const responses = await Promise.all(people.map((person) => bookAsStudent(person.token, s.event.id)));
    expect(responses.every((response) => response.status === 201)).toBe(true);
    const held = responses.filter((response) => response.body.booking.status === "held");
    expect(held).toHaveLength(5);
    expect(responses.filter((response) => response.body.booking.status === "waitlisted")).toHaveLength(25);
    const holds = await Promise.all(
      held.map(async (response) => {
        const row = await bookingRow(response.body.booking.id);
        const me = people.find((person) => person.student.id === row.studentId)!;
        return { me, bookingId: row.id, sessionId: row.checkoutSessionId!, response };
      }),
    );
    await Promise.all(holds.map((hold) => deliverConnectWebhook(paid(s, hold))));
    const rows = await s.db.select().from(bookings).where(eq(bookings.eventId, s.event.id));
    expect(rows.filter((row) => row.status === "booked")).toHaveLength(5);
    expect(rows.filter((row) => row.status === "held")).toHaveLength(0);
  });

  it("under concurrency: late payments racing new bookings for the last place never give two places", async () => {
    for (let round = 0; round < 3; round++) {
      const s = await payAtBookingStudio(1);
      const late = await holdPlace(s.studio.id, s.event.id);
      await expireHold(late.bookingId);
      const rivals = await Promise.all(Array.from({ length: 4 }, () => makeStudentMember(s.studio.id)));
      await Promise.all([deliverConnectWebhook(paid(s, late)), ...rivals.map((rival) => bookAsStudent(rival.token, s.event.id))]);
      expect((await s.db.transaction((tx) => countPlaces(tx, s.event.id))).total).toBe(1);
      const taken = await s.db.select().from(bookings).where(eq(bookings.eventId, s.event.id));
      expect(taken.filter((row) => row.status === "booked" || row.status === "held")).toHaveLength(1);
    }
  });

  it("sweeps from several processes at once without releasing anything twice", async () => {
    const s = await payAtBookingStudio(10);
    const holds = await Promise.all(Array.from({ length: 6 }, () => holdPlace(s.studio.id, s.event.id)));
    for (const hold of holds) await expireHold(hold.bookingId);
    const db = await getDb();
    const results = await Promise.all([sweepExpiredHolds(db), sweepExpiredHolds(db), sweepExpiredHolds(db)]);
    expect(results.reduce((sum, result) => sum + result.released, 0)).toBe(6);
    for (const hold of holds) expect((await bookingRow(hold.bookingId)).status).toBe("cancelled");
  });
});
