import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";

/**
 * Gives every package sold (not brought forward) and every membership its sale, derives the
 * categories of those not set by hand, and credits the ones nobody is credited with — the same
 * rules as `recordSale`, over a studio's whole history at once. The migration `sales_backfill` runs
 * the same statements for every studio; the demo seed runs them for the demo after it sells.
 */
export async function backfillSales(db: Db, studioId: string): Promise<void> {
  await db.transaction(async (tx) => {
    for (const statement of backfillStatements(sql`${studioId}::uuid`)) await tx.execute(statement);
  });
}

function backfillStatements(studio: SQL): SQL[] {
  return [
    sql`insert into sales (studio_id, student_id, kind, student_package_id, name, category, list_cents, amount_cents, sold_at, created_by_user_id)
      select sp.studio_id, sp.student_id, 'package', sp.id, sp.name, 'original', sp.price_cents, sp.price_cents, sp.purchased_at,
        (select l.created_by_user_id from ledger_entries l
          where l.studio_id = sp.studio_id and l.student_package_id = sp.id and l.kind = 'charge' order by l.created_at limit 1)
      from student_packages sp
      where sp.studio_id = ${studio} and sp.package_id is not null and not sp.brought_forward
      on conflict do nothing`,
    sql`insert into sales (studio_id, student_id, kind, student_membership_id, name, category, list_cents, amount_cents, sold_at, created_by_user_id)
      select m.studio_id, m.student_id, 'membership', m.id, m.name, 'original', m.price_cents, m.price_cents, m.created_at, m.created_by_user_id
      from student_memberships m where m.studio_id = ${studio}
      on conflict do nothing`,
    sql`with own as (
        select s.studio_id, s.id, s.student_id, s.sold_at, s.category_by_hand, s.category,
          coalesce(p.sale_category, case when p.intro_offer then 'first_lesson' end) as own_category
        from sales s
        left join student_packages sp on sp.studio_id = s.studio_id and sp.id = s.student_package_id
        left join packages p on p.studio_id = sp.studio_id and p.id = sp.package_id
        where s.studio_id = ${studio}
      ), programs as (
        select studio_id, id, row_number() over (partition by studio_id, student_id order by sold_at, id) as place
        from own
        where (category_by_hand and category in ('original', 'extension', 'renewal')) or (not category_by_hand and own_category is null)
      )
      update sales s set category = coalesce(o.own_category, case p.place when 1 then 'original' when 2 then 'extension' else 'renewal' end)
      from own o left join programs p on p.studio_id = o.studio_id and p.id = o.id
      where s.studio_id = o.studio_id and s.id = o.id and not s.category_by_hand`,
    sql`insert into sale_credits (studio_id, sale_id, instructor_id, percent)
      select s.studio_id, s.id, who.instructor_id, 100
      from sales s
      cross join lateral (
        select coalesce(
          (select i.id from instructors i where i.studio_id = s.studio_id and i.user_id = s.created_by_user_id limit 1),
          (select e.instructor_id from bookings b join events e on e.studio_id = b.studio_id and e.id = b.event_id
            where b.studio_id = s.studio_id and b.student_id = s.student_id and e.instructor_id is not null
              and b.status in ('booked', 'attended', 'no_show', 'late_cancel')
              and e.starts_at >= s.sold_at - interval '90 days' and e.starts_at <= s.sold_at
            group by e.instructor_id order by count(*) desc, max(e.starts_at) desc limit 1)
        ) as instructor_id
      ) who
      where s.studio_id = ${studio} and who.instructor_id is not null
        and not exists (select 1 from sale_credits c where c.studio_id = s.studio_id and c.sale_id = s.id)`,
  ];
}
