import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { bookings, ledgerEntries, packages, saleCredits, sales, studentPackages, students } from "@/lib/db/schema";
import { seedDemo } from "@/lib/demo/seed";

describe("seedPayments", () => {
  it("seeds packages, Sam's units from his bookings and months of money, once", async () => {
    const db = await getDb();
    const started = performance.now();
    const { studioId } = await seedDemo(db);
    console.log(`[seed] demo studio with payments: ${Math.round(performance.now() - started)} ms`);
    const names = (await db.select({ name: packages.name }).from(packages).where(eq(packages.studioId, studioId)))
      .map((row) => row.name)
      .sort();
    // The program sold on instalments is the autopay seed's (seed-autopay.int.test.ts).
    expect(names).toEqual(["10 Private Lessons", "5 Group Classes", "Bronze 1 program", "Practice Party Pass (8)"]);
    const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.studioId, studioId));
    expect(entries.filter((row) => row.kind === "refund")).toHaveLength(1);
    expect(entries.filter((row) => row.kind === "payment").length).toBeGreaterThan(10);

    const [sam] = await db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.studioId, studioId), eq(students.email, "student@promenade.test")));
    // The packages he bought (his membership's monthly units are grants, without a package).
    const owned = await db
      .select()
      .from(studentPackages)
      .where(and(eq(studentPackages.studentId, sam.id), isNotNull(studentPackages.packageId)));
    expect(owned).toHaveLength(3);
    // The package he bought yesterday is untouched: the demo student has units to book with.
    expect(owned.some((pkg) => pkg.unitsUsed === 0 && pkg.units === 10)).toBe(true);
    const holding = await db
      .select()
      .from(bookings)
      .where(
        inArray(
          bookings.studentPackageId,
          owned.map((row) => row.id),
        ),
      );
    for (const pkg of owned) expect(pkg.unitsUsed).toBe(holding.filter((row) => row.studentPackageId === pkg.id).length);
    expect(owned.some((pkg) => pkg.unitsUsed > 0)).toBe(true);

    // Every sale of Sam's is credited to an instructor (the owner who sold them teaches nothing).
    const samSales = await db.select({ id: sales.id }).from(sales).where(eq(sales.studentId, sam.id));
    const credited = await db
      .select({ saleId: saleCredits.saleId })
      .from(saleCredits)
      .where(
        inArray(
          saleCredits.saleId,
          samSales.map((row) => row.id),
        ),
      );
    expect(samSales.length).toBeGreaterThan(0);
    expect(credited).toHaveLength(samSales.length);

    const creditsOf = async () =>
      (await db.select({ saleId: saleCredits.saleId }).from(saleCredits).where(eq(saleCredits.studioId, studioId))).length;
    const before = entries.length;
    const creditsBefore = await creditsOf();
    await seedDemo(db);
    expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.studioId, studioId))).toHaveLength(before);
    expect(await creditsOf()).toBe(creditsBefore);
  });
});
