import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as preview } from "@/app/api/subscription/preview/route";
import { GET as getSubscription, PUT as putSubscription } from "@/app/api/subscription/route";
import { getSubscription as readSubscription } from "@/lib/billing/subscription";
import { getDb } from "@/lib/db/client";
import { planInvoices, students, studios } from "@/lib/db/schema";
import { assertStudentLimit } from "@/lib/people/plan-limits";
import { callRoute } from "../helpers/call-route";
import { makeStudent } from "../helpers/people-factory";
import { makeMember, makeStudio } from "../helpers/studio-factory";

const DAY = 86_400_000;

async function trialStudio() {
  return makeStudio({ plan: "free", trialEndsAt: new Date(Date.now() + 10 * DAY) });
}

async function put(token: string, body: unknown) {
  return callRoute(putSubscription, { token, body, method: "PUT" });
}

async function invoices(studioId: string) {
  const db = await getDb();
  return db.select().from(planInvoices).where(eq(planInvoices.studioId, studioId)).orderBy(planInvoices.createdAt);
}

describe("plan changes without Stripe (self-hosted: the owner's choice applies directly)", () => {
  it("upgrades from the trial, prorates a second upgrade, schedules a downgrade and a cancel, and undoes them", async () => {
    const { studio, owner } = await trialStudio();
    const token = owner.token;

    const first = await callRoute(preview, { token, path: "/api/subscription/preview?plan=basic&interval=month" });
    expect(first.body).toMatchObject({ change: "upgrade", amountCents: 900 });

    const basic = await put(token, { plan: "basic", interval: "month" });
    expect(basic.status).toBe(200);
    expect(basic.body.plan).toMatchObject({ name: "Basic", interval: "month", status: "active", pending: null });
    const periodEnd = basic.body.plan.currentPeriodEnd as string;
    expect(new Date(periodEnd).getTime()).toBeGreaterThan(Date.now() + 27 * DAY);

    // The same day: nearly the whole difference, for the rest of the same period.
    const upgrade = await callRoute(preview, { token, path: "/api/subscription/preview?plan=pro&interval=month" });
    expect(upgrade.body.change).toBe("upgrade");
    expect(upgrade.body.amountCents).toBeGreaterThanOrEqual(995);
    expect(upgrade.body.amountCents).toBeLessThanOrEqual(1000);
    const pro = await put(token, { plan: "pro", interval: "month" });
    expect(pro.body.plan).toMatchObject({ name: "Pro", currentPeriodEnd: periodEnd });
    expect(pro.body.change.amountCents).toBe(upgrade.body.amountCents);

    const down = await put(token, { plan: "basic", interval: "month" });
    expect(down.body.plan).toMatchObject({ name: "Pro", pending: { plan: "basic", interval: "month", effectiveAt: periodEnd } });
    const seen = await callRoute(getSubscription, { token });
    expect(seen.body.plan.pending).toEqual({ plan: "basic", interval: "month", effectiveAt: periodEnd });

    const cancel = await callRoute(preview, { token, path: "/api/subscription/preview?plan=free&interval=month" });
    expect(cancel.body).toEqual({ change: "cancel", amountCents: 0, effectiveAt: periodEnd, periodEnd: null });
    expect((await put(token, { plan: "free", interval: "month" })).body.plan.pending).toMatchObject({
      plan: "free",
      effectiveAt: periodEnd,
    });

    const keep = await put(token, { plan: "pro", interval: "month" });
    expect(keep.body).toMatchObject({ change: { change: "same", amountCents: 0 }, plan: { name: "Pro", pending: null } });

    expect((await invoices(studio.id)).map((row) => [row.kind, row.plan, row.amountCents])).toEqual([
      ["subscription", "basic", 900],
      ["proration", "pro", upgrade.body.amountCents],
    ]);
  });

  it("is for owners only, and refuses a plan that does not exist with a clear message", async () => {
    const { studio, owner } = await trialStudio();
    for (const role of ["instructor", "student"] as const) {
      const member = await makeMember(studio.id, role);
      expect((await put(member.token, { plan: "pro", interval: "month" })).status).toBe(403);
      expect((await callRoute(preview, { token: member.token, path: "/api/subscription/preview?plan=pro&interval=month" })).status).toBe(
        403,
      );
    }
    const bad = await put(owner.token, { plan: "gold", interval: "month" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe("Choose Free, Basic, Pro or Premium.");
    expect((await put(owner.token, { plan: "pro", interval: "week" })).body.error.message).toBe("Choose monthly or annual billing.");
    expect((await callRoute(preview, { token: owner.token, path: "/api/subscription/preview?plan=x" })).status).toBe(400);
    expect(await invoices(studio.id)).toEqual([]);
  });

  it("applies a downgrade when its period ends: read lazily, persisted on the next write, data kept", async () => {
    const db = await getDb();
    const { studio, owner } = await makeStudio({
      plan: "basic",
      billingInterval: "month",
      currentPeriodEnd: new Date(Date.now() - DAY),
      pendingPlan: "free",
    });
    for (let index = 0; index < 26; index++) await makeStudent(studio.id);

    expect(await readSubscription(db, studio.id)).toMatchObject({ name: "Free", pending: null, limits: { activeStudents: 25 } });
    await expect(assertStudentLimit(db, studio.id)).rejects.toMatchObject({ code: "plan_required" });
    const [row] = await db.select({ plan: studios.plan }).from(studios).where(eq(studios.id, studio.id));
    expect(row.plan).toBe("basic");

    await put(owner.token, { plan: "free", interval: "month" });
    const [after] = await db.select().from(studios).where(eq(studios.id, studio.id));
    expect(after).toMatchObject({ plan: "free", currentPeriodEnd: null, pendingPlan: null });
    const kept = await db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.studioId, studio.id), eq(students.active, true)));
    expect(kept).toHaveLength(26);
  });

  it("renews an ended period and bills it once it is written", async () => {
    const { studio, owner } = await makeStudio({ plan: "pro", billingInterval: "month", currentPeriodEnd: new Date(Date.now() - 2 * DAY) });
    const seen = await callRoute(getSubscription, { token: owner.token });
    expect(new Date(seen.body.plan.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());
    await put(owner.token, { plan: "premium", interval: "month" });
    expect((await invoices(studio.id)).map((row) => [row.kind, row.plan])).toEqual([
      ["subscription", "pro"],
      ["proration", "premium"],
    ]);
  });
});
