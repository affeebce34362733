import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as availabilityRoute } from "@/app/api/availability/route";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { POST as privateLessonRoute } from "@/app/api/private-lessons/route";
import { GET as roomAvailabilityRoute } from "@/app/api/room-availability/route";
import { POST as roomRentalRoute } from "@/app/api/room-rentals/route";
import { getStudentSchedule } from "@/lib/booking/student-schedule";
import { addDays, instantToLocal, localToInstant } from "@/lib/dates/wall-time";
import { getDb } from "@/lib/db/client";
import { instructorAvailability, services, studios } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { giveStudentPackage, ledgerOf, makePackage, unitsUsed } from "../helpers/money-factory";
import { hoursFromNow, makeEvent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio } from "../helpers/studio-factory";

// The price a student sees before booking is what booking then takes: the same package unit, or the
// same amount on their account. Every case reads the listed price, books, and compares.

const ZONE = "Europe/London";
const ALL_DAY = { open: "00:00", close: "24:00" };

/** A London studio in pounds, open all day, whose instructor teaches 10:00–20:00 every day; £25 classes, £60 privates, £12 rooms. */
async function setup() {
  const s = await makeScheduleStudio();
  const db = await getDb();
  const days = { 0: ALL_DAY, 1: ALL_DAY, 2: ALL_DAY, 3: ALL_DAY, 4: ALL_DAY, 5: ALL_DAY, 6: ALL_DAY };
  await db.update(studios).set({ timeZone: ZONE, currency: "GBP", businessHours: days }).where(eq(studios.id, s.studio.id));
  await db.update(services).set({ priceCents: 2_500 }).where(eq(services.id, s.groupClass.id));
  await db.update(services).set({ priceCents: 6_000 }).where(eq(services.id, s.privateLesson.id));
  await db.update(services).set({ priceCents: 1_200 }).where(eq(services.id, s.rental.id));
  await db.insert(instructorAvailability).values(
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      studioId: s.studio.id,
      instructorId: s.instructor.id,
      weekday,
      startTime: "10:00",
      endTime: "20:00",
    })),
  );
  const me = await makeStudentMember(s.studio.id);
  const day = instantToLocal(new Date(Date.now() + 3 * 86_400_000), ZONE).date;
  const range = {
    from: localToInstant(day, "00:00", ZONE).toISOString(),
    to: localToInstant(addDays(day, 1), "00:00", ZONE).toISOString(),
  };
  const classAt = (hours: number) =>
    makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(hours) });
  /** The class as the student's booking screen lists it (the page reads getStudentSchedule, as its data). */
  const listed = async (eventId: string) => (await getStudentSchedule(db, me.session)).classes.find((item) => item.id === eventId)!;
  const privateSlots = async () =>
    (
      await callRoute(availabilityRoute, {
        token: me.token,
        path: `/api/availability?${new URLSearchParams({ instructorId: s.instructor.id, serviceId: s.privateLesson.id, ...range })}`,
      })
    ).body.slots as { startsAt: string; price: unknown }[];
  return { ...s, db, me, day, classAt, listed, privateSlots, range };
}

describe("the price shown before booking", () => {
  it("a drop-in class: the listed £25 is the charge booking puts on the account", async () => {
    const s = await setup();
    const event = await s.classAt(48);
    const { price } = await s.listed(event.id);
    expect(price).toEqual({ kind: "charge", amountCents: 2_500, currency: "GBP" });

    const booked = await callRoute(bookRoute, { token: s.me.token, params: { id: event.id }, body: {} });
    expect(booked.status).toBe(201);
    expect(booked.body.money).toEqual({ kind: "charge", amountCents: 2_500 });
    expect((await ledgerOf(s.me.student.id)).map((row) => [row.kind, row.amountCents])).toEqual([["charge", 2_500]]);
  });

  it("a class a package covers: the listed unit comes from the package booking then uses", async () => {
    const s = await setup();
    const event = await s.classAt(24 * 5);
    const pkg = await makePackage(s.studio.id, [s.groupClass.id], { name: "5 Classes", units: 5 });
    const later = await makePackage(s.studio.id, [s.groupClass.id], { name: "10 Classes", units: 10 });
    // Three of the student's packages: one ends before the lesson, one later, one sooner — the sooner one pays.
    await giveStudentPackage(s.studio.id, s.me.student.id, pkg, { expiresAt: hoursFromNow(24 * 3) });
    await giveStudentPackage(s.studio.id, s.me.student.id, later, { expiresAt: hoursFromNow(24 * 90) });
    const sooner = await giveStudentPackage(s.studio.id, s.me.student.id, pkg, { unitsUsed: 2, expiresAt: hoursFromNow(24 * 30) });

    const { price } = await s.listed(event.id);
    expect(price).toEqual({ kind: "unit", packageName: "5 Classes", unitsLeft: 3 });

    const booked = await callRoute(bookRoute, { token: s.me.token, params: { id: event.id }, body: {} });
    expect(booked.body.money).toMatchObject({ kind: "unit", studentPackageId: sooner.id, packageName: "5 Classes", unitsLeft: 2 });
    expect(await unitsUsed(sooner.id)).toBe(3);
    expect(await ledgerOf(s.me.student.id)).toHaveLength(0);
  });

  it("a private lesson: each slot's price is what booking that slot takes, drop-in or from a package", async () => {
    const s = await setup();
    const [first] = await s.privateSlots();
    expect(first.price).toEqual({ kind: "charge", amountCents: 6_000, currency: "GBP" });
    const dropIn = await callRoute(privateLessonRoute, {
      token: s.me.token,
      body: { instructorId: s.instructor.id, serviceId: s.privateLesson.id, startsAt: first.startsAt },
    });
    expect(dropIn.status).toBe(201);
    expect(dropIn.body.money).toEqual({ kind: "charge", amountCents: 6_000 });
    expect((await ledgerOf(s.me.student.id)).map((row) => row.amountCents)).toEqual([6_000]);

    const pkg = await makePackage(s.studio.id, [s.privateLesson.id], { name: "10 Private Lessons", units: 10 });
    const mine = await giveStudentPackage(s.studio.id, s.me.student.id, pkg, { unitsUsed: 6 });
    const later = (await s.privateSlots()).find((slot) => slot.startsAt === localToInstant(s.day, "16:00", ZONE).toISOString())!;
    expect(later.price).toEqual({ kind: "unit", packageName: "10 Private Lessons", unitsLeft: 4 });
    const fromPackage = await callRoute(privateLessonRoute, {
      token: s.me.token,
      body: { instructorId: s.instructor.id, serviceId: s.privateLesson.id, startsAt: later.startsAt },
    });
    expect(fromPackage.body.money).toMatchObject({ kind: "unit", studentPackageId: mine.id, unitsLeft: 3 });
  });

  it("a package that ends during the day covers the slots before its end only, as booking does", async () => {
    const s = await setup();
    const pkg = await makePackage(s.studio.id, [s.privateLesson.id], { name: "Taster Pack", units: 2 });
    await giveStudentPackage(s.studio.id, s.me.student.id, pkg, { expiresAt: localToInstant(s.day, "15:00", ZONE) });
    const slots = await s.privateSlots();
    const before = slots.find((slot) => slot.startsAt === localToInstant(s.day, "14:00", ZONE).toISOString())!;
    const after = slots.find((slot) => slot.startsAt === localToInstant(s.day, "16:00", ZONE).toISOString())!;
    expect(before.price).toMatchObject({ kind: "unit", packageName: "Taster Pack" });
    expect(after.price).toEqual({ kind: "charge", amountCents: 6_000, currency: "GBP" });
    const booked = await callRoute(privateLessonRoute, {
      token: s.me.token,
      body: { instructorId: s.instructor.id, serviceId: s.privateLesson.id, startsAt: after.startsAt },
    });
    expect(booked.body.money).toEqual({ kind: "charge", amountCents: 6_000 });
  });

  it("a free class says free, and booking charges nothing", async () => {
    const s = await setup();
    await s.db.update(services).set({ priceCents: 0 }).where(eq(services.id, s.groupClass.id));
    const event = await s.classAt(30);
    expect((await s.listed(event.id)).price).toEqual({ kind: "free" });
    const booked = await callRoute(bookRoute, { token: s.me.token, params: { id: event.id }, body: {} });
    expect(booked.body.money).toEqual({ kind: "free" });
    expect(await ledgerOf(s.me.student.id)).toHaveLength(0);
  });

  it("a practice room: the listed price is the rental's charge to the student who books it", async () => {
    const s = await setup();
    const slots = (
      await callRoute(roomAvailabilityRoute, {
        token: s.me.token,
        path: `/api/room-availability?${new URLSearchParams({ roomId: s.room.id, serviceId: s.rental.id, ...s.range })}`,
      })
    ).body.slots as { startsAt: string; price: unknown }[];
    expect(slots[0].price).toEqual({ kind: "charge", amountCents: 1_200, currency: "GBP" });
    const booked = await callRoute(roomRentalRoute, {
      token: s.me.token,
      body: { roomId: s.room.id, serviceId: s.rental.id, startsAt: slots[0].startsAt },
    });
    expect(booked.status).toBe(201);
    expect((await ledgerOf(s.me.student.id)).map((row) => row.amountCents)).toEqual([1_200]);
  });
});
