import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as addRateRoute, GET as ratesRoute } from "@/app/api/instructors/[id]/commission-rates/route";
import { GET as payrollRoute } from "@/app/api/reports/payroll/route";
import { PATCH as settingsRoute } from "@/app/api/reports/payroll/settings/route";
import { getDb } from "@/lib/db/client";
import { ledgerEntries, saleCredits, studentPackages } from "@/lib/db/schema";
import { recordSale } from "@/lib/growth/sales";
import { callRoute } from "../helpers/call-route";
import { makePackage } from "../helpers/money-factory";
import { at, makeReportStudio, weekQuery } from "../reports/report-fixture";

type Studio = Awaited<ReturnType<typeof makeReportStudio>>;

/** A package sold to a student at an instant, credited as given (the owner's choice, replacing the default). */
async function sellAt(
  s: Studio,
  studentId: string,
  priceCents: number,
  soldAt: Date,
  credits: { instructorId: string; percent: number }[],
) {
  const db = await getDb();
  const pkg = await makePackage(s.studio.id, [s.services.privateLesson.id], { name: `Package ${priceCents}`, priceCents });
  return db.transaction(async (tx) => {
    const [sold] = await tx
      .insert(studentPackages)
      .values({
        studioId: s.studio.id,
        studentId,
        packageId: pkg.id,
        name: pkg.name,
        units: 10,
        priceCents,
        purchasedAt: soldAt,
        expiresAt: new Date(soldAt.getTime() + 180 * 86_400_000),
      })
      .returning({ id: studentPackages.id });
    const sale = await recordSale(tx, {
      studioId: s.studio.id,
      studentId,
      kind: "package",
      studentPackageId: sold.id,
      packageId: pkg.id,
      name: pkg.name,
      listCents: priceCents,
      soldAt,
    });
    await tx.delete(saleCredits).where(eq(saleCredits.saleId, sale.id));
    if (credits.length)
      await tx.insert(saleCredits).values(credits.map((credit) => ({ ...credit, studioId: s.studio.id, saleId: sale.id })));
    return { saleId: sale.id, studentPackageId: sold.id, category: sale.category };
  });
}

const addRate = (s: Studio, instructorId: string, body: unknown, token = s.owner.token) =>
  callRoute(addRateRoute, { token, path: `/api/instructors/${instructorId}/commission-rates`, params: { id: instructorId }, body });

describe("commissions in Payroll", () => {
  it("pays each credited share at the rate in force on the sale's date, beside lesson pay", async () => {
    const s = await makeReportStudio();
    // Maria: 10% on originals from March 1, 15% from Wednesday March 12; $25 fixed on extensions. James: 20% on originals.
    expect((await addRate(s, s.maria.id, { category: "original", basisPoints: 1000, effectiveFrom: "2025-03-01" })).status).toBe(201);
    expect((await addRate(s, s.maria.id, { category: "original", basisPoints: 1500, effectiveFrom: "2025-03-12" })).status).toBe(201);
    expect((await addRate(s, s.maria.id, { category: "extension", fixedCents: 2500, effectiveFrom: "2025-01-01" })).status).toBe(201);
    expect((await addRate(s, s.james.id, { category: "original", basisPoints: 2000, effectiveFrom: "2025-01-01" })).status).toBe(201);
    // Refused: both amounts, a rate over 100%, an instructor adding their own.
    expect(
      (await addRate(s, s.maria.id, { category: "original", basisPoints: 10, fixedCents: 10, effectiveFrom: "2025-03-01" })).status,
    ).toBe(400);
    expect((await addRate(s, s.maria.id, { category: "original", basisPoints: 10_001, effectiveFrom: "2025-03-01" })).status).toBe(400);
    expect(
      (await addRate(s, s.maria.id, { category: "original", basisPoints: 5000, effectiveFrom: "2025-03-01" }, s.mariaMember.token)).status,
    ).toBe(403);
    const listed = await callRoute(ratesRoute, {
      token: s.mariaMember.token,
      path: `/api/instructors/${s.maria.id}/commission-rates`,
      params: { id: s.maria.id },
    });
    expect(listed.body.rates.map((rate: { category: string; effectiveFrom: string }) => `${rate.category} ${rate.effectiveFrom}`)).toEqual([
      "original 2025-03-12",
      "original 2025-03-01",
      "extension 2025-01-01",
    ]);
    expect(
      (
        await callRoute(ratesRoute, {
          token: s.jamesMember.token,
          path: `/api/instructors/${s.maria.id}/commission-rates`,
          params: { id: s.maria.id },
        })
      ).status,
    ).toBe(403);

    const { ana, ben, cleo } = s.students;
    // Tuesday 21:00 in New York (Wednesday in UTC): the old 10%.
    await sellAt(s, ben.id, 100_000, at("2025-03-11", "21:00"), [{ instructorId: s.maria.id, percent: 100 }]);
    // Thursday: 15% on Maria's 60%, 20% on James's 40%.
    await sellAt(s, cleo.id, 50_000, at("2025-03-13", "12:00"), [
      { instructorId: s.maria.id, percent: 60 },
      { instructorId: s.james.id, percent: 40 },
    ]);
    // Ben's second package is his extension: Maria's $25.
    const extension = await sellAt(s, ben.id, 80_000, at("2025-03-14", "12:00"), [{ instructorId: s.maria.id, percent: 100 }]);
    expect(extension.category).toBe("extension");
    // The week before and nobody credited: not this week's.
    await sellAt(s, ana.id, 40_000, at("2025-03-05", "12:00"), [{ instructorId: s.maria.id, percent: 100 }]);
    await sellAt(s, s.students.dev.id, 40_000, at("2025-03-13", "12:00"), []);

    const { status, body } = await callRoute(payrollRoute, { token: s.owner.token, path: `/api/reports/payroll?${weekQuery()}` });
    expect(status).toBe(200);
    const lines = body.tables.find((table: { key: string }) => table.key === "commissions").rows;
    expect(
      lines.map((line: Record<string, unknown>) => [
        line.instructor,
        line.category,
        line.percent,
        line.baseCents,
        line.rate,
        line.fixedCents,
        line.commissionCents,
      ]),
    ).toEqual([
      ["Maria Lopez", "Extension", 1, 80_000, null, 2500, 2500],
      ["James Chen", "Original", 0.4, 20_000, 0.2, null, 4000],
      ["Maria Lopez", "Original", 0.6, 30_000, 0.15, null, 4500],
      ["Maria Lopez", "Original", 1, 100_000, 0.1, null, 10_000],
    ]);
    const maria = body.rows.find((row: { instructor: string }) => row.instructor === "Maria Lopez");
    expect(maria).toMatchObject({ payCents: 21_500, commissionCents: 17_000, totalCents: 38_500 });
    expect(body.rows.find((row: { instructor: string }) => row.instructor === "James Chen")).toMatchObject({
      commissionCents: 4000,
      totalCents: 9000,
    });
    expect(body.totals).toMatchObject({ payCents: 26_500, commissionCents: 21_000, commissionBasis: "sale" });
    // Ana's sale of the week before: 10% of 400.
    expect(body.previousTotals.commissionCents).toBe(4000);

    // Maria sees her own lines only.
    const own = await callRoute(payrollRoute, { token: s.mariaMember.token, path: `/api/reports/payroll?${weekQuery()}` });
    const ownLines = own.body.tables.find((table: { key: string }) => table.key === "commissions").rows;
    expect(new Set(ownLines.map((line: { instructor: string }) => line.instructor))).toEqual(new Set(["Maria Lopez"]));
    expect(own.body.totals.commissionCents).toBe(17_000);
  });

  it("on the collected basis, pays on the money collected for the sale in the period, never past its amount", async () => {
    const s = await makeReportStudio();
    const db = await getDb();
    await addRate(s, s.maria.id, { category: "original", basisPoints: 1000, effectiveFrom: "2025-01-01" });
    const sold = await sellAt(s, s.students.eve.id, 100_000, at("2025-03-05", "12:00"), [{ instructorId: s.maria.id, percent: 100 }]);
    const pay = (amountCents: number, when: Date) =>
      db.insert(ledgerEntries).values({
        studioId: s.studio.id,
        studentId: s.students.eve.id,
        kind: "payment",
        method: "cash",
        amountCents,
        description: "Payment",
        studentPackageId: sold.studentPackageId,
        createdAt: when,
      });
    // 300 the week before, 900 this week: only 700 is left of the sale's 1,000.
    await pay(30_000, at("2025-03-06", "12:00"));
    await pay(90_000, at("2025-03-12", "12:00"));
    const saved = await callRoute(settingsRoute, { method: "PATCH", token: s.owner.token, body: { commissionBasis: "collected" } });
    expect(saved.body.settings).toEqual({ payMissedLessons: false, commissionBasis: "collected" });
    const { body } = await callRoute(payrollRoute, { token: s.owner.token, path: `/api/reports/payroll?${weekQuery()}` });
    const lines = body.tables.find((table: { key: string }) => table.key === "commissions").rows;
    expect(lines.map((line: Record<string, unknown>) => [line.baseCents, line.commissionCents])).toEqual([[70_000, 7000]]);
    expect(body.totals).toMatchObject({ commissionCents: 7000, commissionBasis: "collected" });
    expect(body.previousTotals.commissionCents).toBe(3000);
    const bad = await callRoute(settingsRoute, { method: "PATCH", token: s.owner.token, body: { commissionBasis: "monthly" } });
    expect(bad.status).toBe(400);
  });
});
