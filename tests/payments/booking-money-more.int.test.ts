import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as cancelRoute } from "@/app/api/bookings/[id]/route";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { POST as privateLessonRoute } from "@/app/api/private-lessons/route";
import { GET as policiesGet, PATCH as policiesPatch } from "@/app/api/studio/policies/route";
import { GET as accountRoute } from "@/app/api/students/[id]/account/route";
import { POST as sellRoute } from "@/app/api/students/[id]/packages/route";
import { getDb } from "@/lib/db/client";
import { bookings, instructorAvailability, packages } from "@/lib/db/schema";
import { recordOnlinePayment } from "@/lib/payments/online-payment";
import { callRoute } from "../helpers/call-route";
import { balanceOf, giveStudentPackage, ledgerOf, makePackage, unitsUsed } from "../helpers/money-factory";
import { hoursFromNow, makeEvent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

describe("more booking paths", () => {
  it("a private lesson booked from a free slot uses the private-lesson package", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    const me = await makeStudentMember(s.studio.id);
    const pkg = await makePackage(s.studio.id, [s.privateLesson.id]);
    const owned = await giveStudentPackage(s.studio.id, me.student.id, pkg);
    await db.insert(instructorAvailability).values(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        studioId: s.studio.id,
        instructorId: s.instructor.id,
        weekday,
        startTime: "00:00",
        endTime: "23:45",
      })),
    );
    const startsAt = new Date(Math.ceil(hoursFromNow(50).getTime() / 3600_000) * 3600_000).toISOString();
    const response = await callRoute(privateLessonRoute, {
      token: me.token,
      body: { instructorId: s.instructor.id, serviceId: s.privateLesson.id, startsAt },
    });
    expect(response.status).toBe(201);
    expect(await unitsUsed(owned.id)).toBe(1);
    expect(await ledgerOf(me.student.id)).toHaveLength(0);
  });

  it("a waitlisted student promoted into a place gets a unit reserved then", async () => {
    const s = await makeScheduleStudio();
    const first = await makeStudentMember(s.studio.id);
    const me = await makeStudentMember(s.studio.id);
    const pkg = await makePackage(s.studio.id, [s.groupClass.id], { units: 5 });
    const owned = await giveStudentPackage(s.studio.id, me.student.id, pkg);
    const event = await makeEvent(s.studio.id, {
      serviceId: s.groupClass.id,
      instructorId: s.instructor.id,
      startsAt: hoursFromNow(72),
      capacity: 1,
    });
    const taken = await callRoute(bookRoute, { token: first.token, params: { id: event.id }, body: {} });
    const waiting = await callRoute(bookRoute, { token: me.token, params: { id: event.id }, body: {} });
    expect(waiting.body.booking.status).toBe("waitlisted");
    expect(await unitsUsed(owned.id)).toBe(0);
    await callRoute(cancelRoute, { method: "DELETE", token: first.token, params: { id: taken.body.booking.id } });
    expect(await unitsUsed(owned.id)).toBe(1);
    expect(await balanceOf(first.student.id)).toBe(0);
  });

  it("an expired package is never used: the account shows it expired and the lesson is charged", async () => {
    const s = await makeScheduleStudio();
    const me = await makeStudentMember(s.studio.id);
    const pkg = await makePackage(s.studio.id, [s.groupClass.id], { units: 5 });
    const owned = await giveStudentPackage(s.studio.id, me.student.id, pkg, {
      purchasedAt: hoursFromNow(-24 * 100),
      expiresAt: hoursFromNow(-24 * 10),
    });
    const event = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(72) });
    await callRoute(bookRoute, { token: me.token, params: { id: event.id }, body: {} });
    expect(await unitsUsed(owned.id)).toBe(0);
    const account = await callRoute(accountRoute, { token: me.token, params: { id: me.student.id } });
    expect(account.body.packages[0]).toMatchObject({ expired: true, unitsLeft: 5 });
    expect(account.body.balanceCents).toBe(s.groupClass.priceCents);
  });

  it("a package taken off sale can't be sold (422) and nothing is recorded", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    const me = await makeStudentMember(s.studio.id);
    const pkg = await makePackage(s.studio.id, [s.groupClass.id]);
    await db.update(packages).set({ active: false }).where(eq(packages.id, pkg.id));
    const response = await callRoute(sellRoute, {
      token: s.owner.token,
      params: { id: me.student.id },
      body: { packageId: pkg.id, payment: { method: "cash", amountCents: 100 } },
    });
    expect(response.status).toBe(422);
    expect(await ledgerOf(me.student.id)).toHaveLength(0);
  });

  it("an online payment without a package is a plain payment, recorded once", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    const me = await makeStudentMember(s.studio.id);
    const input = { studioId: s.studio.id, studentId: me.student.id, amountCents: 4_200, externalId: "cs_test_balance" };
    expect((await recordOnlinePayment(db, input)).created).toBe(true);
    expect((await recordOnlinePayment(db, input)).created).toBe(false);
    expect(await balanceOf(me.student.id)).toBe(-4_200);
    const [row] = await db.select().from(bookings).where(eq(bookings.studentId, me.student.id));
    expect(row).toBeUndefined();
  });
});

describe("policy settings API", () => {
  it("reads and saves the policies; a fee policy needs a fee; negative or fractional values are refused", async () => {
    const s = await makeScheduleStudio();
    const read = await callRoute(policiesGet, { token: s.owner.token });
    expect(read.body.policies).toEqual({
      cancellationWindowHours: 24,
      lateCancelPolicy: "lesson",
      lateCancelFeeCents: 0,
      noShowPolicy: "lesson",
      noShowFeeCents: 0,
      autopayNoticeDays: 3,
      currency: "USD",
    });
    const noFee = await callRoute(policiesPatch, { method: "PATCH", token: s.owner.token, body: { noShowPolicy: "fee" } });
    expect(noFee.status).toBe(400);
    expect(noFee.body.error.fields.noShowFeeCents).toBe("Enter the no-show fee (more than zero).");
    for (const body of [
      { lateCancelFeeCents: -1 },
      { lateCancelFeeCents: 1.5 },
      { cancellationWindowHours: -2 },
      { lateCancelPolicy: "double" },
    ]) {
      expect((await callRoute(policiesPatch, { method: "PATCH", token: s.owner.token, body })).status).toBe(400);
    }
    const saved = await callRoute(policiesPatch, {
      method: "PATCH",
      token: s.owner.token,
      body: { cancellationWindowHours: 12, noShowPolicy: "fee", noShowFeeCents: 3_000 },
    });
    expect(saved.body.policies).toMatchObject({ cancellationWindowHours: 12, noShowPolicy: "fee", noShowFeeCents: 3_000 });
  });
});

describe("money history is kept", () => {
  it("a student with payments can't be deleted (409): deactivate them instead", async () => {
    const { DELETE: deleteStudent } = await import("@/app/api/students/[id]/route");
    const s = await makeScheduleStudio();
    const db = await getDb();
    const me = await makeStudentMember(s.studio.id);
    await recordOnlinePayment(db, { studioId: s.studio.id, studentId: me.student.id, amountCents: 1_000, externalId: "cs_keep" });
    const response = await callRoute(deleteStudent, { method: "DELETE", token: s.owner.token, params: { id: me.student.id } });
    expect(response.status).toBe(409);
    expect(response.body.error.message).toMatch(/payments or packages on record/);
    expect(await balanceOf(me.student.id)).toBe(-1_000);
  });
});

describe("booking with a named package", () => {
  it("uses the package named even if another expires sooner", async () => {
    const s = await makeScheduleStudio();
    const me = await makeStudentMember(s.studio.id);
    const pkg = await makePackage(s.studio.id, [s.groupClass.id], { units: 5 });
    const sooner = await giveStudentPackage(s.studio.id, me.student.id, pkg, { expiresAt: hoursFromNow(24 * 20) });
    const named = await giveStudentPackage(s.studio.id, me.student.id, pkg, { expiresAt: hoursFromNow(24 * 60) });
    const event = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(72) });
    const response = await callRoute(bookRoute, { token: me.token, params: { id: event.id }, body: { studentPackageId: named.id } });
    expect(response.status).toBe(201);
    expect(await unitsUsed(named.id)).toBe(1);
    expect(await unitsUsed(sooner.id)).toBe(0);
  });

  it("a package used after its expiry is refused with 422 and nothing is recorded — no booking, no unit, no charge", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    const me = await makeStudentMember(s.studio.id);
    const pkg = await makePackage(s.studio.id, [s.groupClass.id], { name: "5 Group Classes", units: 5 });
    const expired = await giveStudentPackage(s.studio.id, me.student.id, pkg, {
      purchasedAt: hoursFromNow(-24 * 100),
      expiresAt: new Date("2026-01-10T12:00:00Z"),
    });
    const endsFirst = await giveStudentPackage(s.studio.id, me.student.id, pkg, { expiresAt: hoursFromNow(24) });
    const event = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(72) });
    const response = await callRoute(bookRoute, { token: me.token, params: { id: event.id }, body: { studentPackageId: expired.id } });
    expect(response.status).toBe(422);
    expect(response.body.error.message).toBe("5 Group Classes expired on 2026-01-10; its lessons can't be used.");
    const before = await callRoute(bookRoute, { token: me.token, params: { id: event.id }, body: { studentPackageId: endsFirst.id } });
    expect(before.status).toBe(422);
    expect(before.body.error.fields.studentPackageId).toBe("This package expires before the lesson.");
    expect(await db.select().from(bookings).where(eq(bookings.studentId, me.student.id))).toHaveLength(0);
    expect(await unitsUsed(expired.id)).toBe(0);
    expect(await ledgerOf(me.student.id)).toHaveLength(0);
  });
});
