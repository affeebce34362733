import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as voidRoute } from "@/app/api/charges/[id]/void/route";
import { PATCH as patchPackage } from "@/app/api/packages/[id]/route";
import { GET as listPackages, POST as createPackage } from "@/app/api/packages/route";
import { POST as refundRoute } from "@/app/api/payments/[id]/refunds/route";
import { GET as receiptRoute } from "@/app/api/payments/[id]/route";
import { GET as exportRoute } from "@/app/api/payments/export/route";
import { GET as overviewRoute, POST as paymentRoute } from "@/app/api/payments/route";
import { GET as accountRoute } from "@/app/api/students/[id]/account/route";
import { POST as sellRoute } from "@/app/api/students/[id]/packages/route";
import { getDb } from "@/lib/db/client";
import { ledgerEntries, studios } from "@/lib/db/schema";
import { callRoute } from "../helpers/call-route";
import { balanceOf, ledgerOf, makePackage } from "../helpers/money-factory";
import { makeStudent, makeStudentMember } from "../helpers/people-factory";
import { makeScheduleStudio, makeService, makeStudio } from "../helpers/studio-factory";

async function setup() {
  const s = await makeScheduleStudio();
  const me = await makeStudentMember(s.studio.id, { name: "Sam Carter" });
  const pkg = await makePackage(s.studio.id, [s.privateLesson.id]);
  return { ...s, me, pkg };
}

describe("packages", () => {
  it("owners create and edit packages; students see only those on sale", async () => {
    const s = await setup();
    const created = await callRoute(createPackage, {
      token: s.owner.token,
      body: { name: "5 Group Classes", units: 5, priceCents: 11_000, validDays: 90, serviceIds: [s.groupClass.id] },
    });
    expect(created.status).toBe(201);
    expect(created.body.package).toMatchObject({ name: "5 Group Classes", units: 5, active: true, serviceIds: [s.groupClass.id] });
    const patched = await callRoute(patchPackage, {
      method: "PATCH",
      token: s.owner.token,
      params: { id: created.body.package.id },
      body: { active: false },
    });
    expect(patched.body.package.active).toBe(false);
    const asOwner = await callRoute(listPackages, { token: s.owner.token });
    expect(asOwner.body.packages).toHaveLength(2);
    const asStudent = await callRoute(listPackages, { token: s.me.token });
    expect(asStudent.body.packages.map((row: { name: string }) => row.name)).toEqual(["10 Private Lessons"]);
  });

  it("refuses another studio's service with a field message, and bad numbers with 400", async () => {
    const s = await setup();
    const other = await makeStudio();
    const foreign = await makeService(other.studio.id);
    const response = await callRoute(createPackage, {
      token: s.owner.token,
      body: { name: "X", units: 5, priceCents: 100, validDays: 30, serviceIds: [foreign.id] },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields.serviceIds).toMatch(/isn't in your studio/);
    const fractional = await callRoute(createPackage, {
      token: s.owner.token,
      body: { name: "X", units: 5, priceCents: 10.5, validDays: 30, serviceIds: [s.privateLesson.id] },
    });
    expect(fractional.status).toBe(400);
    expect(fractional.body.error.fields.priceCents).toMatch(/whole cents/);
  });
});

describe("selling a package and the student's account", () => {
  it("copies the package, charges it and records the payment in one go; the account runs the balance", async () => {
    const s = await setup();
    const sold = await callRoute(sellRoute, {
      token: s.owner.token,
      params: { id: s.me.student.id },
      body: { packageId: s.pkg.id, payment: { method: "card", amountCents: 50_000 } },
    });
    expect(sold.status).toBe(201);
    expect(sold.body.studentPackage).toMatchObject({ name: "10 Private Lessons", units: 10, unitsLeft: 10, priceCents: 85_000 });
    const days = (Date.parse(sold.body.studentPackage.expiresAt) - Date.parse(sold.body.studentPackage.purchasedAt)) / 86_400_000;
    expect(days).toBe(180);

    const account = await callRoute(accountRoute, { token: s.me.token, params: { id: s.me.student.id } });
    expect(account.status).toBe(200);
    expect(account.body).toMatchObject({ studentName: "Sam Carter", currency: "USD", balanceCents: 35_000 });
    expect(account.body.entries.map((entry: { kind: string; balanceAfterCents: number }) => [entry.kind, entry.balanceAfterCents])).toEqual(
      [
        ["charge", 85_000],
        ["payment", 35_000],
      ],
    );
    expect(account.body.entries[0]).toMatchObject({ description: "10 Private Lessons", voidable: false });
    expect(account.body.entries[1]).toMatchObject({ method: "card", refundableCents: 50_000 });
    expect(account.body.packages[0]).toMatchObject({ unitsLeft: 10, expired: false, serviceIds: [s.privateLesson.id] });
  });

  it("an unpaid sale is an open balance; a free package records no charge", async () => {
    const s = await setup();
    const free = await makePackage(s.studio.id, [s.groupClass.id], { name: "Trial Class", units: 1, priceCents: 0, validDays: 14 });
    await callRoute(sellRoute, { token: s.owner.token, params: { id: s.me.student.id }, body: { packageId: s.pkg.id } });
    await callRoute(sellRoute, { token: s.owner.token, params: { id: s.me.student.id }, body: { packageId: free.id } });
    expect(await balanceOf(s.me.student.id)).toBe(85_000);
    expect(await ledgerOf(s.me.student.id)).toHaveLength(1);
  });

  it("a student can't read another student's account (404); instructors can't read accounts (403)", async () => {
    const s = await setup();
    const other = await makeStudent(s.studio.id);
    expect((await callRoute(accountRoute, { token: s.me.token, params: { id: other.id } })).status).toBe(404);
    expect((await callRoute(accountRoute, { token: s.instructorMember.token, params: { id: s.me.student.id } })).status).toBe(403);
  });
});

describe("payments, refunds and voids", () => {
  it("records a partial payment, refunds within what was paid and refuses more with the maximum", async () => {
    const s = await setup();
    const paid = await callRoute(paymentRoute, {
      token: s.owner.token,
      body: { studentId: s.me.student.id, amountCents: 9_500, method: "cash", note: "Lesson" },
    });
    expect(paid.status).toBe(201);
    const id = paid.body.payment.id;
    expect((await callRoute(refundRoute, { token: s.owner.token, params: { id }, body: { amountCents: 4_000 } })).status).toBe(201);
    const tooMuch = await callRoute(refundRoute, { token: s.owner.token, params: { id }, body: { amountCents: 5_600 } });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error.message).toBe("You can refund at most $55.00 of this payment.");
    expect((await callRoute(refundRoute, { token: s.owner.token, params: { id }, body: { amountCents: 5_500 } })).status).toBe(201);
    const done = await callRoute(refundRoute, { token: s.owner.token, params: { id }, body: { amountCents: 1 } });
    expect(done.body.error.message).toBe("This payment is already fully refunded.");
    expect(await balanceOf(s.me.student.id)).toBe(0);

    const receipt = await callRoute(receiptRoute, { token: s.me.token, params: { id } });
    expect(receipt.status).toBe(200);
    expect(receipt.body).toMatchObject({
      refundedCents: 9_500,
      refundableCents: 0,
      student: { name: "Sam Carter" },
      studio: { currency: "USD" },
    });
    expect(receipt.body.refunds).toHaveLength(2);
  });

  it("refuses negative, fractional and zero cents and an online method, recording nothing", async () => {
    const s = await setup();
    for (const amountCents of [-100, 10.5, 0, "100"]) {
      const response = await callRoute(paymentRoute, {
        token: s.owner.token,
        body: { studentId: s.me.student.id, amountCents, method: "cash" },
      });
      expect(response.status).toBe(400);
      expect(response.body.error.fields.amountCents).toBeTruthy();
    }
    const online = await callRoute(paymentRoute, {
      token: s.owner.token,
      body: { studentId: s.me.student.id, amountCents: 100, method: "online" },
    });
    expect(online.status).toBe(400);
    const sell = await callRoute(sellRoute, {
      token: s.owner.token,
      params: { id: s.me.student.id },
      body: { packageId: s.pkg.id, payment: { method: "cash", amountCents: -1 } },
    });
    expect(sell.status).toBe(400);
    expect(await ledgerOf(s.me.student.id)).toHaveLength(0);
  });

  it("voids an unpaid package charge (withdrawing the package) but not a paid one", async () => {
    const s = await setup();
    const sold = await callRoute(sellRoute, { token: s.owner.token, params: { id: s.me.student.id }, body: { packageId: s.pkg.id } });
    const voided = await callRoute(voidRoute, { token: s.owner.token, params: { id: sold.body.chargeId } });
    expect(voided.status).toBe(201);
    expect(await balanceOf(s.me.student.id)).toBe(0);
    const again = await callRoute(voidRoute, { token: s.owner.token, params: { id: sold.body.chargeId } });
    expect(again.status).toBe(422);
    const account = await callRoute(accountRoute, { token: s.owner.token, params: { id: s.me.student.id } });
    expect(account.body.packages[0].expired).toBe(true);

    const paidSale = await callRoute(sellRoute, {
      token: s.owner.token,
      params: { id: s.me.student.id },
      body: { packageId: s.pkg.id, payment: { method: "card", amountCents: 85_000 } },
    });
    const refused = await callRoute(voidRoute, { token: s.owner.token, params: { id: paidSale.body.chargeId } });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toMatch(/Refund the payment first/);
  });
});

describe("overview and export", () => {
  it("sums the period, lists open balances and sold packages", async () => {
    const s = await setup();
    await callRoute(sellRoute, {
      token: s.owner.token,
      params: { id: s.me.student.id },
      body: { packageId: s.pkg.id, payment: { method: "card", amountCents: 30_000 } },
    });
    const overview = await callRoute(overviewRoute, { token: s.owner.token, path: "/api/payments" });
    expect(overview.status).toBe(200);
    expect(overview.body.totals).toEqual({
      paymentsCents: 30_000,
      refundsCents: 0,
      netCents: 30_000,
      packagesSold: 1,
      chargesCents: 85_000,
    });
    expect(overview.body.openBalances).toEqual([{ studentId: s.me.student.id, studentName: "Sam Carter", balanceCents: 55_000 }]);
    expect(overview.body.packagesSold[0]).toMatchObject({ name: "10 Private Lessons", studentName: "Sam Carter" });
    const old = await callRoute(overviewRoute, { token: s.owner.token, path: "/api/payments?from=2020-01-01&to=2020-01-31" });
    expect(old.body.totals.paymentsCents).toBe(0);
    const backwards = await callRoute(overviewRoute, { token: s.owner.token, path: "/api/payments?from=2020-02-01&to=2020-01-31" });
    expect(backwards.status).toBe(400);
  });

  it("exports CSV with formulas neutralised, and names the plan when export isn't included", async () => {
    const s = await setup();
    const db = await getDb();
    await callRoute(paymentRoute, {
      token: s.owner.token,
      body: { studentId: s.me.student.id, amountCents: 1_000, method: "other", note: '=HYPERLINK("http://evil")' },
    });
    const response = await callRoute(exportRoute, { token: s.owner.token, path: "/api/payments/export" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/csv/);
    expect(response.headers.get("content-disposition")).toMatch(
      /attachment; filename="payments-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(response.body).toContain("'=HYPERLINK");
    expect(response.body).toContain("10.00,USD,other");

    await db.update(studios).set({ plan: "basic" }).where(eq(studios.id, s.studio.id));
    const basic = await callRoute(exportRoute, { token: s.owner.token, path: "/api/payments/export" });
    expect(basic.status).toBe(403);
    expect(basic.body.error).toEqual({
      code: "plan_required",
      message: "Data export is available on the Pro plan.",
      feature: "data_export",
      plan: "pro",
      planName: "Pro",
    });
    expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.studioId, s.studio.id))).toHaveLength(1);
  });
});
