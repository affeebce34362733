import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as cancelRoute } from "@/app/api/bookings/[id]/route";
import { POST as privateLessonRoute } from "@/app/api/private-lessons/route";
import { POST as roomRentalRoute } from "@/app/api/room-rentals/route";
import { sweepExpiredHolds } from "@/lib/booking/held-places";
import { getStudentSchedule } from "@/lib/booking/student-schedule";
import { getSessionFromToken } from "@/lib/auth/session";
import { events, instructorAvailability, ledgerEntries, studios } from "@/lib/db/schema";
import { setStripeSettingsForTests } from "@/lib/stripe/config";
import { callRoute } from "../helpers/call-route";
import { bookAsStudent, bookingRow, checkoutEvent, expireHold, holdPlace, payAtBookingStudio } from "../helpers/hold-factory";
import { balanceOf, giveStudentPackage, ledgerOf, makePackage } from "../helpers/money-factory";
import { makeStudent, makeStudentMember } from "../helpers/people-factory";
import { deliverConnectWebhook, standInSettings, withStripeStandIn } from "../helpers/stripe-stand-in";
import { futureAt } from "../helpers/studio-factory";

const standIn = withStripeStandIn();

const ALL_DAY = { open: "00:00", close: "24:00" };

async function openAllWeek(s: Awaited<ReturnType<typeof payAtBookingStudio>>) {
  await s.db
    .update(studios)
    .set({ businessHours: { 0: ALL_DAY, 1: ALL_DAY, 2: ALL_DAY, 3: ALL_DAY, 4: ALL_DAY, 5: ALL_DAY, 6: ALL_DAY } })
    .where(eq(studios.id, s.studio.id));
  await s.db.insert(instructorAvailability).values(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      studioId: s.studio.id,
      instructorId: s.instructor.id,
      weekday,
      startTime: "00:00",
      endTime: "23:45",
    })),
  );
}

describe("paying when booking: what is billed to the account as before", () => {
  it("staff booking a student, a package that covers it, enough credit, a free lesson, a price under Stripe's minimum", async () => {
    const s = await payAtBookingStudio();
    const student = await makeStudent(s.studio.id);
    const staff = await callRoute((await import("@/app/api/events/[id]/bookings/route")).POST, {
      token: s.owner.token,
      params: { id: s.event.id },
      body: { studentId: student.id },
    });
    expect(staff.body).toMatchObject({ booking: { status: "booked" }, money: { kind: "charge", amountCents: 9500 } });
    expect(staff.body.checkoutUrl).toBeUndefined();

    const covered = await makeStudentMember(s.studio.id);
    await giveStudentPackage(s.studio.id, covered.student.id, await makePackage(s.studio.id, [s.groupClass.id]));
    expect((await bookAsStudent(covered.token, s.event.id)).body).toMatchObject({ booking: { status: "booked" }, money: { kind: "unit" } });

    const credited = await makeStudentMember(s.studio.id);
    await s.db.insert(ledgerEntries).values({
      studioId: s.studio.id,
      studentId: credited.student.id,
      kind: "payment",
      method: "cash",
      amountCents: 10_000,
      description: "Paid in advance",
    });
    expect((await bookAsStudent(credited.token, s.event.id)).body).toMatchObject({
      booking: { status: "booked" },
      money: { kind: "charge" },
    });
    expect(await balanceOf(credited.student.id)).toBe(-500);

    const { services } = await import("@/lib/db/schema");
    for (const priceCents of [0, 49]) {
      await s.db.update(services).set({ priceCents }).where(eq(services.id, s.groupClass.id));
      const me = await makeStudentMember(s.studio.id);
      const response = await bookAsStudent(me.token, s.event.id);
      expect(response.body.booking.status, `${priceCents} cents`).toBe("booked");
      expect(response.body.checkoutUrl, `${priceCents} cents`).toBeUndefined();
    }
  });

  it("a studio billing to the account (the default), or Stripe not configured, holds nothing", async () => {
    const s = await payAtBookingStudio();
    await s.db.update(studios).set({ paymentAtBooking: "account" }).where(eq(studios.id, s.studio.id));
    const me = await makeStudentMember(s.studio.id);
    expect((await bookAsStudent(me.token, s.event.id)).body).toMatchObject({ booking: { status: "booked" }, money: { kind: "charge" } });
    await s.db.update(studios).set({ paymentAtBooking: "checkout" }).where(eq(studios.id, s.studio.id));
    setStripeSettingsForTests(null);
    try {
      const other = await makeStudentMember(s.studio.id);
      expect((await bookAsStudent(other.token, s.event.id)).body.booking.status).toBe("booked");
    } finally {
      setStripeSettingsForTests(standInSettings(standIn.current.apiBase));
    }
  });

  it("when Stripe can't be reached, nothing is booked or held and the student is told to try again (503)", async () => {
    const s = await payAtBookingStudio(1);
    setStripeSettingsForTests(standInSettings("http://127.0.0.1:9"));
    let response;
    const me = await makeStudentMember(s.studio.id);
    try {
      response = await bookAsStudent(me.token, s.event.id);
    } finally {
      setStripeSettingsForTests(standInSettings(standIn.current.apiBase));
    }
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("60");
    expect(response.body.error.message).toBe("Online payments are unreachable right now, so nothing was booked. Try again in a minute.");
    const other = await makeStudentMember(s.studio.id);
    expect((await bookAsStudent(other.token, s.event.id)).body.booking.status).toBe("held");
  });
});

describe("paying when booking: private lessons, room rentals, cancelling, the student's own list", () => {
  it("a private lesson is held (the instructor's time kept) and, unpaid, released: the lesson is cancelled and the slot free", async () => {
    const s = await payAtBookingStudio();
    await openAllWeek(s);
    const me = await makeStudentMember(s.studio.id);
    const body = { instructorId: s.instructor.id, serviceId: s.privateLesson.id, startsAt: futureAt(4, 15) };
    const held = await callRoute(privateLessonRoute, { token: me.token, body });
    expect(held.status).toBe(201);
    expect(held.body).toMatchObject({
      booking: { status: "held" },
      checkoutUrl: expect.stringMatching(/^https:\/\/checkout\.stripe\.test/),
    });
    const rival = await makeStudentMember(s.studio.id);
    expect((await callRoute(privateLessonRoute, { token: rival.token, body })).status).toBe(409);
    await expireHold(held.body.booking.id);
    await sweepExpiredHolds(s.db);
    const [lesson] = await s.db.select().from(events).where(eq(events.id, held.body.event.id));
    expect(lesson.status).toBe("cancelled");
    expect((await callRoute(privateLessonRoute, { token: rival.token, body })).body.booking.status).toBe("held");
  });

  it("a private lesson paid in time is booked, charged and paid", async () => {
    const s = await payAtBookingStudio();
    await openAllWeek(s);
    const me = await makeStudentMember(s.studio.id);
    const held = await callRoute(privateLessonRoute, {
      token: me.token,
      body: { instructorId: s.instructor.id, serviceId: s.privateLesson.id, startsAt: futureAt(5, 15) },
    });
    const row = await bookingRow(held.body.booking.id);
    const hold = {
      account: s.accountId,
      sessionId: row.checkoutSessionId!,
      studioId: s.studio.id,
      studentId: me.student.id,
      bookingIds: [row.id],
      amountCents: 9500,
    };
    await deliverConnectWebhook(checkoutEvent("checkout.session.completed", hold));
    expect(await bookingRow(row.id)).toMatchObject({ status: "booked" });
    expect(await balanceOf(me.student.id)).toBe(0);
  });

  it("a couple's room rental: both places in one Checkout; paid, each dancer's place is charged and paid on their own account", async () => {
    const s = await payAtBookingStudio();
    await openAllWeek(s);
    const { rooms } = await import("@/lib/db/schema");
    await s.db.update(rooms).set({ capacity: 2 }).where(eq(rooms.id, s.room.id));
    const partner = await makeStudent(s.studio.id);
    const me = await makeStudentMember(s.studio.id, { partnerId: partner.id });
    const before = standIn.current.requests.length;
    const rental = await callRoute(roomRentalRoute, {
      token: me.token,
      body: { roomId: s.room.id, serviceId: s.rental.id, startsAt: futureAt(3, 16), withPartner: true },
    });
    expect(rental.status).toBe(201);
    expect(rental.body.bookings.map((booking: { status: string }) => booking.status)).toEqual(["held", "held"]);
    const sent = standIn.current.requests.slice(before).find((request) => request.path === "/v1/checkout/sessions")!;
    expect(sent.form["line_items[1][price_data][unit_amount]"]).toBe("9500");
    const ids = rental.body.bookings.map((booking: { id: string }) => booking.id);
    const sessionId = (await bookingRow(ids[0])).checkoutSessionId!;
    await deliverConnectWebhook(
      checkoutEvent("checkout.session.completed", {
        account: s.accountId,
        sessionId,
        studioId: s.studio.id,
        studentId: me.student.id,
        bookingIds: ids,
        amountCents: 19_000,
      }),
    );
    for (const id of ids) expect((await bookingRow(id)).status).toBe("booked");
    expect(await balanceOf(me.student.id)).toBe(0);
    expect(await balanceOf(partner.id)).toBe(0);
    expect((await ledgerOf(partner.id)).find((entry) => entry.kind === "payment")?.externalId).toBe(`${sessionId}#2`);
  });

  it("the student sees their held place with its end, may cancel it (free), and its Checkout is closed", async () => {
    const s = await payAtBookingStudio(1);
    const hold = await holdPlace(s.studio.id, s.event.id);
    const session = (await getSessionFromToken(s.db, hold.me.token))!;
    const schedule = await getStudentSchedule(s.db, session);
    expect(schedule.lessons).toEqual([
      expect.objectContaining({ bookingId: hold.bookingId, status: "held", holdExpiresAt: expect.any(String) }),
    ]);
    expect(schedule.classes.find((item) => item.id === s.event.id)).toMatchObject({ places: { total: 1 }, mine: { status: "held" } });
    const before = standIn.current.requests.length;
    const cancelled = await callRoute(cancelRoute, { method: "DELETE", token: hold.me.token, params: { id: hold.bookingId } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.booking.status).toBe("cancelled");
    expect(standIn.current.requests.slice(before).map((request) => request.path)).toContain(
      `/v1/checkout/sessions/${hold.sessionId}/expire`,
    );
    expect(standIn.current.requests.slice(before).find((request) => request.path.endsWith("/expire"))?.account).toBe(s.accountId);
    expect(await ledgerOf(hold.me.student.id)).toEqual([]);
    const next = await makeStudentMember(s.studio.id);
    expect((await bookAsStudent(next.token, s.event.id)).body.booking.status).toBe("held");
  });

  it("a Checkout whose metadata names another studio changes nothing in the studio the bookings belong to", async () => {
    const s = await payAtBookingStudio(1);
    const other = await payAtBookingStudio(1);
    const hold = await holdPlace(other.studio.id, other.event.id);
    const forged = { sessionId: "cs_test_forged", studioId: s.studio.id, studentId: hold.me.student.id, bookingIds: [hold.bookingId] };
    // From the studio its metadata names (the bookings are not that studio's), and from the bookings' own studio's account.
    for (const account of [s.accountId, other.accountId]) {
      const response = await deliverConnectWebhook(checkoutEvent("checkout.session.completed", { ...forged, account, amountCents: 9500 }));
      expect(response.status).toBe(200);
      expect(await bookingRow(hold.bookingId)).toMatchObject({ status: "held" });
    }
    expect(await ledgerOf(hold.me.student.id)).toEqual([]);
  });
});
