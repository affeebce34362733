import { describe, expect, it } from "vitest";
import { changeMembership } from "@/lib/autopay/membership-changes";
import { enrolMembership } from "@/lib/autopay/memberships";
import { outboxOf } from "../helpers/autopay-factory";
import { withStripeStandIn } from "../helpers/stripe-stand-in";
import { daysFrom, grantsOf, itemsOf, localAt, makePlan, memberStudio, membershipRow, tick } from "./membership-fixture";

withStripeStandIn();

/** Runs the run every day at 06:00 New York time from `from` to `to`, and answers the days something was charged. */
async function runDaily(from: string, to: string): Promise<string[]> {
  const charged: string[] = [];
  for (const day of daysFrom(from, to)) if ((await tick(localAt(day, "06:00"))).card > 0) charged.push(day);
  return charged;
}

/**
 * Pause, resume and cancel on an injected clock: a pause skips the periods starting in it (no
 * charge, no units) and moves the commitment later; resuming early charges its periods still to
 * come; a cancel takes effect after the notice and the commitment (or today, waived).
 */
describe("changing a membership", () => {
  it("pauses: the periods starting in the pause are neither charged nor granted, and the commitment moves later", async () => {
    const { db, studio, owner, student } = await memberStudio();
    const plan = await makePlan(studio.id, {
      name: "Eight classes",
      priceCents: 10_000,
      commitmentMonths: 6,
      unlimitedClasses: false,
      classUnits: 8,
    });
    const membership = await enrolMembership(
      db,
      owner.session,
      student.id,
      { planId: plan.id, startsOn: "2027-01-01" },
      localAt("2027-01-01", "09:00"),
    );
    expect(membership.commitmentEndsOn).toBe("2027-06-30");
    await runDaily("2027-01-02", "2027-01-20");

    const paused = await changeMembership(
      db,
      owner.session,
      membership.id,
      { action: "pause", from: "2027-02-10", until: "2027-04-10" },
      localAt("2027-01-20"),
    );
    expect(paused).toMatchObject({ state: "active", pausedFrom: "2027-02-10", pausedUntil: "2027-04-10", commitmentEndsOn: "2027-08-28" });
    // The student is told, once, with the change.
    const notices = await outboxOf(studio.id, "membership_changed");
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toMatch(/paused/i);
    const charged = await runDaily("2027-01-21", "2027-05-15");
    expect(charged).toEqual(["2027-02-01", "2027-05-01"]);
    const items = await itemsOf(studio.id, membership.id);
    expect(items.filter((item) => item.status === "paid").map((item) => item.dueOn)).toEqual(["2027-01-01", "2027-02-01", "2027-05-01"]);
    expect(items.some((item) => item.status === "scheduled" && item.dueOn! < "2027-05-15")).toBe(false);

    // February's units ended when the pause began; March and April gave none; May's run to the end of May.
    const grants = await grantsOf(studio.id, membership.id);
    expect(grants.map((grant) => [grant.grantPeriod, grant.units, grant.expiresAt.toISOString()])).toEqual([
      [1, 8, localAt("2027-02-01", "00:00").toISOString()],
      [2, 8, localAt("2027-02-10", "00:00").toISOString()],
      [5, 8, localAt("2027-06-01", "00:00").toISOString()],
    ]);
    expect(grants[0].name).toBe("Eight classes · January");
    const during = await changeMembership(db, owner.session, membership.id, { action: "cancel" }, localAt("2027-05-15")).then(() =>
      membershipRow(studio.id, membership.id),
    );
    // The commitment (extended by the pause) holds: the membership runs until the day after it.
    expect(during).toMatchObject({ endsOn: "2027-08-29" });
  });

  it("resumes early: the pause ends today and its periods still to come are charged again", async () => {
    const { db, studio, owner, student } = await memberStudio();
    const plan = await makePlan(studio.id, { priceCents: 10_000, commitmentMonths: 6 });
    const membership = await enrolMembership(
      db,
      owner.session,
      student.id,
      { planId: plan.id, startsOn: "2027-01-01" },
      localAt("2027-01-01", "09:00"),
    );
    // Set ahead: March's and April's charges are already written (35 days ahead) when the pause cancels them.
    await runDaily("2027-01-02", "2027-02-25");
    await changeMembership(
      db,
      owner.session,
      membership.id,
      { action: "pause", from: "2027-03-01", until: "2027-05-01" },
      localAt("2027-02-25"),
    );
    expect((await itemsOf(studio.id, membership.id)).map((item) => [item.dueOn, item.status])).toEqual([
      ["2027-01-01", "paid"],
      ["2027-02-01", "paid"],
      ["2027-03-01", "cancelled"],
      ["2027-04-01", "cancelled"],
    ]);
    await runDaily("2027-02-26", "2027-03-14");
    const resumed = await changeMembership(db, owner.session, membership.id, { action: "resume" }, localAt("2027-03-15"));
    // Paused Mar 1 – May 1 (61 days), resumed on Mar 15: 14 days of pause stay on the commitment.
    expect(resumed).toMatchObject({ state: "active", pausedFrom: "2027-03-01", pausedUntil: "2027-03-15", commitmentEndsOn: "2027-07-14" });
    expect(await runDaily("2027-03-15", "2027-05-02")).toEqual(["2027-04-01", "2027-05-01"]);
    const items = await itemsOf(studio.id, membership.id);
    expect(items.map((item) => [item.dueOn, item.status])).toEqual([
      ["2027-01-01", "paid"],
      ["2027-02-01", "paid"],
      ["2027-03-01", "cancelled"],
      ["2027-04-01", "paid"],
      ["2027-05-01", "paid"],
      ["2027-06-01", "scheduled"],
    ]);
    // A pause not begun yet is dropped whole by a resume, and the commitment goes back.
    await changeMembership(
      db,
      owner.session,
      membership.id,
      { action: "pause", from: "2027-06-01", until: "2027-07-01" },
      localAt("2027-05-10"),
    );
    expect((await itemsOf(studio.id, membership.id)).at(-1)).toMatchObject({ dueOn: "2027-06-01", status: "cancelled" });
    const dropped = await changeMembership(db, owner.session, membership.id, { action: "resume" }, localAt("2027-05-11"));
    expect(dropped).toMatchObject({ pausedFrom: null, pausedUntil: null, commitmentEndsOn: "2027-07-14", nextChargeOn: "2027-06-01" });
    const june = (await itemsOf(studio.id, membership.id)).at(-1)!;
    expect(june).toMatchObject({ dueOn: "2027-06-01", status: "scheduled", nextAttemptAt: localAt("2027-06-01", "06:00") });
  });

  it("cancels after the notice period, never charging a period that starts on or after the end", async () => {
    const { db, studio, owner, student } = await memberStudio();
    const plan = await makePlan(studio.id, { noticeDays: 30 });
    const membership = await enrolMembership(
      db,
      owner.session,
      student.id,
      { planId: plan.id, startsOn: "2027-01-01" },
      localAt("2027-01-01", "09:00"),
    );
    const cancelled = await changeMembership(db, owner.session, membership.id, { action: "cancel" }, localAt("2027-01-15"));
    expect(cancelled).toMatchObject({ state: "ending", endsOn: "2027-02-14" });
    expect(await runDaily("2027-01-15", "2027-04-15")).toEqual(["2027-02-01"]);
    expect((await itemsOf(studio.id, membership.id)).map((item) => [item.dueOn, item.status])).toEqual([
      ["2027-01-01", "paid"],
      ["2027-02-01", "paid"],
    ]);
    expect(await grantsOf(studio.id, membership.id)).toHaveLength(2);
    const ended = await changeMembership(db, owner.session, membership.id, { action: "cancel" }, localAt("2027-04-15")).catch(
      (error) => error,
    );
    expect(ended).toMatchObject({ code: "conflict", details: { fields: { action: "Already cancelled." } } });
  });

  it("cancels today when the owner waives the notice: the periods written ahead are cancelled", async () => {
    const { db, studio, owner, student } = await memberStudio();
    const plan = await makePlan(studio.id, { noticeDays: 30, commitmentMonths: 12 });
    const membership = await enrolMembership(
      db,
      owner.session,
      student.id,
      { planId: plan.id, startsOn: "2027-01-01" },
      localAt("2027-01-01", "09:00"),
    );
    await tick(localAt("2027-01-28", "06:00"));
    const waived = await changeMembership(
      db,
      owner.session,
      membership.id,
      { action: "cancel", waiveNotice: true },
      localAt("2027-01-28", "10:00"),
    );
    expect(waived).toMatchObject({ state: "ended", endsOn: "2027-01-28", nextChargeOn: null });
    expect(await runDaily("2027-01-29", "2027-03-05")).toEqual([]);
    expect((await itemsOf(studio.id, membership.id)).map((item) => [item.dueOn, item.status])).toEqual([
      ["2027-01-01", "paid"],
      ["2027-02-01", "cancelled"],
      ["2027-03-01", "cancelled"],
    ]);
    // A cancelled membership can't be paused; a pause must end after it begins.
    const paused = await changeMembership(
      db,
      owner.session,
      membership.id,
      { action: "pause", from: "2027-03-10", until: "2027-04-10" },
      localAt("2027-03-05"),
    ).catch((error) => error);
    expect(paused).toMatchObject({ code: "conflict", details: { fields: { action: expect.stringMatching(/cancelled/) } } });
  });

  it("refuses a pause that ends before it begins or begins in the past, naming the field", async () => {
    const { db, studio, owner, student } = await memberStudio();
    const plan = await makePlan(studio.id);
    const membership = await enrolMembership(
      db,
      owner.session,
      student.id,
      { planId: plan.id, startsOn: "2027-01-01" },
      localAt("2027-01-01", "09:00"),
    );
    const refusal = (from: string, until: string) =>
      changeMembership(db, owner.session, membership.id, { action: "pause", from, until }, localAt("2027-01-10")).catch((error) => error);
    expect(await refusal("2027-02-01", "2027-02-01")).toMatchObject({
      code: "validation",
      details: { fields: { until: expect.any(String) } },
    });
    expect(await refusal("2027-01-09", "2027-02-01")).toMatchObject({
      code: "validation",
      details: { fields: { from: expect.any(String) } },
    });
    await changeMembership(
      db,
      owner.session,
      membership.id,
      { action: "pause", from: "2027-02-01", until: "2027-03-01" },
      localAt("2027-01-10"),
    );
    expect(await refusal("2027-03-05", "2027-04-01")).toMatchObject({
      code: "conflict",
      details: { fields: { from: expect.any(String) } },
    });
    const notPaused = await changeMembership(db, owner.session, membership.id, { action: "resume" }, localAt("2027-03-02")).catch(
      (error) => error,
    );
    expect(notPaused).toMatchObject({ code: "conflict", details: { fields: { action: expect.any(String) } } });
  });
});
