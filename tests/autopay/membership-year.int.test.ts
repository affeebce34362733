import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enrolMembership } from "@/lib/autopay/memberships";
import { ensureMembershipItems } from "@/lib/autopay/membership-periods";
import { ledgerEntries, paymentItems } from "@/lib/db/schema";
import { instantToLocal } from "@/lib/dates/wall-time";
import { recordQueries } from "../helpers/query-log";
import { withStripeStandIn } from "../helpers/stripe-stand-in";
import { daysFrom, grantsOf, itemsOf, localAt, makePlan, memberStudio, NEW_YORK, tick } from "./membership-fixture";

const standIn = withStripeStandIn();
const statements = recordQueries();

/**
 * A monthly membership over a year, on an injected clock, in New York: each period is charged once,
 * on its own local day at 06:00 (across the DST change too), counted from the first day so that
 * Jan 31 → Feb 28 → Mar 31; each period's units are granted as it begins.
 */
describe("a year of a monthly membership", () => {
  it("is charged exactly 12 times, on the right local days, each once", { timeout: 240_000 }, async () => {
    const { db, studio, owner, group, student } = await memberStudio();
    const plan = await makePlan(studio.id);
    const enrolled = await enrolMembership(
      db,
      owner.session,
      student.id,
      { planId: plan.id, startsOn: "2027-01-31" },
      localAt("2027-01-31", "09:00"),
    );
    expect(enrolled).toMatchObject({ state: "active", startsOn: "2027-01-31", nextChargeOn: "2027-02-28", endsOn: null });

    // The first period was charged at the enrolment; then the run works every day just before and at 06:00.
    const charged: string[] = ["2027-01-31"];
    for (const day of daysFrom("2027-02-01", "2028-01-30")) {
      expect((await tick(localAt(day, "05:59"))).card, `${day} 05:59`).toBe(0);
      const result = await tick(localAt(day, "06:00"));
      expect(result.errors).toBe(0);
      if (result.card > 0) charged.push(...Array(result.card).fill(day));
    }
    expect(charged).toEqual([
      "2027-01-31",
      "2027-02-28",
      "2027-03-31",
      "2027-04-30",
      "2027-05-31",
      "2027-06-30",
      "2027-07-31",
      "2027-08-31",
      "2027-09-30",
      "2027-10-31",
      "2027-11-30",
      "2027-12-31",
    ]);

    const items = await itemsOf(studio.id, enrolled.id);
    const paid = items.filter((item) => item.status === "paid");
    expect(paid).toHaveLength(12);
    expect(paid.map((item) => item.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(paid.slice(0, 3).map((item) => item.description)).toEqual([
      "Unlimited group classes · Jan 31 – Feb 27",
      "Unlimited group classes · Feb 28 – Mar 30",
      "Unlimited group classes · Mar 31 – Apr 29",
    ]);
    // The periods starting within 35 days (Jan 31 and Feb 29, 2028) are written ahead, and wait for their day.
    expect(items.filter((item) => item.status !== "paid").map((item) => [item.sequence, item.dueOn, item.status])).toEqual([
      [13, "2028-01-31", "scheduled"],
      [14, "2028-02-29", "scheduled"],
    ]);
    // After the DST change (Mar 14), 06:00 in New York is 10:00 UTC; before it, 11:00.
    const byDay = new Map(paid.map((item) => [item.dueOn, item]));
    expect(byDay.get("2027-03-31")!.settledAt).toEqual(new Date("2027-03-31T10:00:00Z"));
    expect(byDay.get("2027-02-28")!.settledAt).toEqual(new Date("2027-02-28T11:00:00Z"));
    expect(byDay.get("2027-11-30")!.settledAt).toEqual(new Date("2027-11-30T11:00:00Z"));
    for (const item of paid.slice(1)) expect(instantToLocal(item.settledAt!, NEW_YORK)).toMatchObject({ date: item.dueOn, time: "06:00" });

    // One PaymentIntent per period, each key used once; the ledger has each charge and its payment once.
    const keys = standIn.current.requests
      .filter((request) => request.path === "/v1/payment_intents")
      .map((request) => request.idempotencyKey);
    expect(keys).toHaveLength(12);
    expect(new Set(keys)).toEqual(new Set(paid.map((item) => `autopay_${item.id}_0`)));
    const entries = await db
      .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.studioId, studio.id), eq(ledgerEntries.studentId, student.id)));
    expect(entries.filter((entry) => entry.kind === "charge")).toHaveLength(12);
    expect(entries.filter((entry) => entry.kind === "payment")).toHaveLength(12);

    // Each period's units were granted as it began: unlimited group classes, until the period's last local day ends.
    const grants = await grantsOf(studio.id, enrolled.id);
    expect(grants.map((grant) => grant.grantPeriod)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(grants[0]).toMatchObject({
      packageId: null,
      grantKind: "unlimited",
      units: 1000,
      priceCents: 0,
      serviceIds: [group.id],
      name: "Unlimited group classes · Jan 31 – Feb 27",
      expiresAt: localAt("2027-02-28", "00:00"),
      suspended: false,
    });
    expect(grants[2].expiresAt).toEqual(localAt("2027-04-30", "00:00"));
  });

  it("writes each period once when an enrolment and two runs race, and charges it once", async () => {
    const { db, studio, owner, student } = await memberStudio();
    const plan = await makePlan(studio.id, { signUpFeeCents: 5_000 });
    const now = localAt("2027-06-01", "08:00");
    const [membership] = await Promise.all([
      enrolMembership(db, owner.session, student.id, { planId: plan.id, startsOn: "2027-06-01" }, now),
      tick(now),
      tick(now),
      ensureMembershipItems(db, now),
    ]);
    await Promise.all([tick(now), tick(now)]);
    const items = await itemsOf(studio.id, membership.id);
    expect(items.map((item) => [item.sequence, item.dueOn, item.status, item.amountCents])).toEqual([
      [0, "2027-06-01", "paid", 5_000],
      [1, "2027-06-01", "paid", 12_000],
      [2, "2027-07-01", "scheduled", 12_000],
    ]);
    expect(items[0].description).toBe("Unlimited group classes · sign-up fee");
    const keys = standIn.current.requests
      .filter((request) => request.path === "/v1/payment_intents" && items.some((item) => request.idempotencyKey?.includes(item.id)))
      .map((request) => request.idempotencyKey);
    expect(keys.sort()).toEqual([`autopay_${items[0].id}_0`, `autopay_${items[1].id}_0`].sort());
    expect(await grantsOf(studio.id, membership.id)).toHaveLength(1);
  });

  it("finds nothing to write in one statement once every membership is written through the horizon", async () => {
    const { db, studio, owner, student } = await memberStudio({ card: false });
    const plan = await makePlan(studio.id, { period: "week", priceCents: 3_000 });
    const now = localAt("2027-09-01", "08:00");
    await enrolMembership(db, owner.session, student.id, { planId: plan.id, startsOn: "2027-09-01" }, now);
    await ensureMembershipItems(db, now);
    const before = statements.length;
    expect(await ensureMembershipItems(db, new Date(now.getTime() + 60_000))).toBe(0);
    expect(statements.length - before).toBe(1);
    // A week later the next week's charge is within the horizon and its units' week has begun: both written, once.
    await ensureMembershipItems(db, localAt("2027-09-08", "08:00"));
    expect(await ensureMembershipItems(db, localAt("2027-09-08", "08:01"))).toBe(0);
    const items = await db.select().from(paymentItems).where(eq(paymentItems.studioId, studio.id));
    // Sept 8 + 35 days = Oct 13: the weeks starting Sept 1, 8, …, Oct 13, each once.
    expect(items.map((item) => item.dueOn).sort()).toEqual([
      "2027-09-01",
      "2027-09-08",
      "2027-09-15",
      "2027-09-22",
      "2027-09-29",
      "2027-10-06",
      "2027-10-13",
    ]);
  });
});
