import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { creditEntries, ledgerEntries, packageServices, packages, studentPackages } from "@/lib/db/schema";

/** A package on sale in the studio, covering the given services. */
export async function makePackage(studioId: string, serviceIds: string[], overrides: Partial<typeof packages.$inferInsert> = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(packages)
    .values({ studioId, name: "10 Private Lessons", units: 10, priceCents: 85_000, validDays: 180, ...overrides })
    .returning();
  await db.insert(packageServices).values(serviceIds.map((serviceId) => ({ studioId, packageId: row.id, serviceId })));
  return row;
}

/** A package already sold to a student, written straight to the table (exact units and expiry). */
export async function giveStudentPackage(
  studioId: string,
  studentId: string,
  pkg: typeof packages.$inferSelect,
  values: { units?: number; unitsUsed?: number; expiresAt?: Date; purchasedAt?: Date } = {},
) {
  const db = await getDb();
  const covered = await db.select({ id: packageServices.serviceId }).from(packageServices).where(eq(packageServices.packageId, pkg.id));
  const [row] = await db
    .insert(studentPackages)
    .values({
      studioId,
      studentId,
      packageId: pkg.id,
      name: pkg.name,
      units: values.units ?? pkg.units,
      unitsUsed: values.unitsUsed ?? 0,
      priceCents: pkg.priceCents,
      serviceIds: covered.map((row) => row.id),
      purchasedAt: values.purchasedAt ?? new Date(),
      expiresAt: values.expiresAt ?? new Date(Date.now() + pkg.validDays * 86_400_000),
    })
    .returning();
  return row;
}

/** Balance = charges − voids − payments + refunds, computed here independently of lib/payments. */
export async function balanceOf(studentId: string) {
  const db = await getDb();
  const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.studentId, studentId));
  const sign = { charge: 1, void: -1, payment: -1, refund: 1 } as const;
  return rows.reduce((sum, row) => sum + sign[row.kind] * row.amountCents, 0);
}

export async function ledgerOf(studentId: string) {
  const db = await getDb();
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.studentId, studentId));
}

export async function unitsUsed(studentPackageId: string) {
  const db = await getDb();
  const [row] = await db.select({ used: studentPackages.unitsUsed }).from(studentPackages).where(eq(studentPackages.id, studentPackageId));
  return row.used;
}

export async function creditsOf(bookingId: string) {
  const db = await getDb();
  return db
    .select()
    .from(creditEntries)
    .where(and(eq(creditEntries.bookingId, bookingId)));
}
