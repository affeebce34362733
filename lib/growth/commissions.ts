import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { queryRows } from "@/lib/db/query-rows";
import type { SaleCategory } from "./sales";

/** The span a commission run covers: local dates and the instants they stand for, [start, end). */
export type CommissionWindow = { from: string; to: string; start: Date; end: Date };

export type CommissionScope = {
  studioId: string;
  timeZone: string;
  basis: "sale" | "collected";
  /** One instructor only (an instructor's own payroll, an owner's filter). */
  instructorId: string | null;
};

/** One commission line: an instructor's share of one sale, at the rate in force on the sale's local date. */
export type CommissionLine = {
  saleId: string;
  instructorId: string;
  instructor: string;
  soldAt: string;
  day: string;
  student: string;
  sale: string;
  category: SaleCategory;
  percent: number;
  /** What the commission is worked out on: the credited share of the sale's amount, or of the money collected in the period. */
  baseCents: number;
  basisPoints: number | null;
  fixedCents: number | null;
  commissionCents: number;
};

/**
 * Money collected for each sale up to its amount: payments on its package (or on its membership's
 * items) less their refunds, in date order; `in_period` is the part of the running total that
 * falls within [start, end), never past the sale's own amount.
 */
function collectedInPeriod(scope: CommissionScope, window: CommissionWindow): SQL {
  return sql`select m.sale_id, greatest(0,
        least(m.amount_cents, m.total_before_end) - least(m.amount_cents, greatest(0, m.total_before_start))) as in_period
      from (
        select s.id as sale_id, s.amount_cents,
          coalesce(sum(x.signed) filter (where x.created_at < ${window.end}), 0) as total_before_end,
          coalesce(sum(x.signed) filter (where x.created_at < ${window.start}), 0) as total_before_start
        from sales s
        join lateral (
          select case when l.kind = 'payment' then l.amount_cents else -l.amount_cents end as signed, l.created_at
          from ledger_entries l
          where l.studio_id = s.studio_id and not l.brought_forward and (
            (l.kind = 'payment' and (
              (s.student_package_id is not null and l.student_package_id = s.student_package_id)
              or l.id in (select i.payment_entry_id from payment_items i where i.studio_id = s.studio_id and i.payment_entry_id is not null
                and (i.membership_id = s.student_membership_id or i.student_package_id = s.student_package_id))))
            or (l.kind = 'refund' and l.related_entry_id in (
              select p.id from ledger_entries p where p.studio_id = s.studio_id and p.kind = 'payment' and (
                (s.student_package_id is not null and p.student_package_id = s.student_package_id)
                or p.id in (select i.payment_entry_id from payment_items i where i.studio_id = s.studio_id and i.payment_entry_id is not null
                  and (i.membership_id = s.student_membership_id or i.student_package_id = s.student_package_id)))))
          )
        ) x on true
        where s.studio_id = ${scope.studioId} and s.sold_at < ${window.end}
        group by s.id, s.amount_cents
      ) m`;
}

/**
 * Commission lines for a window. On the sale basis: each credited share of a sale made in the
 * window. On the collected basis: the credited share of what was paid for the sale in the window
 * (a fixed amount in proportion to it). Either way at the rate for the sale's category in force
 * on the sale's local date; a share with no rate in force earns nothing and is not listed.
 */
export async function commissionLines(db: Db, scope: CommissionScope, window: CommissionWindow, limit?: number): Promise<CommissionLine[]> {
  const day = sql`(s.sold_at at time zone ${scope.timeZone})::date`;
  const collected = scope.basis === "collected";
  const base = collected ? sql`coalesce(c.in_period, 0) * sc.percent / 100.0` : sql`s.amount_cents * sc.percent / 100.0`;
  const fixedShare = collected
    ? sql`case when s.amount_cents > 0 then r.fixed_cents * (sc.percent / 100.0) * coalesce(c.in_period, 0) / s.amount_cents else 0 end`
    : sql`r.fixed_cents * sc.percent / 100.0`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select * from (
      select s.id as sale_id, sc.instructor_id, i.name as instructor, s.sold_at, ${day}::text as day, st.name as student, s.name as sale,
        s.category, sc.percent, round(${base})::int as base_cents, r.basis_points, r.fixed_cents,
        round(case when r.basis_points is not null then ${base} * r.basis_points / 10000.0 else ${fixedShare} end)::int as commission_cents
      from sales s
      join sale_credits sc on sc.studio_id = s.studio_id and sc.sale_id = s.id
      join instructors i on i.studio_id = sc.studio_id and i.id = sc.instructor_id
      join students st on st.studio_id = s.studio_id and st.id = s.student_id
      ${collected ? sql`join (${collectedInPeriod(scope, window)}) c on c.sale_id = s.id and c.in_period > 0` : sql`left join (select null::uuid as sale_id, 0 as in_period) c on false`}
      join lateral (
        select cr.basis_points, cr.fixed_cents from commission_rates cr
        where cr.studio_id = s.studio_id and cr.instructor_id = sc.instructor_id and cr.category = s.category and cr.effective_from <= ${day}
        order by cr.effective_from desc limit 1
      ) r on true
      where s.studio_id = ${scope.studioId}
        ${collected ? sql`` : sql`and s.sold_at >= ${window.start} and s.sold_at < ${window.end}`}
        ${scope.instructorId ? sql`and sc.instructor_id = ${scope.instructorId}` : sql``}
    ) lines where commission_cents > 0
    order by sold_at desc, instructor ${limit ? sql`limit ${limit}` : sql``}`,
  );
  return rows.map((row) => ({
    saleId: String(row.sale_id),
    instructorId: String(row.instructor_id),
    instructor: String(row.instructor),
    soldAt: new Date(row.sold_at as string).toISOString(),
    day: String(row.day),
    student: String(row.student),
    sale: String(row.sale),
    category: row.category as SaleCategory,
    percent: Number(row.percent),
    baseCents: Number(row.base_cents),
    basisPoints: row.basis_points === null ? null : Number(row.basis_points),
    fixedCents: row.fixed_cents === null ? null : Number(row.fixed_cents),
    commissionCents: Number(row.commission_cents),
  }));
}
