import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as voidRoute } from "@/app/api/charges/[id]/void/route";
import { enrolMembership } from "@/lib/autopay/memberships";
import { sellPackageWithPlan } from "@/lib/autopay/package-sale";
import { runAutopay } from "@/lib/autopay/run";
import { studentPackages } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { withStripeStandIn } from "../helpers/stripe-stand-in";
import { itemsOf, planStudio } from "../helpers/plan-factory";
import { itemsOf as membershipItems, localAt, makePlan, memberStudio } from "./membership-fixture";

const standIn = withStripeStandIn();

describe("voiding an automatic payment's charge from the account", () => {
  it("forgives that instalment without withdrawing the package the later instalments still pay for", async () => {
    const s = await planStudio({ priceCents: 30_000, units: 10 });
    const sale = await sellPackageWithPlan(s.db, s.owner.session, s.sam.student.id, {
      packageId: s.bronze.id,
      paymentPlan: { kind: "instalments", count: 3, every: "month" },
    });
    // No card: instalment 1 went on Sam's account.
    const [first] = await itemsOf(s.sam.student.id);
    expect(first).toMatchObject({ status: "paid", settledBy: "account" });
    const voided = await callRoute(voidRoute, { token: s.owner.token, params: { id: first.chargeEntryId! } });
    expect(voided.status, JSON.stringify(voided.body)).toBe(201);
    // Instalments 2 and 3 are still to be charged, so the package they pay for stays usable.
    expect((await itemsOf(s.sam.student.id)).map((item) => item.status)).toEqual(["paid", "scheduled", "scheduled"]);
    const [pkg] = await s.db
      .select()
      .from(studentPackages)
      .where(and(eq(studentPackages.studioId, s.studio.id), eq(studentPackages.id, sale.studentPackage.id)));
    expect(pkg.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("is refused while the item is failed and still retried: the card would be charged for a voided charge", async () => {
    const { db, studio, owner, student } = await memberStudio();
    const plan = await makePlan(studio.id, { priceCents: 12_000 });
    standIn.current.cardOutcomes.set(`pm_${student.id.slice(0, 8)}`, ["decline"]);
    const membership = await enrolMembership(
      db,
      owner.session,
      student.id,
      { planId: plan.id, startsOn: "2027-01-01" },
      localAt("2027-01-01", "09:00"),
    );
    const [failed] = await membershipItems(studio.id, membership.id);
    expect(failed.status).toBe("failed");
    const voided = await callRoute(voidRoute, { token: owner.token, params: { id: failed.chargeEntryId! } });
    expect(voided.status, JSON.stringify(voided.body)).toBe(409);
    expect(voided.body.error.message).toMatch(/Failed payments/);
    await runAutopay(db, { now: localAt("2027-01-02", "06:00") });
    expect((await membershipItems(studio.id, membership.id))[0]).toMatchObject({ status: "paid", settledBy: "card" });
  });
});
