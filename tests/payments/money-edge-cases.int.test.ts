import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as attendanceRoute } from "@/app/api/bookings/[id]/attendance/route";
import { DELETE as cancelRoute } from "@/app/api/bookings/[id]/route";
import { POST as voidRoute } from "@/app/api/charges/[id]/void/route";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { PATCH as patchPackage } from "@/app/api/packages/[id]/route";
import { POST as sellRoute } from "@/app/api/students/[id]/packages/route";
import { DELETE as cancelEventRoute } from "@/app/api/events/[id]/route";
import { getDb } from "@/lib/db/client";
import { bookings, events, ledgerEntries, packages, services, studentPackages, studios } from "@/lib/db/schema";
import { recordOnlinePayment } from "@/lib/payments/online-payment";
import { callRoute } from "../helpers/call-route";
import { balanceOf, giveStudentPackage, ledgerOf, makePackage, unitsUsed } from "../helpers/money-factory";
import { hoursFromNow, makeEvent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

/** A studio whose $25 class is covered by a 5-class package, with a late-cancel fee of $20 and a no-show fee of $30. */
async function setup(policy: "lesson" | "fee" = "lesson") {
  const s = await makeScheduleStudio();
  const db = await getDb();
  await db
    .update(studios)
    .set({ lateCancelPolicy: policy, lateCancelFeeCents: 2_000, noShowPolicy: policy, noShowFeeCents: 3_000 })
    .where(eq(studios.id, s.studio.id));
  await db.update(services).set({ priceCents: 2_500 }).where(eq(services.id, s.groupClass.id));
  const me = await makeStudentMember(s.studio.id);
  const pkg = await makePackage(s.studio.id, [s.groupClass.id], { name: "5 Group Classes", units: 5, priceCents: 11_000, validDays: 90 });
  const classAt = (hours: number) =>
    makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(hours) });
  const book = async (eventId: string) =>
    (await callRoute(bookRoute, { token: me.token, params: { id: eventId }, body: {} })).body.booking.id as string;
  const cancel = (token: string, bookingId: string, waive = false) =>
    callRoute(cancelRoute, {
      method: "DELETE",
      token,
      params: { id: bookingId },
      path: `/api/bookings/${bookingId}${waive ? "?waive=true" : ""}`,
    });
  return { ...s, db, me, pkg, classAt, book, cancel };
}

describe("money edge cases", () => {
  it("staff can cancel inside the window without the late charge; a student can't waive it", async () => {
    const s = await setup();
    const held = await giveStudentPackage(s.studio.id, s.me.student.id, s.pkg);
    const bookingId = await s.book((await s.classAt(3)).id);
    expect((await s.cancel(s.me.token, bookingId, true)).status).toBe(403);
    const waived = await s.cancel(s.owner.token, bookingId, true);
    expect(waived.body.booking.status).toBe("cancelled");
    expect(await unitsUsed(held.id)).toBe(0);
  });

  it("a place the waitlist handed over inside the window is cancelled without a charge", async () => {
    const s = await setup();
    const held = await giveStudentPackage(s.studio.id, s.me.student.id, s.pkg);
    const bookingId = await s.book((await s.classAt(5)).id);
    await s.db
      .update(bookings)
      .set({ promotedAt: hoursFromNow(-1) })
      .where(eq(bookings.id, bookingId));
    expect((await s.cancel(s.me.token, bookingId)).body.booking.status).toBe("cancelled");
    expect(await unitsUsed(held.id)).toBe(0);
  });

  it("cancelling a class releases the money of late cancellations too", async () => {
    const s = await setup("fee");
    const event = await s.classAt(3);
    const bookingId = await s.book(event.id);
    expect((await s.cancel(s.me.token, bookingId)).body.booking.status).toBe("late_cancel");
    expect(await balanceOf(s.me.student.id)).toBe(2_000);
    await callRoute(cancelEventRoute, { method: "DELETE", token: s.owner.token, params: { id: event.id } });
    expect(await balanceOf(s.me.student.id)).toBe(0);
  });

  it("posting the status already recorded changes nothing: a waived fee stays waived", async () => {
    const s = await setup("fee");
    const event = await s.classAt(48);
    const bookingId = await s.book(event.id);
    await s.db
      .update(events)
      .set({ startsAt: hoursFromNow(-1), endsAt: hoursFromNow(0) })
      .where(eq(events.id, event.id));
    const mark = () => callRoute(attendanceRoute, { token: s.owner.token, params: { id: bookingId }, body: { status: "no_show" } });
    expect((await mark()).status).toBe(200);
    const fee = (await ledgerOf(s.me.student.id)).find((entry) => entry.description.startsWith("No-show fee"));
    expect((await callRoute(voidRoute, { token: s.owner.token, params: { id: fee!.id } })).status).toBe(201);
    const before = await balanceOf(s.me.student.id);
    expect((await mark()).status).toBe(200);
    expect(await balanceOf(s.me.student.id)).toBe(before);
  });

  it("refuses attendance on a cancelled lesson", async () => {
    const s = await setup();
    const event = await s.classAt(48);
    const bookingId = await s.book(event.id);
    await s.db
      .update(events)
      .set({ startsAt: hoursFromNow(-1), endsAt: hoursFromNow(0), status: "cancelled" })
      .where(eq(events.id, event.id));
    const response = await callRoute(attendanceRoute, { token: s.owner.token, params: { id: bookingId }, body: { status: "attended" } });
    expect(response.status).toBe(422);
    expect(response.body.error.message).toMatch(/cancelled/);
  });

  it("a correction after the package expired still uses it, if it was valid when the lesson took place", async () => {
    const s = await setup("fee");
    const held = await giveStudentPackage(s.studio.id, s.me.student.id, s.pkg);
    const event = await s.classAt(48);
    const bookingId = await s.book(event.id);
    // The lesson was last week; the package ran out yesterday.
    await s.db
      .update(events)
      .set({ startsAt: hoursFromNow(-170), endsAt: hoursFromNow(-169) })
      .where(eq(events.id, event.id));
    await s.db
      .update(studentPackages)
      .set({ expiresAt: hoursFromNow(-24) })
      .where(eq(studentPackages.id, held.id));
    const mark = (status: string) => callRoute(attendanceRoute, { token: s.owner.token, params: { id: bookingId }, body: { status } });
    expect((await mark("no_show")).status).toBe(200);
    expect((await mark("attended")).status).toBe(200);
    expect(await unitsUsed(held.id)).toBe(1);
    expect(await balanceOf(s.me.student.id)).toBe(0);
  });

  it("keeps what a sold package covers when the owner later changes the package", async () => {
    const s = await setup();
    const sold = await callRoute(sellRoute, { token: s.owner.token, params: { id: s.me.student.id }, body: { packageId: s.pkg.id } });
    expect(sold.status).toBe(201);
    // From now on the package is sold for private lessons only; the one already sold still pays for classes.
    const patched = await callRoute(patchPackage, {
      method: "PATCH",
      token: s.owner.token,
      params: { id: s.pkg.id },
      body: { serviceIds: [s.privateLesson.id] },
    });
    expect(patched.status).toBe(200);
    const booked = await callRoute(bookRoute, { token: s.me.token, params: { id: (await s.classAt(48)).id }, body: {} });
    expect(booked.body.money).toMatchObject({ kind: "unit", studentPackageId: sold.body.studentPackage.id });
  });

  it("records a package bought online even if it went off sale or changed price while the student paid", async () => {
    const s = await setup();
    await s.db.update(packages).set({ active: false, priceCents: 12_000 }).where(eq(packages.id, s.pkg.id));
    const paid = await recordOnlinePayment(s.db, {
      studioId: s.studio.id,
      studentId: s.me.student.id,
      amountCents: 11_000,
      externalId: "cs_test_offsale",
      packageId: s.pkg.id,
    });
    expect(paid.created).toBe(true);
    const [sold] = await s.db.select().from(studentPackages).where(eq(studentPackages.studentId, s.me.student.id));
    expect(sold.priceCents).toBe(11_000);
    expect(await balanceOf(s.me.student.id)).toBe(0);
    const entries = await s.db.select().from(ledgerEntries).where(eq(ledgerEntries.studentId, s.me.student.id));
    expect(entries.map((entry) => entry.kind).sort()).toEqual(["charge", "payment"]);
  });
});
