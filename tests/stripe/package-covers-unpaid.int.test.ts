import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as checkout } from "@/app/api/checkout/route";
import { GET as coversRoute } from "@/app/api/students/[id]/unpaid-lessons/route";
import { studentPackages } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { balanceOf } from "../helpers/money-factory";
import { deliverConnectWebhook, signedConnectEvent, withStripeStandIn } from "../helpers/stripe-stand-in";
import { connectStudio } from "../helpers/stripe-stand-in-connect";
import { CLASS_CENTS, openChargesOf, studentOwingLessons } from "../helpers/unpaid-lessons";

/** A student owing lessons at a studio that takes payments on its own Stripe account. */
async function connectedStudentOwingLessons() {
  const s = await studentOwingLessons();
  return { ...s, accountId: await connectStudio(s.db, s.studio.id) };
}

const standIn = withStripeStandIn();

describe("a student buying a package online with applyToUnpaid", () => {
  it("asks Stripe to remember the choice, and the completed Checkout pays their unpaid lessons with the package", async () => {
    const s = await connectedStudentOwingLessons();
    const preview = await callRoute(coversRoute, { token: s.me.token, params: { id: s.me.student.id } });
    expect(preview.body.covers.find((item: { packageId: string }) => item.packageId === s.pass.id).lessons).toHaveLength(3);

    const started = await callRoute(checkout, { token: s.me.token, body: { kind: "package", packageId: s.pass.id, applyToUnpaid: true } });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { form, account } = standIn.current.requests.at(-1)!;
    expect(account).toBe(s.accountId);
    expect(form).toMatchObject({ "metadata[packageId]": s.pass.id, "metadata[applyToUnpaid]": "1" });

    const before = await balanceOf(s.me.student.id);
    const completed = await deliverConnectWebhook(
      signedConnectEvent(s.accountId, "checkout.session.completed", {
        id: `cs_test_apply_${s.me.student.id}`,
        object: "checkout.session",
        mode: "payment",
        payment_status: "paid",
        amount_total: 6_000,
        metadata: { kind: "package", studioId: s.studio.id, studentId: s.me.student.id, packageId: s.pass.id, applyToUnpaid: "1" },
      }),
    );
    expect(completed.status).toBe(200);
    const [owned] = await s.db.select().from(studentPackages).where(eq(studentPackages.studentId, s.me.student.id));
    expect([owned.units, owned.unitsUsed]).toEqual([3, 3]);
    expect(await openChargesOf(s.lessons.map((lesson) => lesson.bookingId))).toEqual([0, 0, 0, 1, 1]);
    // Paid in full online, so the balance drops by the three lessons.
    expect(await balanceOf(s.me.student.id)).toBe(before - 3 * CLASS_CENTS);
  });

  it("leaves the lessons charged when the student didn't tick it", async () => {
    const s = await connectedStudentOwingLessons();
    await callRoute(checkout, { token: s.me.token, body: { kind: "package", packageId: s.pass.id } });
    expect(standIn.current.requests.at(-1)!.form["metadata[applyToUnpaid]"]).toBeUndefined();
    const before = await balanceOf(s.me.student.id);
    await deliverConnectWebhook(
      signedConnectEvent(s.accountId, "checkout.session.completed", {
        id: `cs_test_keep_${s.me.student.id}`,
        object: "checkout.session",
        mode: "payment",
        payment_status: "paid",
        amount_total: 6_000,
        metadata: { kind: "package", studioId: s.studio.id, studentId: s.me.student.id, packageId: s.pass.id },
      }),
    );
    const [owned] = await s.db.select().from(studentPackages).where(eq(studentPackages.studentId, s.me.student.id));
    expect(owned.unitsUsed).toBe(0);
    expect(await openChargesOf(s.lessons.map((lesson) => lesson.bookingId))).toEqual([1, 1, 1, 1, 1]);
    expect(await balanceOf(s.me.student.id)).toBe(before);
  });
});
