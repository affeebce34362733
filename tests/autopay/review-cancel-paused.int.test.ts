import { describe, expect, it } from "vitest";
import { changeMembership } from "@/lib/autopay/membership-changes";
import { enrolMembership } from "@/lib/autopay/memberships";
import { withStripeStandIn } from "../helpers/stripe-stand-in";
import { daysFrom, itemsOf, localAt, makePlan, memberStudio, tick } from "./membership-fixture";

withStripeStandIn();

describe("a paused membership cancelled, then resumed", () => {
  it("never charges a period starting after the membership ended", async () => {
    const { db, studio, owner, student } = await memberStudio();
    const plan = await makePlan(studio.id, { priceCents: 10_000 });
    const membership = await enrolMembership(
      db,
      owner.session,
      student.id,
      { planId: plan.id, startsOn: "2027-01-01" },
      localAt("2027-01-01", "09:00"),
    );
    // February's charge is written (within the horizon), then cancelled by the pause.
    await tick(localAt("2027-01-20", "06:00"));
    await changeMembership(
      db,
      owner.session,
      membership.id,
      { action: "pause", from: "2027-02-01", until: "2027-04-01" },
      localAt("2027-01-20"),
    );
    // Cancelled today, notice waived: the membership ends on Jan 21.
    await changeMembership(db, owner.session, membership.id, { action: "cancel", waiveNotice: true }, localAt("2027-01-21"));
    // Resuming the (cancelled) membership's pause must not bring back a period after its end.
    await changeMembership(db, owner.session, membership.id, { action: "resume" }, localAt("2027-01-22")).catch(() => null);
    const charged: string[] = [];
    for (const day of daysFrom("2027-01-22", "2027-02-05")) if ((await tick(localAt(day, "06:00"))).card > 0) charged.push(day);
    expect(charged).toEqual([]);
    const items = await itemsOf(studio.id, membership.id);
    expect(items.filter((item) => item.dueOn! >= "2027-01-21" && item.status !== "cancelled")).toEqual([]);
  });
});
