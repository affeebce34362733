import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";

type Span = { start: Date; end: Date };

/**
 * Gift certificates in Revenue: what buyers paid for certificates sold in the window (money
 * received, not lesson revenue), and the liability at `asOf`: of every certificate sold before it,
 * not voided and not expired by then, the share of what was paid that its balance at `asOf` still
 * stands for. A redemption moves that share into account credit or package units, which count as
 * the studio's other money does from there (the redemption itself is no money received).
 */
export async function giftFigures(db: Db, studioId: string, window: Span, asOf: Date, timeZone: string) {
  const [row] = await queryRows(
    db,
    sql`
    with sold as (
      select coalesce(sum(paid_cents), 0) as cents from gift_certificates
      where studio_id = ${studioId} and created_at >= ${window.start} and created_at < ${window.end}
    ),
    standing as (
      select g.paid_cents, coalesce(g.amount_cents, g.units) as original,
        coalesce(g.amount_cents, g.units) - coalesce((select sum(r.amount) from gift_redemptions r
          where r.studio_id = g.studio_id and r.gift_certificate_id = g.id and r.created_at < ${asOf}), 0) as left_then
      from gift_certificates g
      where g.studio_id = ${studioId} and g.created_at < ${asOf}
        and (g.voided_at is null or g.voided_at >= ${asOf})
        and (g.expires_on is null or g.expires_on >= (${asOf}::timestamptz at time zone ${timeZone})::date)
    )
    select (select cents from sold) as sold, coalesce(sum(round(paid_cents::numeric * left_then / original)), 0) as liability from standing`,
  );
  return { giftSoldCents: Number(row?.sold ?? 0), giftLiabilityCents: Number(row?.liability ?? 0) };
}
