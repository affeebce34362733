import { describe, expect, it } from "vitest";
import { changeMembership } from "@/lib/autopay/membership-changes";
import { enrolMembership } from "@/lib/autopay/memberships";
import { balanceOf } from "../helpers/money-factory";
import { withStripeStandIn } from "../helpers/stripe-stand-in";
import { daysFrom, grantsOf, itemsOf, localAt, makePlan, memberStudio, membershipRow, tick } from "./membership-fixture";

const standIn = withStripeStandIn();

describe("a membership cancelled on the first day of a period whose card was declined", () => {
  it("stops retrying that period's charge: it gives no units, so it is not owed", async () => {
    const { db, studio, owner, student } = await memberStudio();
    const plan = await makePlan(studio.id, { priceCents: 12_000 });
    standIn.current.cardOutcomes.set(`pm_${student.id.slice(0, 8)}`, ["decline", "decline", "decline", "decline"]);
    const membership = await enrolMembership(
      db,
      owner.session,
      student.id,
      { planId: plan.id, startsOn: "2027-01-01" },
      localAt("2027-01-01", "09:00"),
    );
    expect((await itemsOf(studio.id, membership.id))[0]).toMatchObject({ status: "failed", tries: 1 });
    // No notice at this studio: the membership ends today, and today's period gives nothing.
    await changeMembership(db, owner.session, membership.id, { action: "cancel" }, localAt("2027-01-01", "10:00"));
    expect((await membershipRow(studio.id, membership.id)).endsOn).toBe("2027-01-01");
    expect((await grantsOf(studio.id, membership.id)).every((grant) => grant.expiresAt <= localAt("2027-01-01", "00:00"))).toBe(true);
    for (const day of daysFrom("2027-01-02", "2027-01-10")) await tick(localAt(day, "06:00"));
    const [item] = await itemsOf(studio.id, membership.id);
    expect(item.status).toBe("cancelled");
    expect(await balanceOf(student.id)).toBe(0);
    expect((await membershipRow(studio.id, membership.id)).pastDueSince).toBeNull();
  });
});
