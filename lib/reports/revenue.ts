import "server-only";
import type { z } from "zod";
import { sql } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { PAYMENT_METHODS } from "@/lib/db/schema";
import { lessonBreakdown } from "./lesson-breakdown";
import { refuseInstructorFilter, reportContext, type ReportContext, type Window } from "./report-context";
import { reportResult } from "./report-result";
import type { Column, ReportResult, Row } from "./report-types";
import type { TReportQuery } from "./schemas";
import { coveringBuckets, inBuckets } from "./rollups/buckets";
import { POSTED, selectRows, toNumber } from "./sql-helpers";
import { chargesByDay, onlineDaysTable, onlineTotals } from "./online-payments";
import { autopayFigures, autopayTable } from "./autopay";
import { giftFigures } from "@/lib/growth/gift-liability";
import { promoFigures } from "@/lib/growth/promo-figures";
import { moneyByMethod, packageFigures } from "./summary-figures";
import type { ZRevenueTotals } from "./views";

/** The report's totals (lib/reports/views.ts declares them, with what each means). */
export type RevenueTotals = z.input<typeof ZRevenueTotals>;

const MONEY = (key: string, label: string): Column => ({ key, label, format: "cents" });

/**
 * The window's totals; the liability by package and the online payments by day are passed in when
 * already read (their sums are the totals).
 */
async function totalsOf(
  db: Db,
  context: ReportContext,
  window: Window,
  known: {
    liability?: Record<string, unknown>[];
    onlineDays?: Awaited<ReturnType<typeof chargesByDay>>;
    autopay?: Awaited<ReturnType<typeof autopayFigures>>;
  } = {},
) {
  const asOf = new Date(Math.min(window.end.getTime(), context.now.getTime()));
  const [money, packages, byPackage, online, autopay, gifts, promo] = await Promise.all([
    moneyByMethod(db, context, window),
    packageFigures(db, context, window),
    known.liability ?? selectRows(db, liabilityByPackage(context, asOf)),
    onlineTotals(db, context, window, known.onlineDays),
    known.autopay ?? autopayFigures(db, context, window),
    giftFigures(db, context.studioId, window, asOf, context.timeZone),
    promoFigures(db, context.studioId, window),
  ]);
  const liability = {
    units: byPackage.reduce((sum, row) => sum + toNumber(row.units_left), 0),
    cents: Math.round(byPackage.reduce((sum, row) => sum + toNumber(row.value), 0)),
  };
  const total = (kind: string) => money.filter((row) => row.kind === kind).reduce((sum, row) => sum + toNumber(row.total), 0);
  const sum = (key: string) => packages.reduce((total, row) => total + toNumber(row[key]), 0);
  return {
    receivedCents: total("payment"),
    refundedCents: total("refund"),
    netCents: total("payment") - total("refund"),
    chargedCents: total("charge") - total("void"),
    packagesSold: sum("sold"),
    unitsSold: sum("units"),
    unitsUsed: sum("used"),
    liabilityUnits: liability.units,
    liabilityCents: liability.cents,
    ...online,
    ...autopay.totals,
    ...gifts,
    ...promo,
  } satisfies RevenueTotals;
}

/**
 * Per package name: units not used by `asOf` of packages bought before it and valid after it, and
 * the money actually received for them: what the package was paid, spread over its units (paid
 * £300 for 10 lessons: £30 a lesson still to teach, whatever its price). A unit is used by a lesson
 * that began before `asOf`, read on the booking's copy of its start, no join to events.
 *
 * What a package was paid: its charge (less a void of it) less what is still unpaid of it at
 * `asOf`. A payment recorded with the sale pays its own package. What a student still owes beyond
 * that (their balance) is owed on their newest charges, as payments on account settle the oldest
 * first: a package paid off later at the desk counts as paid, and a debt for a later lesson
 * doesn't make an earlier package unpaid.
 */
function liabilityByPackage(context: ReportContext, asOf: Date) {
  return sql`with live as (
      select sp.id, sp.student_id, sp.name, sp.units from student_packages sp
      where sp.studio_id = ${context.studioId} and sp.purchased_at < ${asOf} and sp.expires_at > ${asOf} and sp.membership_id is null
    ),
    entries as (
      select l.id, l.student_id, l.kind, l.amount_cents, l.student_package_id, l.related_entry_id, l.created_at
      from ledger_entries l
      where l.studio_id = ${context.studioId} and l.created_at < ${asOf} and l.student_id in (select student_id from live)
    ),
    -- A charge's voids, a payment's refunds: each points at what it undoes.
    undone as (
      select related_entry_id as id, sum(amount_cents) as cents from entries where kind in ('void', 'refund') group by related_entry_id
    ),
    paid_with_sale as (
      select p.student_package_id as id, sum(p.amount_cents - coalesce(u.cents, 0)) as cents
      from entries p left join undone u on u.id = p.id
      where p.kind = 'payment' and p.student_package_id is not null
      group by p.student_package_id
    ),
    charges as (
      select c.id, c.student_id, c.student_package_id, c.created_at, c.amount_cents - coalesce(u.cents, 0) as due,
        greatest(c.amount_cents - coalesce(u.cents, 0) - coalesce(w.cents, 0), 0) as open
      from entries c left join undone u on u.id = c.id left join paid_with_sale w on w.id = c.student_package_id
      where c.kind = 'charge'
    ),
    owed as (
      select student_id, greatest(sum(case kind when 'charge' then amount_cents when 'refund' then amount_cents else -amount_cents end), 0) as cents
      from entries group by student_id
    ),
    newest_first as (
      select c.*, coalesce(sum(c.open) over (
          partition by c.student_id order by c.created_at desc, c.id rows between unbounded preceding and 1 preceding), 0) as open_after
      from charges c
    ),
    received as (
      select c.student_package_id as id, sum(c.due - least(c.open, greatest(o.cents - c.open_after, 0))) as cents
      from newest_first c join owed o on o.student_id = c.student_id
      where c.student_package_id is not null
      group by c.student_package_id
    )
    select l.name, sum(l.units - used.n) as units_left, sum((l.units - used.n) * coalesce(r.cents, 0)::numeric / l.units) as value
    from live l
    left join received r on r.id = l.id
    cross join lateral (select count(*) as n from bookings b
      where b.student_package_id = l.id and b.status in ${POSTED} and b.starts_at < ${asOf}) used
    group by l.name`;
}

/** Every month of the period, "YYYY-MM", so a chart shows the quiet months too. */
function monthsOf(window: Window): string[] {
  const months: string[] = [];
  let [year, month] = window.from.split("-").map(Number);
  const last = window.to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, "0")}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/**
 * GET /api/reports/revenue — cash by month and method (payments vs refunds: the ledger's own sums),
 * online payments by day as Stripe took them (gross, its fees, net), automatic payments (collected,
 * charged to account, failed, upcoming), what lessons earned by service and instructor, packages
 * sold vs units used, and the liability.
 */
export async function revenueReport(db: Db, session: Session, query: TReportQuery, now = new Date()): Promise<ReportResult<RevenueTotals>> {
  refuseInstructorFilter(query, "revenue");
  const context = await reportContext(db, session, query, now);
  const window = context.period;
  const asOf = new Date(Math.min(window.end.getTime(), now.getTime()));
  const [liability, onlineDays, autopay] = await Promise.all([
    selectRows(db, liabilityByPackage(context, asOf)),
    chargesByDay(db, context, window),
    autopayFigures(db, context, window),
  ]);
  const [current, previous, byMonth, byMethod, byService, byInstructor, packages] = await Promise.all([
    totalsOf(db, context, window, { liability, onlineDays, autopay }),
    totalsOf(db, context, context.previous),
    selectRows(
      db,
      sql`select to_char(f.period_start, 'YYYY-MM') as month, coalesce(sum(f.amount_cents) filter (where f.kind = 'payment'), 0) as received,
        coalesce(sum(f.amount_cents) filter (where f.kind = 'refund'), 0) as refunded,
        coalesce(sum(case f.kind when 'charge' then f.amount_cents when 'void' then -f.amount_cents end), 0) as charged
      from report_money_facts f where ${inBuckets(context.studioId, coveringBuckets(window.from, window.to, "month"))} group by 1`,
    ),
    moneyByMethod(db, context, window),
    lessonBreakdown(db, context, window, "service"),
    lessonBreakdown(db, context, window, "instructor"),
    packageFigures(db, context, window),
  ]);
  const monthRows: Row[] = monthsOf(window).map((key) => {
    const row = byMonth.find((candidate) => candidate.month === key);
    const [receivedCents, refundedCents] = [toNumber(row?.received), toNumber(row?.refunded)];
    return { month: key, receivedCents, refundedCents, netCents: receivedCents - refundedCents, chargedCents: toNumber(row?.charged) };
  });
  const packageNames = [...new Set([...packages, ...liability].map((row) => String(row.name)))].sort();
  const find = (rows: Record<string, unknown>[], name: string) => rows.find((row) => row.name === name);
  const earned = (row: { label: string; lessons: number; revenueCents: number }, name: string): Row => ({
    [name]: row.label,
    lessons: row.lessons,
    revenueCents: row.revenueCents,
  });
  return reportResult(
    "revenue",
    context,
    [current, previous],
    {
      title: "Revenue by month",
      columns: [
        { key: "month", label: "Month", format: "month" },
        MONEY("receivedCents", "Received"),
        MONEY("refundedCents", "Refunded"),
        MONEY("netCents", "Net"),
        MONEY("chargedCents", "Charged"),
      ],
      rows: monthRows,
    },
    [
      {
        key: "methods",
        title: "Payments and refunds by method",
        columns: [
          { key: "method", label: "Method", format: "text" },
          MONEY("receivedCents", "Received"),
          MONEY("refundedCents", "Refunded"),
          MONEY("netCents", "Net"),
        ],
        rows: PAYMENT_METHODS.map((method) => {
          const total = (kind: string) => toNumber(byMethod.find((row) => row.kind === kind && row.method === method)?.total);
          return { method, receivedCents: total("payment"), refundedCents: total("refund"), netCents: total("payment") - total("refund") };
        }),
      },
      onlineDaysTable(onlineDays),
      {
        key: "services",
        title: "Lesson revenue by service",
        columns: [
          { key: "service", label: "Service", format: "text" },
          { key: "lessons", label: "Lessons taught", format: "count" },
          MONEY("revenueCents", "Earned"),
        ],
        rows: byService.map((row) => earned(row, "service")),
      },
      {
        key: "instructors",
        title: "Lesson revenue by instructor",
        columns: [
          { key: "instructor", label: "Instructor", format: "text" },
          { key: "lessons", label: "Lessons taught", format: "count" },
          MONEY("revenueCents", "Earned"),
        ],
        rows: byInstructor.map((row) => earned(row, "instructor")),
      },
      {
        key: "packages",
        title: "Packages: units sold, used and still owed",
        columns: [
          { key: "package", label: "Package", format: "text" },
          { key: "sold", label: "Sold", format: "count" },
          MONEY("salesCents", "Sales"),
          { key: "unitsSold", label: "Units sold", format: "count" },
          { key: "unitsUsed", label: "Units used", format: "count" },
          { key: "unitsOwed", label: "Units still owed", format: "count" },
          MONEY("owedCents", "Value still owed"),
        ],
        rows: packageNames.map((name) => ({
          package: name,
          sold: toNumber(find(packages, name)?.sold),
          salesCents: toNumber(find(packages, name)?.cents),
          unitsSold: toNumber(find(packages, name)?.units),
          unitsUsed: toNumber(find(packages, name)?.used),
          unitsOwed: toNumber(find(liability, name)?.units_left),
          owedCents: Math.round(toNumber(find(liability, name)?.value)),
        })),
      },
      autopayTable(autopay.lines),
    ],
  );
}
