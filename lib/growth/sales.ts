import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import { packages, saleCredits, sales, type SALE_CATEGORIES } from "@/lib/db/schema";
import { moveInquiryForSale } from "./inquiry-stages";

export type SaleCategory = (typeof SALE_CATEGORIES)[number];

/** A package or membership just sold, inside the sale's transaction. */
export type SaleToRecord = {
  studioId: string;
  studentId: string;
  kind: "package" | "membership";
  studentPackageId?: string;
  studentMembershipId?: string;
  /** The package sold (its own category, an intro offer), when it is one. */
  packageId?: string | null;
  name: string;
  /** The price before any discount, and the discount a promo code gave. */
  listCents: number;
  discountCents?: number;
  promoCodeId?: string | null;
  soldAt: Date;
  userId?: string | null;
};

/** The place in the sequence a program sale takes: first → original, second → extension, later → renewal. */
function categoryInSequence(earlierPrograms: number): SaleCategory {
  return earlierPrograms === 0 ? "original" : earlierPrograms === 1 ? "extension" : "renewal";
}

/**
 * A new sale's category: the package's own category when it has one (an event, a sundry, coaching),
 * an intro offer's is the first-lesson offer; otherwise its place among the student's program sales
 * (what the sales table holds: imports brought forward are no sale of ours).
 */
async function deriveCategory(tx: Tx, sale: SaleToRecord): Promise<SaleCategory> {
  if (sale.packageId) {
    const [pkg] = await tx
      .select({ saleCategory: packages.saleCategory, introOffer: packages.introOffer })
      .from(packages)
      .where(and(eq(packages.studioId, sale.studioId), eq(packages.id, sale.packageId)));
    if (pkg?.saleCategory) return pkg.saleCategory;
    if (pkg?.introOffer) return "first_lesson";
  }
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(sales)
    .where(
      and(
        eq(sales.studioId, sale.studioId),
        eq(sales.studentId, sale.studentId),
        sql`${sales.category} in ('original', 'extension', 'renewal')`,
      ),
    );
  return categoryInSequence(row?.count ?? 0);
}

/**
 * Who is credited by default: the selling user's own instructor record, else the instructor the
 * student booked most in the 90 days before the sale (ties: the latest lesson), else nobody.
 */
async function defaultCredit(tx: Tx, sale: SaleToRecord): Promise<string | null> {
  if (sale.userId) {
    const [seller] = await queryRows<{ id: string }>(
      tx,
      sql`select id from instructors where studio_id = ${sale.studioId} and user_id = ${sale.userId} limit 1`,
    );
    if (seller) return seller.id;
  }
  const [frequent] = await queryRows<{ id: string }>(
    tx,
    sql`select e.instructor_id as id from bookings b join events e on e.studio_id = b.studio_id and e.id = b.event_id
      where b.studio_id = ${sale.studioId} and b.student_id = ${sale.studentId} and e.instructor_id is not null
        and b.status in ('booked', 'attended', 'no_show', 'late_cancel')
        and e.starts_at >= ${sale.soldAt}::timestamptz - interval '90 days' and e.starts_at <= ${sale.soldAt}::timestamptz
      group by e.instructor_id order by count(*) desc, max(e.starts_at) desc limit 1`,
  );
  return frequent?.id ?? null;
}

/**
 * Records a sale: its category from the student's history, the staff credited, and the inquiry
 * it moves on. Every package and membership sale goes through here, in its own transaction.
 */
export async function recordSale(tx: Tx, sale: SaleToRecord): Promise<{ id: string; category: SaleCategory }> {
  const category = await deriveCategory(tx, sale);
  const creditTo = await defaultCredit(tx, sale);
  const discountCents = sale.discountCents ?? 0;
  const [row] = await tx
    .insert(sales)
    .values({
      studioId: sale.studioId,
      studentId: sale.studentId,
      kind: sale.kind,
      studentPackageId: sale.studentPackageId ?? null,
      studentMembershipId: sale.studentMembershipId ?? null,
      name: sale.name,
      category,
      listCents: sale.listCents,
      discountCents,
      amountCents: sale.listCents - discountCents,
      promoCodeId: sale.promoCodeId ?? null,
      soldAt: sale.soldAt,
      createdByUserId: sale.userId ?? null,
    })
    .returning({ id: sales.id, category: sales.category });
  if (creditTo) await tx.insert(saleCredits).values({ studioId: sale.studioId, saleId: row.id, instructorId: creditTo, percent: 100 });
  await moveInquiryForSale(tx, { studioId: sale.studioId, studentId: sale.studentId, category: row.category, at: sale.soldAt });
  return row;
}
