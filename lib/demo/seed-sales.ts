import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { commissionRates, instructors } from "@/lib/db/schema";
import { backfillSales } from "@/lib/growth/sales-backfill";

/** The demo's commission: a percent on the first three program sales of each student, a fixed amount on coaching. */
const RATES = [
  { category: "original", basisPoints: 1000 },
  { category: "extension", basisPoints: 800 },
  { category: "renewal", basisPoints: 500 },
  { category: "coaching", fixedCents: 2500 },
] as const;

/**
 * The demo's sales (its seeded packages and memberships, categorised and credited as the migration
 * does for a studio's history) and a commission rate per category for each instructor from January 1
 * of last year. Idempotent: sales are made once per package, rates once per instructor, category and date.
 */
export async function seedSales(db: Db, studioId: string): Promise<void> {
  await backfillSales(db, studioId);
  const staff = await db
    .select({ id: instructors.id })
    .from(instructors)
    .where(and(eq(instructors.studioId, studioId), eq(instructors.active, true)));
  const effectiveFrom = `${new Date().getUTCFullYear() - 1}-01-01`;
  const rows = staff.flatMap((instructor) =>
    RATES.map((rate) => ({
      studioId,
      instructorId: instructor.id,
      category: rate.category,
      basisPoints: "basisPoints" in rate ? rate.basisPoints : null,
      fixedCents: "fixedCents" in rate ? rate.fixedCents : null,
      effectiveFrom,
    })),
  );
  if (rows.length) await db.insert(commissionRates).values(rows).onConflictDoNothing();
}
