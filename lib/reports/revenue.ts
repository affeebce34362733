import "server-only";
import { sql } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { PAYMENT_METHODS } from "@/lib/db/schema";
import { lessonBreakdown } from "./lesson-breakdown";
import { refuseInstructorFilter, reportContext, type ReportContext, type Window } from "./report-context";
import { reportResult } from "./report-result";
import type { Column, ReportResult, Row } from "./report-types";
import type { TReportQuery } from "./schemas";
import { localMonth, POSTED, selectRows, toNumber } from "./sql-helpers";

export type RevenueTotals = {
  /** Payments received in the period, refunds paid out in it, and the difference: the ledger's cash. */
  receivedCents: number;
  refundedCents: number;
  netCents: number;
  /** Charges in the period (lessons, packages, fees) less the voids of the period. */
  chargedCents: number;
  packagesSold: number;
  unitsSold: number;
  unitsUsed: number;
  /** Lessons paid for and not yet taught: unused units of packages still valid at the period's end. */
  liabilityUnits: number;
  liabilityCents: number;
};

const MONEY = (key: string, label: string): Column => ({ key, label, format: "cents" });

async function totalsOf(db: Db, context: ReportContext, window: Window) {
  const studioId = context.studioId;
  const asOf = new Date(Math.min(window.end.getTime(), context.now.getTime()));
  const [[ledger], [sold], [used], [liability]] = await Promise.all([
    selectRows(
      db,
      sql`select coalesce(sum(amount_cents) filter (where kind = 'payment'), 0) as received,
        coalesce(sum(amount_cents) filter (where kind = 'refund'), 0) as refunded,
        coalesce(sum(case kind when 'charge' then amount_cents when 'void' then -amount_cents end), 0) as charged
      from ledger_entries where studio_id = ${studioId} and created_at >= ${window.start} and created_at < ${window.end}`,
    ),
    selectRows(
      db,
      sql`select count(*) as sold, coalesce(sum(units), 0) as units from student_packages
      where studio_id = ${studioId} and purchased_at >= ${window.start} and purchased_at < ${window.end}`,
    ),
    selectRows(
      db,
      sql`select count(*) as used from bookings b join events e on e.id = b.event_id
      where b.studio_id = ${studioId} and e.studio_id = ${studioId} and b.student_package_id is not null and b.status in ${POSTED}
        and e.starts_at >= ${window.start} and e.starts_at < ${window.end}`,
    ),
    selectRows(
      db,
      sql`select coalesce(sum(units_left), 0) as units, round(coalesce(sum(value), 0)) as cents from (${liabilityByPackage(context, asOf)}) l`,
    ),
  ]);
  const receivedCents = toNumber(ledger.received);
  const refundedCents = toNumber(ledger.refunded);
  return {
    receivedCents,
    refundedCents,
    netCents: receivedCents - refundedCents,
    chargedCents: toNumber(ledger.charged),
    packagesSold: toNumber(sold.sold),
    unitsSold: toNumber(sold.units),
    unitsUsed: toNumber(used.used),
    liabilityUnits: toNumber(liability.units),
    liabilityCents: toNumber(liability.cents),
  } satisfies RevenueTotals;
}

/** Per package name: units not used by `asOf` of packages bought before it and valid after it, and their value. */
function liabilityByPackage(context: ReportContext, asOf: Date) {
  return sql`select sp.name, sum(sp.units - coalesce(used.n, 0)) as units_left,
      sum((sp.units - coalesce(used.n, 0)) * sp.price_cents::numeric / sp.units) as value
    from student_packages sp
    left join (select b.student_package_id, count(*) as n from bookings b join events e on e.id = b.event_id
      where b.studio_id = ${context.studioId} and b.student_package_id is not null and b.status in ${POSTED} and e.starts_at < ${asOf}
      group by b.student_package_id) used on used.student_package_id = sp.id
    where sp.studio_id = ${context.studioId} and sp.purchased_at < ${asOf} and sp.expires_at > ${asOf}
    group by sp.name`;
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
 * what lessons earned by service and instructor, packages sold vs units used, and the liability.
 */
export async function revenueReport(db: Db, session: Session, query: TReportQuery, now = new Date()): Promise<ReportResult<RevenueTotals>> {
  refuseInstructorFilter(query, "revenue");
  const context = await reportContext(db, session, query, now);
  const window = context.period;
  const studioId = context.studioId;
  const asOf = new Date(Math.min(window.end.getTime(), now.getTime()));
  const month = localMonth(sql`created_at`, context.timeZone);
  const [current, previous, byMonth, byMethod, byService, byInstructor, sales, usedBy, liability] = await Promise.all([
    totalsOf(db, context, window),
    totalsOf(db, context, context.previous),
    selectRows(
      db,
      sql`select ${month} as month, coalesce(sum(amount_cents) filter (where kind = 'payment'), 0) as received,
        coalesce(sum(amount_cents) filter (where kind = 'refund'), 0) as refunded,
        coalesce(sum(case kind when 'charge' then amount_cents when 'void' then -amount_cents end), 0) as charged
      from ledger_entries where studio_id = ${studioId} and created_at >= ${window.start} and created_at < ${window.end} group by 1`,
    ),
    selectRows(
      db,
      sql`select kind, method, sum(amount_cents) as total from ledger_entries
      where studio_id = ${studioId} and kind in ('payment', 'refund') and created_at >= ${window.start} and created_at < ${window.end}
      group by kind, method`,
    ),
    lessonBreakdown(db, context, window, "service", { revenue: true }),
    lessonBreakdown(db, context, window, "instructor", { revenue: true }),
    selectRows(
      db,
      sql`select name, count(*) as sold, sum(units) as units, sum(price_cents) as cents from student_packages
      where studio_id = ${studioId} and purchased_at >= ${window.start} and purchased_at < ${window.end} group by name`,
    ),
    selectRows(
      db,
      sql`select sp.name, count(*) as used from bookings b join events e on e.id = b.event_id join student_packages sp on sp.id = b.student_package_id
      where b.studio_id = ${studioId} and e.studio_id = ${studioId} and b.status in ${POSTED}
        and e.starts_at >= ${window.start} and e.starts_at < ${window.end} group by sp.name`,
    ),
    selectRows(db, liabilityByPackage(context, asOf)),
  ]);
  const monthRows: Row[] = monthsOf(window).map((key) => {
    const row = byMonth.find((candidate) => candidate.month === key);
    const [receivedCents, refundedCents] = [toNumber(row?.received), toNumber(row?.refunded)];
    return { month: key, receivedCents, refundedCents, netCents: receivedCents - refundedCents, chargedCents: toNumber(row?.charged) };
  });
  const packageNames = [...new Set([...sales, ...usedBy, ...liability].map((row) => String(row.name)))].sort();
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
          sold: toNumber(find(sales, name)?.sold),
          salesCents: toNumber(find(sales, name)?.cents),
          unitsSold: toNumber(find(sales, name)?.units),
          unitsUsed: toNumber(find(usedBy, name)?.used),
          unitsOwed: toNumber(find(liability, name)?.units_left),
          owedCents: Math.round(toNumber(find(liability, name)?.value)),
        })),
      },
    ],
  );
}
