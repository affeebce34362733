import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as attendanceRoute } from "@/app/api/bookings/[id]/attendance/route";
import { DELETE as cancelRoute } from "@/app/api/bookings/[id]/route";
import { POST as allPresentRoute } from "@/app/api/events/[id]/attendance/all-present/route";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { DELETE as cancelEventRoute } from "@/app/api/events/[id]/route";
import { POST as voidRoute } from "@/app/api/charges/[id]/void/route";
import { getDb } from "@/lib/db/client";
import { bookings, events, services, studios } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { balanceOf, creditsOf, giveStudentPackage, ledgerOf, makePackage, unitsUsed } from "../helpers/money-factory";
import { hoursFromNow, makeEvent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

type Policy = "lesson" | "fee" | "none";

async function setup(policies: { late?: Policy; noShow?: Policy } = {}) {
  const s = await makeScheduleStudio();
  const db = await getDb();
  await db
    .update(studios)
    .set({
      lateCancelPolicy: policies.late ?? "lesson",
      lateCancelFeeCents: 2_000,
      noShowPolicy: policies.noShow ?? "lesson",
      noShowFeeCents: 3_000,
    })
    .where(eq(studios.id, s.studio.id));
  const me = await makeStudentMember(s.studio.id);
  // The group class costs $25; the package covers it.
  await db.update(services).set({ priceCents: 2_500 }).where(eq(services.id, s.groupClass.id));
  s.groupClass.priceCents = 2_500;
  const pkg = await makePackage(s.studio.id, [s.groupClass.id], { name: "5 Group Classes", units: 5, priceCents: 11_000, validDays: 90 });
  const classAt = (hours: number) =>
    makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(hours) });
  const book = async (eventId: string) =>
    (await callRoute(bookRoute, { token: me.token, params: { id: eventId }, body: {} })).body.booking.id as string;
  /** Moves the lesson into the past so attendance can be posted. */
  const startLesson = async (eventId: string) =>
    db
      .update(events)
      .set({ startsAt: hoursFromNow(-1), endsAt: hoursFromNow(0) })
      .where(eq(events.id, eventId));
  const mark = (bookingId: string, status: string) =>
    callRoute(attendanceRoute, { token: s.owner.token, params: { id: bookingId }, body: { status } });
  return { ...s, db, me, pkg, classAt, book, startLesson, mark };
}

describe("booking with a package", () => {
  it("reserves a unit from the oldest-expiring valid package, and a timely cancel releases it", async () => {
    const s = await setup();
    const later = await giveStudentPackage(s.studio.id, s.me.student.id, s.pkg, { expiresAt: hoursFromNow(24 * 60) });
    const sooner = await giveStudentPackage(s.studio.id, s.me.student.id, s.pkg, { expiresAt: hoursFromNow(24 * 30) });
    const event = await s.classAt(72);
    const response = await callRoute(bookRoute, { token: s.me.token, params: { id: event.id }, body: {} });
    expect(response.body.money).toEqual({
      kind: "unit",
      studentPackageId: sooner.id,
      packageName: "5 Group Classes",
      unitsLeft: 4,
      expiresAt: sooner.expiresAt.toISOString(),
    });
    const bookingId = response.body.booking.id as string;
    expect(await unitsUsed(sooner.id)).toBe(1);
    expect(await unitsUsed(later.id)).toBe(0);
    const [row] = await s.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row.studentPackageId).toBe(sooner.id);
    expect(await ledgerOf(s.me.student.id)).toHaveLength(0);

    expect((await callRoute(cancelRoute, { method: "DELETE", token: s.me.token, params: { id: bookingId } })).body.booking.status).toBe(
      "cancelled",
    );
    expect(await unitsUsed(sooner.id)).toBe(0);
    expect((await creditsOf(bookingId)).map((credit) => credit.kind).sort()).toEqual(["release", "reserve"]);
  });

  it("never uses an expired package, nor one that expires before the lesson: the price is charged instead", async () => {
    const s = await setup();
    const expired = await giveStudentPackage(s.studio.id, s.me.student.id, s.pkg, { expiresAt: hoursFromNow(-1) });
    const endsFirst = await giveStudentPackage(s.studio.id, s.me.student.id, s.pkg, { expiresAt: hoursFromNow(48) });
    const event = await s.classAt(72);
    await s.book(event.id);
    expect(await unitsUsed(expired.id)).toBe(0);
    expect(await unitsUsed(endsFirst.id)).toBe(0);
    expect(await balanceOf(s.me.student.id)).toBe(s.groupClass.priceCents);
  });

  it("attended consumes the unit; a correction to no-show under the fee policy releases it and adds the fee; back again re-consumes", async () => {
    const s = await setup({ noShow: "fee" });
    const owned = await giveStudentPackage(s.studio.id, s.me.student.id, s.pkg);
    const event = await s.classAt(72);
    const bookingId = await s.book(event.id);
    await s.startLesson(event.id);
    expect((await s.mark(bookingId, "attended")).status).toBe(200);
    expect(await unitsUsed(owned.id)).toBe(1);
    expect((await creditsOf(bookingId)).map((credit) => credit.kind).sort()).toEqual(["consume", "reserve"]);

    await s.mark(bookingId, "no_show");
    expect(await unitsUsed(owned.id)).toBe(0);
    expect(await balanceOf(s.me.student.id)).toBe(3_000);

    await s.mark(bookingId, "attended");
    expect(await unitsUsed(owned.id)).toBe(1);
    expect(await balanceOf(s.me.student.id)).toBe(0);
    await s.mark(bookingId, "attended");
    expect(await unitsUsed(owned.id)).toBe(1);
  });

  it("all present consumes every booked unit", async () => {
    const s = await setup();
    const owned = await giveStudentPackage(s.studio.id, s.me.student.id, s.pkg);
    const event = await s.classAt(72);
    await s.book(event.id);
    await s.startLesson(event.id);
    expect((await callRoute(allPresentRoute, { token: s.owner.token, params: { id: event.id } })).body.marked).toBe(1);
    expect(await unitsUsed(owned.id)).toBe(1);
  });

  it("a cancelled event gives every unit back", async () => {
    const s = await setup();
    const owned = await giveStudentPackage(s.studio.id, s.me.student.id, s.pkg);
    const event = await s.classAt(72);
    await s.book(event.id);
    await callRoute(cancelEventRoute, { method: "DELETE", token: s.owner.token, params: { id: event.id } });
    expect(await unitsUsed(owned.id)).toBe(0);
  });
});

describe("late cancels per policy", () => {
  const cases: Array<[Policy, number, number]> = [
    // policy, units used after, balance after (with a package)
    ["lesson", 1, 0],
    ["fee", 0, 2_000],
    ["none", 0, 0],
  ];
  for (const [policy, units, balance] of cases) {
    it(`with a package, policy "${policy}": ${units} unit used, balance ${balance}`, async () => {
      const s = await setup({ late: policy });
      const owned = await giveStudentPackage(s.studio.id, s.me.student.id, s.pkg);
      const event = await s.classAt(5);
      const bookingId = await s.book(event.id);
      const cancelled = await callRoute(cancelRoute, { method: "DELETE", token: s.me.token, params: { id: bookingId } });
      expect(cancelled.body.booking.status).toBe("late_cancel");
      expect(await unitsUsed(owned.id)).toBe(units);
      expect(await balanceOf(s.me.student.id)).toBe(balance);
    });
  }

  const charged: Array<[Policy, number]> = [
    ["lesson", 2_500],
    ["fee", 2_000],
    ["none", 0],
  ];
  for (const [policy, balance] of charged) {
    it(`without a package, policy "${policy}": balance ${balance}`, async () => {
      const s = await setup({ late: policy });
      const event = await s.classAt(5);
      const bookingId = await s.book(event.id);
      expect(await balanceOf(s.me.student.id)).toBe(2_500);
      await callRoute(cancelRoute, { method: "DELETE", token: s.me.token, params: { id: bookingId } });
      expect(await balanceOf(s.me.student.id)).toBe(balance);
    });
  }
});

describe("lessons without a package", () => {
  it("charges the price on booking and voids it on a timely cancel", async () => {
    const s = await setup();
    const event = await s.classAt(72);
    const response = await callRoute(bookRoute, { token: s.me.token, params: { id: event.id }, body: {} });
    expect(response.body.money).toEqual({ kind: "charge", amountCents: 2_500 });
    const bookingId = response.body.booking.id as string;
    const [charge] = await ledgerOf(s.me.student.id);
    expect(charge).toMatchObject({ kind: "charge", amountCents: 2_500, bookingId });
    expect(charge.description).toMatch(/^Bronze Waltz · /);
    await callRoute(cancelRoute, { method: "DELETE", token: s.me.token, params: { id: bookingId } });
    expect(await balanceOf(s.me.student.id)).toBe(0);
  });

  it("a lesson charge an owner waived stays waived when attendance is posted", async () => {
    const s = await setup();
    const event = await s.classAt(72);
    const bookingId = await s.book(event.id);
    const [charge] = await ledgerOf(s.me.student.id);
    expect((await callRoute(voidRoute, { token: s.owner.token, params: { id: charge.id } })).status).toBe(201);
    await s.startLesson(event.id);
    await s.mark(bookingId, "attended");
    expect(await balanceOf(s.me.student.id)).toBe(0);
  });
});
