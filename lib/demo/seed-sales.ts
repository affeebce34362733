import "server-only";
import { and, eq, sql } from "drizzle-orm";
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
  await creditUncredited(db, studioId);
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

/**
 * The demo's sales were made by the owner, who teaches no lessons, mostly before the lessons the
 * default credit looks at: each is credited to the instructor its student booked most, so the
 * student pages, Payroll and Reports → Sales show who sold what. Sales already credited keep theirs.
 */
async function creditUncredited(db: Db, studioId: string): Promise<void> {
  await db.execute(sql`
    insert into sale_credits (studio_id, sale_id, instructor_id, percent)
    select s.studio_id, s.id, favourite.instructor_id, 100
    from sales s
    cross join lateral (
      select e.instructor_id from bookings b
      join events e on e.studio_id = b.studio_id and e.id = b.event_id
      where b.studio_id = s.studio_id and b.student_id = s.student_id and e.instructor_id is not null
      group by e.instructor_id order by count(*) desc, e.instructor_id limit 1
    ) favourite
    where s.studio_id = ${studioId}
      and not exists (select 1 from sale_credits c where c.studio_id = s.studio_id and c.sale_id = s.id)
    on conflict do nothing`);
}
