import { describe, expect, it } from "vitest";
import { GET as listPlans, POST as createPlan } from "@/app/api/membership-plans/route";
import { PATCH as patchPlan } from "@/app/api/membership-plans/[id]/route";
import { PATCH as patchMembership } from "@/app/api/memberships/[id]/route";
import { GET as listMemberships, POST as enrol } from "@/app/api/students/[id]/memberships/route";
import { getDb } from "@/lib/db/client";
import { instructors } from "@/lib/db/schema";
import { addDays, instantToLocal } from "@/lib/dates/wall-time";
import { saveCard } from "../helpers/autopay-factory";
import { callRoute } from "../helpers/call-route";
import { makeStudentMember } from "../helpers/people-factory";
import { withStripeStandIn } from "../helpers/stripe-stand-in";
import { makeMember, makeStudio, sessionOf } from "../helpers/studio-factory";
import { itemsOf, memberStudio, NEW_YORK } from "./membership-fixture";

withStripeStandIn();

const today = () => instantToLocal(new Date(), NEW_YORK).date;

const UNLIMITED = { name: "Unlimited group classes", priceCents: 12_000, period: "month", unlimitedClasses: true };

/**
 * The membership endpoints as clients call them: owners define plans and enrol students; students
 * read the plans they may join online and enrol themselves with a saved card; members keep their
 * terms when the plan changes; bad input is refused naming the field.
 */
describe("membership endpoints", () => {
  it("owners define plans; students read only those they may join online", async () => {
    const { studio, owner } = await makeStudio();
    const student = await makeStudentMember(studio.id);
    const instructor = await makeMember(studio.id, "instructor");
    const created = await callRoute(createPlan, { token: owner.token, body: { ...UNLIMITED, onlineEnrol: true, commitmentMonths: 3 } });
    expect(created.status).toBe(201);
    expect(created.body.plan).toEqual({
      id: expect.any(String),
      ...UNLIMITED,
      privateUnits: 0,
      classUnits: 0,
      unused: "expire",
      rollOverCap: 0,
      commitmentMonths: 3,
      noticeDays: 0,
      signUpFeeCents: 0,
      onlineEnrol: true,
      active: true,
    });
    const atDesk = await callRoute(createPlan, {
      token: owner.token,
      body: { name: "Gold", priceCents: 30_000, period: "month", privateUnits: 4 },
    });
    expect(atDesk.status).toBe(201);
    const noBenefit = await callRoute(createPlan, { token: owner.token, body: { name: "Nothing", priceCents: 1_000, period: "week" } });
    expect(noBenefit.status).toBe(400);
    expect(noBenefit.body.error.fields).toHaveProperty("privateUnits");

    const names = async (token: string) => (await callRoute(listPlans, { token })).body.plans.map((plan: { name: string }) => plan.name);
    expect(await names(owner.token)).toEqual(["Unlimited group classes", "Gold"]);
    expect(await names(instructor.token)).toEqual(["Unlimited group classes", "Gold"]);
    expect(await names(student.token)).toEqual(["Unlimited group classes"]);
    const off = await callRoute(patchPlan, {
      method: "PATCH",
      token: owner.token,
      params: { id: created.body.plan.id },
      body: { active: false },
    });
    expect(off.body.plan).toMatchObject({ active: false });
    expect(await names(student.token)).toEqual([]);
    expect(
      (await callRoute(patchPlan, { method: "PATCH", token: instructor.token, params: { id: created.body.plan.id }, body: {} })).status,
    ).toBe(403);
  });

  it("a student enrols themselves only in an online plan and with a saved card; members keep their terms", async () => {
    const { studio, owner, member, student, accountId } = await memberStudio({ card: false });
    const online = (await callRoute(createPlan, { token: owner.token, body: { ...UNLIMITED, onlineEnrol: true, signUpFeeCents: 2_500 } }))
      .body.plan;
    const atDesk = (await callRoute(createPlan, { token: owner.token, body: { ...UNLIMITED, name: "Desk only" } })).body.plan;
    const enrolSelf = (planId: string, startsOn = today()) =>
      callRoute(enrol, { token: member.token, params: { id: student.id }, body: { planId, startsOn } });

    const noCard = await enrolSelf(online.id);
    expect(noCard.status).toBe(409);
    expect(noCard.body.error.message).toBe(
      "Add a card in Settings → Payment methods first: your membership is charged to it each month. Then enrol again.",
    );
    const desk = await enrolSelf(atDesk.id);
    expect(desk.status).toBe(403);
    expect(desk.body.error.fields).toHaveProperty("planId");

    await saveCard(studio.id, accountId, student.id);
    const tooEarly = await enrolSelf(online.id, addDays(today(), -8));
    expect(tooEarly.status).toBe(400);
    expect(tooEarly.body.error.fields).toEqual({ startsOn: `Start on ${addDays(today(), -7)} or later.` });

    const joined = await enrolSelf(online.id, addDays(today(), -7));
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    expect(joined.body.membership).toMatchObject({
      name: "Unlimited group classes",
      priceCents: 12_000,
      state: "active",
      studentId: student.id,
    });
    // The sign-up fee and the first period were due at once: charged on the saved card right after the enrolment.
    const items = await itemsOf(studio.id, joined.body.membership.id);
    expect(items.filter((item) => item.sequence <= 1).map((item) => [item.sequence, item.status, item.settledBy])).toEqual([
      [0, "paid", "card"],
      [1, "paid", "card"],
    ]);
    expect((await enrolSelf(online.id)).status).toBe(409);

    // A new price is for new members: this one keeps $120.
    await callRoute(patchPlan, {
      method: "PATCH",
      token: owner.token,
      params: { id: online.id },
      body: { priceCents: 15_000, name: "Unlimited" },
    });
    const mine = await callRoute(listMemberships, { token: member.token, params: { id: student.id } });
    expect(mine.body.memberships).toEqual([
      expect.objectContaining({ id: joined.body.membership.id, name: "Unlimited group classes", priceCents: 12_000 }),
    ]);

    // Another student's memberships are nobody else's business; an instructor reads what it covers, not its price.
    const other = await makeStudentMember(studio.id);
    expect((await callRoute(listMemberships, { token: other.token, params: { id: student.id } })).status).toBe(404);
    expect(
      (await callRoute(enrol, { token: other.token, params: { id: student.id }, body: { planId: online.id, startsOn: today() } })).status,
    ).toBe(404);
    const instructor = await makeMember(studio.id, "instructor");
    const db = await getDb();
    await db.insert(instructors).values({ studioId: studio.id, name: "Maria", userId: instructor.user.id });
    instructor.session = await sessionOf(instructor.token);
    expect((await callRoute(listMemberships, { token: instructor.token, params: { id: student.id } })).status).toBe(404);

    // Owners pause, resume and cancel; a pause ending before it begins names `until`.
    const id = joined.body.membership.id;
    const backwards = await callRoute(patchMembership, {
      method: "PATCH",
      token: owner.token,
      params: { id },
      body: { action: "pause", from: addDays(today(), 10), until: addDays(today(), 5) },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields).toHaveProperty("until");
    const cancelled = await callRoute(patchMembership, { method: "PATCH", token: owner.token, params: { id }, body: { action: "cancel" } });
    // No notice and no commitment: it ends today (the period already paid keeps its units to its end).
    expect(cancelled.body.membership).toMatchObject({ state: "ended", endsOn: today() });
    const pauseCancelled = await callRoute(patchMembership, {
      method: "PATCH",
      token: owner.token,
      params: { id },
      body: { action: "pause", from: addDays(today(), 1), until: addDays(today(), 5) },
    });
    expect(pauseCancelled.status).toBe(409);
    expect(pauseCancelled.body.error.fields).toHaveProperty("action");
    expect(
      (await callRoute(patchMembership, { method: "PATCH", token: member.token, params: { id }, body: { action: "resume" } })).status,
    ).toBe(403);
  });
});
