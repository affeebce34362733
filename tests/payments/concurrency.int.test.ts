import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as attendanceRoute } from "@/app/api/bookings/[id]/attendance/route";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { POST as refundRoute } from "@/app/api/payments/[id]/refunds/route";
import { POST as paymentRoute } from "@/app/api/payments/route";
import { getDb } from "@/lib/db/client";
import { bookings, creditEntries, events, ledgerEntries, studentPackages, studios } from "@/lib/db/schema";
import { recordOnlinePayment } from "@/lib/payments/online-payment";
import { callRoute } from "../helpers/call-route";
import { balanceOf, giveStudentPackage, makePackage, unitsUsed } from "../helpers/money-factory";
import { hoursFromNow, makeEvent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

describe("money under concurrent requests", () => {
  it("20 parallel bookings (different classes, same student) for a package's last unit: exactly one reserves it", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    const me = await makeStudentMember(s.studio.id);
    const pkg = await makePackage(s.studio.id, [s.groupClass.id], { units: 10 });
    const owned = await giveStudentPackage(s.studio.id, me.student.id, pkg, { unitsUsed: 9 });
    const classes = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(48 + index * 2) }),
      ),
    );
    const started = performance.now();
    const responses = await Promise.all(
      classes.map((event) => callRoute(bookRoute, { token: me.token, params: { id: event.id }, body: {} })),
    );
    console.log(`[concurrency] 20 parallel bookings for the last unit: ${Math.round(performance.now() - started)} ms`);
    expect(responses.every((response) => response.status === 201)).toBe(true);
    expect(await unitsUsed(owned.id)).toBe(10);
    const holding = await db.select().from(bookings).where(eq(bookings.studentPackageId, owned.id));
    expect(holding).toHaveLength(1);
    expect(await db.select().from(creditEntries).where(eq(creditEntries.studentPackageId, owned.id))).toHaveLength(1);
    // The other 19 lessons are charged at the service's price.
    expect(await balanceOf(me.student.id)).toBe(19 * s.groupClass.priceCents);
  });

  it("the same online payment recorded 10 times in parallel: one payment, one package", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    const me = await makeStudentMember(s.studio.id);
    const pkg = await makePackage(s.studio.id, [s.privateLesson.id]);
    const input = { studioId: s.studio.id, studentId: me.student.id, amountCents: 85_000, externalId: "cs_test_123", packageId: pkg.id };
    const results = await Promise.all(Array.from({ length: 10 }, () => recordOnlinePayment(db, input)));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.paymentId)).size).toBe(1);
    const payments = await db.select().from(ledgerEntries).where(eq(ledgerEntries.studentId, me.student.id));
    expect(payments.map((row) => row.kind).sort()).toEqual(["charge", "payment"]);
    expect(payments.find((row) => row.kind === "payment")).toMatchObject({ method: "online", externalId: "cs_test_123" });
    expect(await db.select().from(studentPackages).where(eq(studentPackages.studentId, me.student.id))).toHaveLength(1);
    expect(await balanceOf(me.student.id)).toBe(0);
    const again = await recordOnlinePayment(db, input);
    expect(again).toEqual({ paymentId: results[0].paymentId, created: false });
  });

  it("10 parallel refunds of $30 against a $100 payment: three succeed, never more than paid", async () => {
    const s = await makeScheduleStudio();
    const me = await makeStudentMember(s.studio.id);
    const paid = await callRoute(paymentRoute, {
      token: s.owner.token,
      body: { studentId: me.student.id, amountCents: 10_000, method: "card" },
    });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        callRoute(refundRoute, { token: s.owner.token, params: { id: paid.body.payment.id }, body: { amountCents: 3_000 } }),
      ),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(3);
    expect(responses.filter((response) => response.status === 422)).toHaveLength(7);
    expect(await balanceOf(me.student.id)).toBe(-10_000 + 9_000);
  });

  it("10 parallel attendance posts (attended / no-show with a fee) on one booking leave its money matching the final status", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    await db.update(studios).set({ noShowPolicy: "fee", noShowFeeCents: 3_000 }).where(eq(studios.id, s.studio.id));
    const me = await makeStudentMember(s.studio.id);
    const pkg = await makePackage(s.studio.id, [s.groupClass.id], { units: 5 });
    const owned = await giveStudentPackage(s.studio.id, me.student.id, pkg);
    const event = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(48) });
    const booked = await callRoute(bookRoute, { token: me.token, params: { id: event.id }, body: {} });
    await db
      .update(events)
      .set({ startsAt: hoursFromNow(-2), endsAt: hoursFromNow(-1) })
      .where(eq(events.id, event.id));
    const statuses = Array.from({ length: 10 }, (_, index) => (index % 2 ? "attended" : "no_show"));
    const responses = await Promise.all(
      statuses.map((status) =>
        callRoute(attendanceRoute, { token: s.owner.token, params: { id: booked.body.booking.id }, body: { status } }),
      ),
    );
    expect(responses.every((response) => response.status === 200 || response.status === 409)).toBe(true);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booked.body.booking.id));
    // The last writer's status decides; its money must match it exactly.
    const expectedUnits = row.status === "attended" ? 1 : 0;
    const expectedBalance = row.status === "attended" ? 0 : 3_000;
    expect(await unitsUsed(owned.id)).toBe(expectedUnits);
    expect(await balanceOf(me.student.id)).toBe(expectedBalance);
  });
});
