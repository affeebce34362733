import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";

/**
 * Promo codes in Revenue: the discounts given in the window (every use — packages, memberships'
 * first periods, lessons — at what it took off), and how many uses. Money never received, so it
 * is no part of any other figure; it is said beside them so the owner sees what codes cost.
 */
export async function promoFigures(db: Db, studioId: string, window: { start: Date; end: Date }) {
  const [row] = await queryRows(
    db,
    sql`select coalesce(sum(discount_cents), 0)::int as cents, count(*)::int as uses from promo_redemptions
      where studio_id = ${studioId} and redeemed_at >= ${window.start} and redeemed_at < ${window.end}`,
  );
  return { discountsCents: Number(row?.cents ?? 0), discountUses: Number(row?.uses ?? 0) };
}

/** The promo discount on a package sale, for its receipt: list price and what the code took off; null without one. */
export async function packageDiscount(db: Db, studioId: string, studentPackageId: string | null) {
  if (!studentPackageId) return null;
  const [row] = await queryRows(
    db,
    sql`select list_cents, discount_cents from sales
      where studio_id = ${studioId} and student_package_id = ${studentPackageId} and discount_cents > 0`,
  );
  return row ? { listCents: Number(row.list_cents), discountCents: Number(row.discount_cents) } : null;
}
