import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as availabilityRoute } from "@/app/api/availability/route";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { PATCH as changeCode } from "@/app/api/promo-codes/[id]/route";
import { POST as quoteRoute } from "@/app/api/promo-codes/quote/route";
import { POST as makeCode } from "@/app/api/promo-codes/route";
import { POST as privateLessonRoute } from "@/app/api/private-lessons/route";
import { POST as enrolRoute } from "@/app/api/students/[id]/memberships/route";
import { POST as sellRoute } from "@/app/api/students/[id]/packages/route";
import { sweepExpiredHolds } from "@/lib/booking/held-places";
import { addDays, instantToLocal, localToInstant } from "@/lib/dates/wall-time";
import { getDb } from "@/lib/db/client";
import { instructorAvailability, membershipPlans, promoRedemptions, services, studios } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { bookAsStudent, bookingRow, expireHold, payAtBookingStudio } from "../helpers/hold-factory";
import { balanceOf, ledgerOf, makePackage } from "../helpers/money-factory";
import { hoursFromNow, makeEvent, makeStudent, makeStudentMember } from "../helpers/people-factory";
import { withStripeStandIn } from "../helpers/stripe-stand-in";
import { makeScheduleStudio } from "../helpers/studio-factory";

// Checkout for held places goes to the Stripe stand-in.
withStripeStandIn();

async function usesOf(codeId: string) {
  const db = await getDb();
  return db.select().from(promoRedemptions).where(eq(promoRedemptions.promoCodeId, codeId));
}

async function newCode(token: string, body: Record<string, unknown>) {
  const made = await callRoute(makeCode, { token, body: { kind: "percent", percent: 10, ...body } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.promoCode as {
    id: string;
    packageIds: string[] | null;
    membershipPlanIds: string[] | null;
    serviceIds: string[] | null;
  };
}

describe("a code for named packages, plans and services", () => {
  it("is stored with the items the owner chose and takes money off those only", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    const chosen = await makePackage(s.studio.id, [s.privateLesson.id], { name: "10 Privates", priceCents: 50_000 });
    const other = await makePackage(s.studio.id, [s.groupClass.id], { name: "Class Card", priceCents: 20_000 });
    const [gold, social] = await db
      .insert(membershipPlans)
      .values([
        { studioId: s.studio.id, name: "Gold", priceCents: 20_000, period: "month", unlimitedClasses: true },
        { studioId: s.studio.id, name: "Social", priceCents: 8_000, period: "month", unlimitedClasses: true },
      ])
      .returning();
    const code = await newCode(s.owner.token, {
      code: "PICKED",
      packageIds: [chosen.id, chosen.id],
      membershipPlanIds: [gold.id],
      serviceIds: [s.privateLesson.id],
    });
    expect(code).toMatchObject({ packageIds: [chosen.id], membershipPlanIds: [gold.id], serviceIds: [s.privateLesson.id] });

    const student = await makeStudent(s.studio.id);
    const sell = (packageId: string) =>
      callRoute(sellRoute, { token: s.owner.token, params: { id: student.id }, body: { packageId, promoCode: "picked" } });
    const refused = await sell(other.id);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe("This code isn't for Class Card.");
    const sold = await sell(chosen.id);
    expect(sold.status).toBe(201);
    expect(sold.body.studentPackage.priceCents).toBe(45_000);

    const today = instantToLocal(new Date(), s.studio.timeZone).date;
    const enrol = (planId: string) =>
      callRoute(enrolRoute, { token: s.owner.token, params: { id: student.id }, body: { planId, startsOn: today, promoCode: "PICKED" } });
    expect((await enrol(social.id)).body.error.message).toBe("This code isn't for Social.");
    expect((await enrol(gold.id)).status).toBe(201);

    const event = await makeEvent(s.studio.id, { serviceId: s.groupClass.id, instructorId: s.instructor.id, startsAt: hoursFromNow(48) });
    const me = await makeStudentMember(s.studio.id);
    const classRefused = await callRoute(bookRoute, { token: me.token, params: { id: event.id }, body: { promoCode: "PICKED" } });
    expect(classRefused.status).toBe(400);
    expect(classRefused.body.error.message).toBe(`This code isn't for ${s.groupClass.name}.`);

    expect((await usesOf(code.id)).map((use) => use.usedFor).sort()).toEqual(["membership", "package"]);

    // Back to every package: null means all of them; an id of another studio is refused by its field.
    const all = await callRoute(changeCode, { token: s.owner.token, params: { id: code.id }, body: { packageIds: null } });
    expect(all.body.promoCode.packageIds).toBeNull();
    const elsewhere = await makeScheduleStudio();
    const foreign = await makePackage(elsewhere.studio.id, [elsewhere.privateLesson.id]);
    const bad = await callRoute(changeCode, { token: s.owner.token, params: { id: code.id }, body: { packageIds: [foreign.id] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ packageIds: "That package isn't one of yours." });
  });

  it("the desk's quote says what the code takes off before the sale, and uses nothing", async () => {
    const s = await makeScheduleStudio();
    const pkg = await makePackage(s.studio.id, [s.privateLesson.id], { name: "10 Privates", priceCents: 50_000 });
    const code = await newCode(s.owner.token, { code: "DESK20", percent: 20 });
    const student = await makeStudent(s.studio.id);
    const quote = (body: Record<string, unknown>) =>
      callRoute(quoteRoute, { token: s.owner.token, body: { studentId: student.id, packageId: pkg.id, ...body } });
    const quoted = await quote({ code: "desk20" });
    expect(quoted.status).toBe(200);
    expect(quoted.body).toEqual({ name: "10 Privates", listCents: 50_000, discountCents: 10_000, priceCents: 40_000 });
    expect(await usesOf(code.id)).toHaveLength(0);
    const unknown = await quote({ code: "NOPE99" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.promoCode).toBe("There is no promo code NOPE99. Check the spelling.");
  });
});

describe("a code on a private lesson", () => {
  it("POST /api/private-lessons takes a code: the lesson is charged its discounted price and the use names the booking", async () => {
    const s = await makeScheduleStudio();
    const db = await getDb();
    const allDay = { open: "00:00", close: "24:00" };
    const days = { 0: allDay, 1: allDay, 2: allDay, 3: allDay, 4: allDay, 5: allDay, 6: allDay };
    await db.update(studios).set({ businessHours: days }).where(eq(studios.id, s.studio.id));
    await db.update(services).set({ priceCents: 8_000 }).where(eq(services.id, s.privateLesson.id));
    await db.insert(instructorAvailability).values(
      [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        studioId: s.studio.id,
        instructorId: s.instructor.id,
        weekday,
        startTime: "10:00",
        endTime: "20:00",
      })),
    );
    const code = await newCode(s.owner.token, { code: "PRIVATE25", percent: 25, serviceIds: [s.privateLesson.id], maxUsesPerStudent: 1 });
    const me = await makeStudentMember(s.studio.id);
    const day = instantToLocal(new Date(Date.now() + 3 * 86_400_000), s.studio.timeZone).date;
    const range = {
      instructorId: s.instructor.id,
      serviceId: s.privateLesson.id,
      from: localToInstant(day, "00:00", s.studio.timeZone).toISOString(),
      to: localToInstant(addDays(day, 1), "00:00", s.studio.timeZone).toISOString(),
    };
    const slots = (await callRoute(availabilityRoute, { token: me.token, path: `/api/availability?${new URLSearchParams(range)}` })).body
      .slots as { startsAt: string }[];
    expect(slots.length).toBeGreaterThan(1);
    const book = (startsAt: string) =>
      callRoute(privateLessonRoute, {
        token: me.token,
        body: { instructorId: s.instructor.id, serviceId: s.privateLesson.id, startsAt, promoCode: "private25" },
      });
    const booked = await book(slots[0].startsAt);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.money).toEqual({ kind: "charge", amountCents: 6_000 });
    expect(await balanceOf(me.student.id)).toBe(6_000);
    expect(await usesOf(code.id)).toEqual([
      expect.objectContaining({ usedFor: "lesson", recordId: booked.body.booking.id, listCents: 8_000, discountCents: 2_000 }),
    ]);
    // Once per student: the second lesson is refused with the reason, and nothing is booked or charged.
    const again = await book(slots[slots.length - 1].startsAt);
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe("This code can be used once per student, and it has been.");
    expect(await ledgerOf(me.student.id)).toHaveLength(1);
  });
});

describe("a place held for Checkout and never paid", () => {
  it("gives its code's use back when the hold runs out, so the last use is free again", async () => {
    const s = await payAtBookingStudio();
    const code = await newCode(s.owner.token, { code: "LASTONE", percent: 50, maxUses: 1 });
    const first = await makeStudentMember(s.studio.id);
    const held = await bookAsStudent(first.token, s.event.id, { promoCode: "LASTONE" });
    expect(held.status).toBe(201);
    expect(held.body.booking.status).toBe("held");
    expect(held.body.money).toMatchObject({ kind: "checkout", amountCents: 4_750 });
    expect(await usesOf(code.id)).toHaveLength(1);
    // While the place is held, the last use is taken.
    const second = await makeStudentMember(s.studio.id);
    const meanwhile = await bookAsStudent(second.token, s.event.id, { promoCode: "LASTONE" });
    expect(meanwhile.status).toBe(400);
    expect(meanwhile.body.error.message).toBe("This code has been used up.");

    await expireHold(held.body.booking.id);
    expect(await sweepExpiredHolds(s.db)).toEqual({ released: 1 });
    expect((await bookingRow(held.body.booking.id)).status).toBe("cancelled");
    expect(await usesOf(code.id)).toHaveLength(0);

    const later = await bookAsStudent(second.token, s.event.id, { promoCode: "LASTONE" });
    expect(later.status).toBe(201);
    expect(later.body.money).toMatchObject({ kind: "checkout", amountCents: 4_750 });
    expect(await usesOf(code.id)).toEqual([expect.objectContaining({ studentId: second.student.id })]);
  });
});
