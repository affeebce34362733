import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as bookRoute } from "@/app/api/events/[id]/bookings/route";
import { POST as recordCashRoute } from "@/app/api/autopay/items/[id]/record-cash/route";
import { GET as accountRoute } from "@/app/api/students/[id]/account/route";
import { enrolMembership } from "@/lib/autopay/memberships";
import { runAutopay } from "@/lib/autopay/run";
import { getDb } from "@/lib/db/client";
import { studentPackages } from "@/lib/db/schema";
import { addDays, instantToLocal } from "@/lib/dates/wall-time";
import { callRoute } from "../helpers/call-route";
import { hoursFromNow, makeEvent } from "../helpers/people-factory";
import { withStripeStandIn } from "../helpers/stripe-stand-in";
import { grantsOf, itemsOf, localAt, makePlan, memberStudio, membershipRow, NEW_YORK, tick } from "./membership-fixture";

const standIn = withStripeStandIn();

async function setUnitsUsed(studioId: string, id: string, unitsUsed: number) {
  const db = await getDb();
  await db
    .update(studentPackages)
    .set({ unitsUsed })
    .where(and(eq(studentPackages.studioId, studioId), eq(studentPackages.id, id)));
}

/**
 * A membership's units are student packages ("grants"), one per period and kind: past due (the card
 * failed for the last time) they are suspended — a student's booking they would have paid for is
 * refused saying why and how to fix it, staff still book (the lesson is charged) — and usable again
 * once the period is paid. Unused units roll over up to the plan's cap.
 */
describe("a membership's units", () => {
  it("stop covering classes while past due, and cover them again once paid", async () => {
    const { db, studio, owner, group, student, member } = await memberStudio();
    const plan = await makePlan(studio.id);
    const now = new Date();
    const today = instantToLocal(now, NEW_YORK).date;
    standIn.current.cardOutcomes.set(`pm_${student.id.slice(0, 8)}`, Array<"decline">(4).fill("decline"));
    const membership = await enrolMembership(db, owner.session, student.id, { planId: plan.id, startsOn: today }, now);
    // The card is declined at the enrolment and on each retry (1, 3 and 7 days later): then the membership is past due.
    for (const days of [1, 3, 7]) await runAutopay(db, { now: localAt(addDays(today, days), "06:00") });
    const [first] = (await itemsOf(studio.id, membership.id)).filter((item) => item.sequence === 1);
    expect(first).toMatchObject({ status: "failed", tries: 4, nextAttemptAt: null });
    expect((await membershipRow(studio.id, membership.id)).pastDueSince).not.toBeNull();
    const [grant] = await grantsOf(studio.id, membership.id);
    expect(grant).toMatchObject({ grantKind: "unlimited", suspended: true });

    const waltz = await makeEvent(studio.id, { serviceId: group.id, startsAt: hoursFromNow(50) });
    const refused = await callRoute(bookRoute, { token: member.token, params: { id: waltz.id }, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      "Your Unlimited group classes membership is past due, so it doesn't cover this class until its $120.00 is paid: " +
        "pay it or change your card on the Payments page.",
    );
    // Staff may still book the student in: the class is charged to their account as any other.
    const byOwner = await callRoute(bookRoute, { token: owner.token, params: { id: waltz.id }, body: { studentId: student.id } });
    expect(byOwner.status).toBe(201);
    expect((await grantsOf(studio.id, membership.id))[0].unitsUsed).toBe(0);

    const account = await callRoute(accountRoute, { token: member.token, params: { id: student.id } });
    expect(account.body.packages).toEqual([
      expect.objectContaining({ id: grant.id, membershipId: membership.id, unlimited: true, suspended: true, unitsLeft: 1000 }),
    ]);

    // Paid at the desk: the units are usable again, and the student's next class takes one.
    expect((await callRoute(recordCashRoute, { token: owner.token, params: { id: first.id }, body: {} })).status).toBe(200);
    expect((await membershipRow(studio.id, membership.id)).pastDueSince).toBeNull();
    const foxtrot = await makeEvent(studio.id, { serviceId: group.id, startsAt: hoursFromNow(74) });
    const booked = await callRoute(bookRoute, { token: member.token, params: { id: foxtrot.id }, body: {} });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(await grantsOf(studio.id, membership.id)).toEqual([expect.objectContaining({ id: grant.id, suspended: false, unitsUsed: 1 })]);
  });

  it("roll over up to the cap, per kind, and each kind covers its own services", async () => {
    const { db, studio, owner, group, privateLesson, student } = await memberStudio({ card: false });
    const plan = await makePlan(studio.id, {
      name: "Gold",
      unlimitedClasses: false,
      privateUnits: 4,
      classUnits: 2,
      unused: "roll_over",
      rollOverCap: 2,
    });
    const membership = await enrolMembership(
      db,
      owner.session,
      student.id,
      { planId: plan.id, startsOn: "2027-01-01" },
      localAt("2027-01-01", "09:00"),
    );
    const january = await grantsOf(studio.id, membership.id);
    expect(january.map((grant) => [grant.grantKind, grant.units, grant.serviceIds, grant.name])).toEqual([
      ["class", 2, [group.id], "Gold · January · group classes"],
      ["private", 4, [privateLesson.id], "Gold · January · private lessons"],
    ]);
    // January: 1 private lesson used (3 left, 2 roll over), both classes used (none roll over).
    await setUnitsUsed(studio.id, january[1].id, 1);
    await setUnitsUsed(studio.id, january[0].id, 2);
    await tick(localAt("2027-02-01", "06:00"));
    const february = (await grantsOf(studio.id, membership.id)).filter((grant) => grant.grantPeriod === 2);
    expect(february.map((grant) => [grant.grantKind, grant.units])).toEqual([
      ["class", 2],
      ["private", 6],
    ]);
    // February: 5 of 6 private lessons used: 1 rolls over; 1 class left: it rolls over.
    await setUnitsUsed(studio.id, february[1].id, 5);
    await setUnitsUsed(studio.id, february[0].id, 1);
    await tick(localAt("2027-03-01", "06:00"));
    const march = (await grantsOf(studio.id, membership.id)).filter((grant) => grant.grantPeriod === 3);
    expect(march.map((grant) => [grant.grantKind, grant.units, grant.expiresAt])).toEqual([
      ["class", 3, localAt("2027-04-01", "00:00")],
      ["private", 5, localAt("2027-04-01", "00:00")],
    ]);
  });

  it("expire with their period when the plan says so", async () => {
    const { db, studio, owner, student } = await memberStudio({ card: false });
    const plan = await makePlan(studio.id, { name: "Four privates", unlimitedClasses: false, privateUnits: 4, period: "week" });
    const membership = await enrolMembership(
      db,
      owner.session,
      student.id,
      { planId: plan.id, startsOn: "2027-01-04" },
      localAt("2027-01-04", "09:00"),
    );
    const [first] = await grantsOf(studio.id, membership.id);
    expect(first).toMatchObject({ units: 4, name: "Four privates · Jan 4 – Jan 10", expiresAt: localAt("2027-01-11", "00:00") });
    await tick(localAt("2027-01-11", "06:00"));
    expect((await grantsOf(studio.id, membership.id)).map((grant) => grant.units)).toEqual([4, 4]);
  });
});
