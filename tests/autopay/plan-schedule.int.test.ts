import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PATCH as itemRoute } from "@/app/api/payment-items/[id]/route";
import { GET as accountRoute } from "@/app/api/students/[id]/account/route";
import { GET as scheduleRoute } from "@/app/api/students/[id]/payment-schedule/route";
import { sellPackageWithPlan } from "@/lib/autopay/package-sale";
import { runAutopay } from "@/lib/autopay/run";
import { chargeInstant } from "@/lib/dates/due-days";
import { addDays, instantToLocal } from "@/lib/dates/wall-time";
import { membershipPlans, paymentItems, studentMemberships } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { balanceOf } from "../helpers/money-factory";
import { makeStudentMember } from "../helpers/people-factory";
import { entriesOf, itemsOf, planStudio } from "../helpers/plan-factory";

const LA = "America/Los_Angeles";
const today = () => instantToLocal(new Date(), LA).date;

/** Bronze 1 sold to Sam today in 6 monthly instalments of $400 (the first charged to his account at once). */
async function soldInSix() {
  const s = await planStudio({ timeZone: LA });
  const sale = await sellPackageWithPlan(s.db, s.owner.session, s.sam.student.id, {
    packageId: s.bronze.id,
    paymentPlan: { kind: "instalments", count: 6, every: "month" },
  });
  return { ...s, sale, ids: sale.items.map((item) => item.id) };
}

const patch = (s: { owner: { token: string } }, id: string, body: unknown, token = s.owner.token) =>
  callRoute(itemRoute, { token, params: { id }, body });

describe("GET /api/students/{id}/payment-schedule", () => {
  it("shows the student their own schedule and the owner anyone's, by due day, and no one else", async () => {
    const s = await soldInSix();
    const own = await callRoute(scheduleRoute, { token: s.sam.token, params: { id: s.sam.student.id } });
    expect(own.status).toBe(200);
    expect(own.body.items.map((item: { id: string }) => item.id)).toEqual(s.ids);
    expect(own.body.items[0]).toMatchObject({
      source: "instalment",
      status: "paid",
      dueOn: today(),
      amountCents: 40_000,
      attempts: 0,
      description: "Bronze 1 · instalment 1 of 6",
    });
    const staff = await callRoute(scheduleRoute, { token: s.owner.token, params: { id: s.sam.student.id } });
    expect(staff.body).toEqual(own.body);
    // Another student of the studio: as if it didn't exist. Instructors don't see students' money at all.
    const other = await makeStudentMember(s.studio.id);
    expect((await callRoute(scheduleRoute, { token: other.token, params: { id: s.sam.student.id } })).status).toBe(404);
    expect((await callRoute(scheduleRoute, { token: s.instructorMember.token, params: { id: s.sam.student.id } })).status).toBe(403);
    const empty = await callRoute(scheduleRoute, { token: other.token, params: { id: other.student.id } });
    expect(empty.body).toEqual({ items: [] });
  });

  it("puts membership periods in the same list, and what is still owed on the account", async () => {
    const s = await soldInSix();
    const [plan] = await s.db
      .insert(membershipPlans)
      .values({ studioId: s.studio.id, name: "Unlimited classes", priceCents: 12_000, period: "month", unlimitedClasses: true })
      .returning();
    const [membership] = await s.db
      .insert(studentMemberships)
      .values({
        studioId: s.studio.id,
        studentId: s.sam.student.id,
        planId: plan.id,
        name: plan.name,
        priceCents: plan.priceCents,
        period: "month",
        unlimitedClasses: true,
        privateUnits: 0,
        classUnits: 0,
        unused: "expire",
        rollOverCap: 0,
        noticeDays: 0,
        startsOn: addDays(today(), 10),
      })
      .returning();
    const [period] = await s.db
      .insert(paymentItems)
      .values({
        studioId: s.studio.id,
        studentId: s.sam.student.id,
        source: "membership",
        membershipId: membership.id,
        sequence: 1,
        dueOn: addDays(today(), 10),
        amountCents: 12_000,
        description: "Unlimited classes · first month",
        nextAttemptAt: chargeInstant(addDays(today(), 10), LA),
      })
      .returning();
    const schedule = await callRoute(scheduleRoute, { token: s.sam.token, params: { id: s.sam.student.id } });
    const ids = schedule.body.items.map((item: { id: string }) => item.id);
    expect(ids).toEqual([s.ids[0], period.id, ...s.ids.slice(1)]);
    expect(schedule.body.items[1]).toMatchObject({ source: "membership", membershipId: membership.id, studentPackageId: null });

    const account = await callRoute(accountRoute, { token: s.sam.token, params: { id: s.sam.student.id } });
    expect(account.body.balanceCents).toBe(40_000);
    expect(account.body.scheduledCents).toBe(5 * 40_000 + 12_000);
    expect(account.body.nextDue).toEqual({ dueOn: addDays(today(), 10), amountCents: 12_000 });

    // A membership's period can be moved or cancelled, but not merged.
    const merged = await patch(s, period.id, { action: "merge" });
    expect(merged.status).toBe(409);
    expect(merged.body.error.fields).toEqual({ action: "Move or cancel a membership's period." });
  });
});

describe("PATCH /api/payment-items/{id} (owners)", () => {
  it("moves an instalment to another day, never before today, and the run tries it then", async () => {
    const s = await soldInSix();
    const later = addDays(today(), 45);
    const moved = await patch(s, s.ids[2], { action: "move", dueOn: later });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const item = moved.body.items.find((row: { id: string }) => row.id === s.ids[2]);
    expect(item).toMatchObject({ dueOn: later, status: "scheduled", nextAttemptAt: chargeInstant(later, LA).toISOString() });
    // The schedule stays ordered by day.
    const days = moved.body.items.map((row: { dueOn: string }) => row.dueOn);
    expect(days).toEqual([...days].sort());

    const past = await patch(s, s.ids[3], { action: "move", dueOn: addDays(today(), -1) });
    expect(past.status).toBe(400);
    expect(Object.keys(past.body.error.fields)).toEqual(["dueOn"]);
    // Today is fine: tried at today's charge time, or at the next run once that has passed.
    const now = await patch(s, s.ids[3], { action: "move", dueOn: today() });
    expect(now.status).toBe(200);
    const tried = Math.max(Date.now(), chargeInstant(today(), LA).getTime());
    expect(Date.parse(now.body.items.find((row: { id: string }) => row.id === s.ids[3]).nextAttemptAt)).toBeLessThanOrEqual(tried);
    await runAutopay(s.db, { now: new Date(tried + 1_000) });
    expect((await itemsOf(s.sam.student.id))[3]).toMatchObject({ status: "paid", settledBy: "account" });
  });

  it("merges an instalment into the next one and cancels another: the sale is charged what is left", async () => {
    const s = await soldInSix();
    const merged = await patch(s, s.ids[1], { action: "merge" });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.items.map((row: { status: string; amountCents: number }) => [row.status, row.amountCents])).toEqual([
      ["paid", 40_000],
      ["cancelled", 40_000],
      ["scheduled", 80_000],
      ["scheduled", 40_000],
      ["scheduled", 40_000],
      ["scheduled", 40_000],
    ]);
    const cancelled = await patch(s, s.ids[5], { action: "cancel" });
    expect(cancelled.body.items[5]).toMatchObject({ status: "cancelled", nextAttemptAt: null });
    // The last one has no later instalment to merge into.
    const last = await patch(s, s.ids[4], { action: "merge" });
    expect(last.status).toBe(409);
    // Only what is still to come can change: a paid or cancelled one is 409.
    for (const id of [s.ids[0], s.ids[1], s.ids[5]]) {
      expect((await patch(s, id, { action: "cancel" })).status).toBe(409);
      expect((await patch(s, id, { action: "move", dueOn: addDays(today(), 3) })).status).toBe(409);
    }
    // Nothing was written to the ledger by the changes: charges come only as items fall due.
    expect((await entriesOf(s.sam.student.id, "charge")).map((entry) => entry.amountCents)).toEqual([40_000]);
    await runAutopay(s.db, { now: new Date(Date.now() + 400 * 86_400_000) });
    // One run charges all that is due: the same instant, so compared as a set.
    const charged = (await entriesOf(s.sam.student.id, "charge")).map((entry) => entry.amountCents).sort((a, b) => a - b);
    expect(charged).toEqual([40_000, 40_000, 40_000, 80_000]);
    expect(await balanceOf(s.sam.student.id)).toBe(200_000);
    const account = await callRoute(accountRoute, { token: s.owner.token, params: { id: s.sam.student.id } });
    expect([account.body.scheduledCents, account.body.nextDue]).toEqual([0, null]);
  });

  it("is the owner's alone, and only for the studio's own items", async () => {
    const s = await soldInSix();
    for (const token of [s.sam.token, s.instructorMember.token])
      expect((await patch(s, s.ids[2], { action: "cancel" }, token)).status).toBe(403);
    const elsewhere = await soldInSix();
    expect((await patch(s, elsewhere.ids[2], { action: "cancel" })).status).toBe(404);
    const [untouched] = await s.db.select().from(paymentItems).where(eq(paymentItems.id, elsewhere.ids[2]));
    expect(untouched.status).toBe("scheduled");
    expect((await patch(s, s.ids[2], { action: "skip" })).status).toBe(400);
  });
});
