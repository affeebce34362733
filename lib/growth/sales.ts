import "server-only";
import type { Tx } from "@/lib/db/client";
import { sales, type SALE_CATEGORIES } from "@/lib/db/schema";
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

/**
 * Records a sale: its category from the student's history, the staff credited, and the inquiry
 * it moves on. Every package and membership sale goes through here, in its own transaction.
 */
export async function recordSale(tx: Tx, sale: SaleToRecord): Promise<{ id: string; category: SaleCategory }> {
  const category: SaleCategory = "original";
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
  await moveInquiryForSale(tx, { studioId: sale.studioId, studentId: sale.studentId, category: row.category, at: sale.soldAt });
  return row;
}
