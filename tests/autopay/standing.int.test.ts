import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as recordCashRoute } from "@/app/api/autopay/items/[id]/record-cash/route";
import { enrolMembership } from "@/lib/autopay/memberships";
import { setMembershipStanding } from "@/lib/autopay/standing";
import { getDb } from "@/lib/db/client";
import { paymentItems } from "@/lib/db/schema";
import { instantToLocal } from "@/lib/dates/wall-time";
import { callRoute } from "../helpers/call-route";
import { withStripeStandIn } from "../helpers/stripe-stand-in";
import { grantsOf, itemsOf, makePlan, memberStudio, membershipRow, NEW_YORK } from "./membership-fixture";

withStripeStandIn();

describe("a past-due membership's standing", () => {
  it("comes back only when no period with its last try failed is left unpaid, whatever the order", async () => {
    const { db, studio, owner, student } = await memberStudio({ card: false });
    const plan = await makePlan(studio.id, { signUpFeeCents: 2_500 });
    const now = new Date();
    const today = instantToLocal(now, NEW_YORK).date;
    const membership = await enrolMembership(db, owner.session, student.id, { planId: plan.id, startsOn: today }, now);
    // Both the sign-up fee and the first month failed for the last time; a later period still has retries.
    const items = await itemsOf(studio.id, membership.id);
    const [fee, first] = [items.find((item) => item.sequence === 0)!, items.find((item) => item.sequence === 1)!];
    for (const item of [fee, first])
      await db
        .update(paymentItems)
        .set({ status: "failed", settledBy: null, tries: 4, nextAttemptAt: null, lastError: "Your card was declined." })
        .where(and(eq(paymentItems.studioId, studio.id), eq(paymentItems.id, item.id)));
    await db.transaction((tx) => setMembershipStanding(tx, studio.id, membership.id, true, now));
    expect((await grantsOf(studio.id, membership.id)).every((grant) => grant.suspended)).toBe(true);

    const cash = await callRoute(recordCashRoute, { token: owner.token, params: { id: first.id } });
    expect(cash.status, JSON.stringify(cash.body)).toBe(200);
    expect((await membershipRow(studio.id, membership.id)).pastDueSince).not.toBeNull();
    expect((await grantsOf(studio.id, membership.id)).every((grant) => grant.suspended)).toBe(true);

    await callRoute(recordCashRoute, { token: owner.token, params: { id: fee.id } });
    expect((await membershipRow(studio.id, membership.id)).pastDueSince).toBeNull();
    expect((await grantsOf(studio.id, membership.id)).some((grant) => grant.suspended)).toBe(false);
  });

  it("a period still being retried doesn't bring it back while another's last try failed", async () => {
    const { db, studio, owner, student } = await memberStudio({ card: false });
    const plan = await makePlan(studio.id, { signUpFeeCents: 2_500 });
    const now = new Date();
    const membership = await enrolMembership(
      db,
      owner.session,
      student.id,
      { planId: plan.id, startsOn: instantToLocal(now, NEW_YORK).date },
      now,
    );
    const items = await itemsOf(studio.id, membership.id);
    const [fee, first] = [items.find((item) => item.sequence === 0)!, items.find((item) => item.sequence === 1)!];
    const fail = (id: string, nextAttemptAt: Date | null) =>
      db
        .update(paymentItems)
        .set({ status: "failed", settledBy: null, tries: nextAttemptAt ? 1 : 4, nextAttemptAt, lastError: "Your card was declined." })
        .where(and(eq(paymentItems.studioId, studio.id), eq(paymentItems.id, id)));
    await fail(fee.id, new Date(now.getTime() + 86_400_000));
    await fail(first.id, null);
    await db.transaction((tx) => setMembershipStanding(tx, studio.id, membership.id, true, now));
    await db.transaction((tx) => setMembershipStanding(tx, studio.id, membership.id, false, now));
    expect((await membershipRow(studio.id, membership.id)).pastDueSince).not.toBeNull();
  });
});
