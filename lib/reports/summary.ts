import "server-only";
import { sql } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { PAYMENT_METHODS } from "@/lib/db/schema";
import { refuseInstructorFilter, reportContext, type ReportContext, type Window } from "./report-context";
import { reportResult } from "./report-result";
import type { Column, ReportResult, Row } from "./report-types";
import type { TReportQuery } from "./schemas";
import { POSTED, selectRows, toNumber } from "./sql-helpers";

export type SummaryTotals = {
  privateLessons: number;
  classesTaught: number;
  classAttendances: number;
  receivedCents: number;
  refundedCents: number;
  netCents: number;
  packagesSold: number;
  unitsSold: number;
  salesCents: number;
  activeStudents: number;
  newStudents: number;
  firstLessons: number;
  /** Contact messages carry no studio yet (the public forms are the site's): not counted, so null. */
  inquiries: number | null;
  noShows: number;
  lateCancels: number;
  openBalanceCents: number;
  studentsOwing: number;
};

type MethodLine = { method: string; receivedCents: number; refundedCents: number };

async function summaryOf(db: Db, context: ReportContext, window: Window) {
  const studioId = context.studioId;
  // Open balances as they stood at the period's end (or now, for a period still running).
  const asOf = new Date(Math.min(window.end.getTime(), context.now.getTime()));
  const [[lessons], money, [sales], [people], [balances]] = await Promise.all([
    selectRows(
      db,
      sql`select
        count(distinct e.id) filter (where s.kind = 'private' and b.status = 'attended') as private_lessons,
        count(distinct e.id) filter (where s.kind in ('group', 'practice') and b.status = 'attended') as classes_taught,
        count(*) filter (where s.kind in ('group', 'practice') and b.status = 'attended') as class_attendances,
        count(distinct b.student_id) filter (where b.status = 'attended') as active_students,
        count(*) filter (where b.status = 'no_show') as no_shows,
        count(*) filter (where b.status = 'late_cancel') as late_cancels
      from bookings b join events e on e.id = b.event_id join services s on s.id = e.service_id
      where b.studio_id = ${studioId} and e.studio_id = ${studioId} and b.status in ${POSTED}
        and e.starts_at >= ${window.start} and e.starts_at < ${window.end}`,
    ),
    selectRows(
      db,
      sql`select kind, method, sum(amount_cents) as total from ledger_entries
      where studio_id = ${studioId} and kind in ('payment', 'refund') and created_at >= ${window.start} and created_at < ${window.end}
      group by kind, method`,
    ),
    selectRows(
      db,
      sql`select count(*) as sold, coalesce(sum(units), 0) as units, coalesce(sum(price_cents), 0) as cents from student_packages
      where studio_id = ${studioId} and purchased_at >= ${window.start} and purchased_at < ${window.end}`,
    ),
    selectRows(
      db,
      sql`select
        (select count(*) from students where studio_id = ${studioId} and created_at >= ${window.start} and created_at < ${window.end}) as new_students,
        (select count(*) from (
          select min(e.starts_at) as first_visit from bookings b join events e on e.id = b.event_id
          where b.studio_id = ${studioId} and b.status = 'attended' and e.starts_at < ${window.end}
          group by b.student_id) first
         where first_visit >= ${window.start}) as first_lessons`,
    ),
    selectRows(
      db,
      sql`select count(*) filter (where balance > 0) as owing, coalesce(sum(balance) filter (where balance > 0), 0) as cents from (
        select sum(case kind when 'charge' then amount_cents when 'refund' then amount_cents else -amount_cents end) as balance
        from ledger_entries where studio_id = ${studioId} and created_at < ${asOf} group by student_id) balances`,
    ),
  ]);
  const methods: MethodLine[] = PAYMENT_METHODS.map((method) => ({
    method,
    receivedCents: toNumber(money.find((row) => row.kind === "payment" && row.method === method)?.total),
    refundedCents: toNumber(money.find((row) => row.kind === "refund" && row.method === method)?.total),
  }));
  const receivedCents = methods.reduce((sum, line) => sum + line.receivedCents, 0);
  const refundedCents = methods.reduce((sum, line) => sum + line.refundedCents, 0);
  const totals: SummaryTotals = {
    privateLessons: toNumber(lessons.private_lessons),
    classesTaught: toNumber(lessons.classes_taught),
    classAttendances: toNumber(lessons.class_attendances),
    receivedCents,
    refundedCents,
    netCents: receivedCents - refundedCents,
    packagesSold: toNumber(sales.sold),
    unitsSold: toNumber(sales.units),
    salesCents: toNumber(sales.cents),
    activeStudents: toNumber(lessons.active_students),
    newStudents: toNumber(people.new_students),
    firstLessons: toNumber(people.first_lessons),
    inquiries: null,
    noShows: toNumber(lessons.no_shows),
    lateCancels: toNumber(lessons.late_cancels),
    openBalanceCents: toNumber(balances.cents),
    studentsOwing: toNumber(balances.owing),
  };
  return { totals, methods };
}

/** The summary's lines, in the order of a franchise's weekly "summary of studio business". */
export const SUMMARY_METRICS: { key: keyof SummaryTotals; label: string; format: "count" | "cents" }[] = [
  { key: "privateLessons", label: "Private lessons taught", format: "count" },
  { key: "classesTaught", label: "Classes taught", format: "count" },
  { key: "classAttendances", label: "Class attendances", format: "count" },
  { key: "receivedCents", label: "Cash received", format: "cents" },
  { key: "refundedCents", label: "Refunded", format: "cents" },
  { key: "netCents", label: "Net received", format: "cents" },
  { key: "packagesSold", label: "Packages sold", format: "count" },
  { key: "unitsSold", label: "Units sold", format: "count" },
  { key: "salesCents", label: "Package sales", format: "cents" },
  { key: "activeStudents", label: "Active students", format: "count" },
  { key: "newStudents", label: "New students", format: "count" },
  { key: "firstLessons", label: "First lessons", format: "count" },
  { key: "inquiries", label: "Inquiries", format: "count" },
  { key: "noShows", label: "No-shows", format: "count" },
  { key: "lateCancels", label: "Late cancels", format: "count" },
  { key: "openBalanceCents", label: "Open balances", format: "cents" },
  { key: "studentsOwing", label: "Students owing", format: "count" },
];

const METRIC_COLUMNS: Column[] = [
  { key: "label", label: "Measure", format: "text" },
  { key: "value", label: "This period", format: "metric" },
  { key: "previous", label: "Previous period", format: "metric" },
];

const METHOD_COLUMNS: Column[] = [
  { key: "method", label: "Method", format: "text" },
  { key: "receivedCents", label: "Received", format: "cents" },
  { key: "refundedCents", label: "Refunded", format: "cents" },
  { key: "netCents", label: "Net", format: "cents" },
];

/** GET /api/reports/summary — the weekly "summary of studio business", compared with the period before. */
export async function summaryReport(db: Db, session: Session, query: TReportQuery, now = new Date()): Promise<ReportResult<SummaryTotals>> {
  refuseInstructorFilter(query, "summary");
  const context = await reportContext(db, session, query, now);
  const [current, previous] = await Promise.all([summaryOf(db, context, context.period), summaryOf(db, context, context.previous)]);
  const rows: Row[] = SUMMARY_METRICS.map(({ key, label, format }) => ({
    metric: key,
    label,
    unit: format,
    value: current.totals[key],
    previous: previous.totals[key],
  }));
  return reportResult(
    "summary",
    context,
    [current.totals, previous.totals],
    {
      title: "Summary of studio business",
      columns: METRIC_COLUMNS,
      rows,
    },
    [
      {
        key: "methods",
        title: "Cash received by method",
        columns: METHOD_COLUMNS,
        rows: current.methods.map((line) => ({ ...line, netCents: line.receivedCents - line.refundedCents })),
      },
    ],
  );
}
