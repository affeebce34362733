import "server-only";
import type { z } from "zod";
import { sql } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { commissionLines, type CommissionLine } from "@/lib/growth/commissions";
import { SALE_CATEGORY_LABELS } from "@/lib/growth/sales-labels";
import { rollupFilters } from "./lesson-breakdown";
import { reportContext, type ReportContext, type Window } from "./report-context";
import { reportResult } from "./report-result";
import type { Column, ReportResult } from "./report-types";
import type { TReportQuery } from "./schemas";
import { coveringBuckets, inBuckets } from "./rollups/buckets";
import { eventScope, isoOf, POSTED, postedUntil, selectRows, toNumber } from "./sql-helpers";
import { countUnposted } from "./unposted";
import type { ZPayrollTotals } from "./views";

/** The report's totals (lib/reports/views.ts declares them, with what each means). */
export type PayrollTotals = z.input<typeof ZPayrollTotals>;

/** The JSON holds this many lesson lines (the newest); the CSV every one. */
export const LINE_LIMIT = 500;

/**
 * The lesson lines of a window, newest first: one per lesson or class with posted attendance, priced
 * from the instructor's rate in force on the lesson's local date — taught when a student attended it;
 * otherwise a no-show or a late cancel, paid only with the studio's "pay missed lessons" setting.
 * Rentals are not teaching. (The rollups sum the same rule per day: lib/reports/rollups/lesson-days.ts.)
 */
function payrollLines(context: ReportContext, window: Window) {
  const day = sql`(e.starts_at at time zone ${context.timeZone})::date`;
  return sql`select e.id, e.instructor_id, e.starts_at, ${day}::text as day, s.name as service, s.kind, i.name as instructor,
      round(extract(epoch from (e.ends_at - e.starts_at)) / 60) as minutes, o.outcome, r.rate,
      case when o.outcome <> 'taught' and not ${context.payMissedLessons}::boolean then 0 else coalesce(r.rate, 0) end as pay
    from events e join services s on s.id = e.service_id join instructors i on i.id = e.instructor_id
    cross join lateral (
      select case when count(*) filter (where b.status = 'attended') > 0 and e.status = 'scheduled' then 'taught'
          when e.status = 'scheduled' and count(*) filter (where b.status = 'no_show') > 0 then 'no_show'
          when count(*) filter (where b.status = 'late_cancel') > 0 and (s.kind = 'private' or e.status = 'scheduled') then 'late_cancel'
        end as outcome
      from bookings b where b.event_id = e.id and b.status in ${POSTED}
    ) o
    left join lateral (
      select case when s.kind = 'private' then r.private_cents else r.class_cents end as rate from instructor_rates r
      where r.studio_id = ${context.studioId} and r.instructor_id = e.instructor_id and r.effective_from <= ${day}
      order by r.effective_from desc limit 1
    ) r on true
    where e.studio_id = ${context.studioId} and s.kind <> 'rental' and o.outcome is not null
      and e.starts_at >= ${window.start} and e.starts_at < ${postedUntil(window, context.now)} ${eventScope(context.instructorId)}`;
}

/** Each instructor's pay and lessons for a window, from the lesson rollups. */
function perInstructor(context: ReportContext, window: Window) {
  const missed = context.payMissedLessons ? sql`sum(f.pay_missed_cents)` : sql`0`;
  return sql`select p.*, i.name as instructor from (
      select f.instructor_id, sum(f.pay_private) as private_lessons, sum(f.pay_classes) as classes,
        sum(f.pay_private_minutes) as private_minutes, sum(f.pay_class_minutes) as class_minutes, sum(f.pay_missed) as missed,
        sum(f.pay_taught_cents) + ${missed} as pay, sum(f.without_rate) as without_rate
      from report_lesson_facts f
      where ${inBuckets(context.studioId, coveringBuckets(window.from, window.to))} ${rollupFilters(context)} and f.instructor_id is not null
      group by f.instructor_id
      having sum(f.pay_private) + sum(f.pay_classes) + sum(f.pay_missed) > 0
    ) p join instructors i on i.id = p.instructor_id
    order by i.name, p.instructor_id`;
}

/** The studio's commission basis: on each sale as it is made, or on the money collected for it. */
async function commissionBasis(db: Db, studioId: string): Promise<"sale" | "collected"> {
  const [row] = await selectRows<{ basis: "sale" | "collected" }>(
    db,
    sql`select commission_basis as basis from studios where id = ${studioId}`,
  );
  return row.basis;
}

function commissionsOf(db: Db, context: ReportContext, window: Window, basis: "sale" | "collected", limit?: number) {
  return commissionLines(
    db,
    { studioId: context.studioId, timeZone: context.timeZone, basis, instructorId: context.instructorId },
    window,
    limit,
  );
}

/** The window's totals: the sums of its per-instructor rows and commission lines (passed in when already read). */
async function totalsOf(
  db: Db,
  context: ReportContext,
  window: Window,
  basis: "sale" | "collected",
  known?: { rows: Record<string, unknown>[]; commissions: CommissionLine[] },
): Promise<PayrollTotals> {
  const [rows, unposted, commissions] = await Promise.all([
    known?.rows ?? selectRows(db, perInstructor(context, window)),
    countUnposted(db, context, window, "lessons"),
    known?.commissions ?? commissionsOf(db, context, window, basis),
  ]);
  const sum = (key: string) => rows.reduce((total, row) => total + toNumber(row[key]), 0);
  return {
    commissionCents: commissions.reduce((total, line) => total + line.commissionCents, 0),
    commissionBasis: basis,
    privateLessons: sum("private_lessons"),
    classes: sum("classes"),
    privateMinutes: sum("private_minutes"),
    classMinutes: sum("class_minutes"),
    missed: sum("missed"),
    payCents: sum("pay"),
    withoutRate: sum("without_rate"),
    unposted,
    payMissedLessons: context.payMissedLessons,
  };
}

const OUTCOME_LABEL: Record<string, string> = { taught: "Taught", no_show: "No-show", late_cancel: "Late cancel" };

const PAY_COLUMNS: Column[] = [
  { key: "instructor", label: "Instructor", format: "text" },
  { key: "privateLessons", label: "Private lessons", format: "count" },
  { key: "classes", label: "Classes", format: "count" },
  { key: "classMinutes", label: "Class hours", format: "minutes" },
  { key: "missed", label: "Missed by students", format: "count" },
  { key: "payCents", label: "Lesson pay", format: "cents" },
  { key: "commissionCents", label: "Commission", format: "cents" },
  { key: "totalCents", label: "Total", format: "cents" },
];

/** Each instructor's lesson pay beside their commission: one row per instructor with either. */
function instructorRows(lessonRows: Record<string, unknown>[], commissions: CommissionLine[]) {
  const rows = lessonRows.map((row) => ({
    instructorId: String(row.instructor_id),
    instructor: String(row.instructor),
    privateLessons: toNumber(row.private_lessons),
    classes: toNumber(row.classes),
    classMinutes: toNumber(row.class_minutes),
    missed: toNumber(row.missed),
    payCents: toNumber(row.pay),
    commissionCents: 0,
    totalCents: 0,
  }));
  for (const line of commissions) {
    let row = rows.find((candidate) => candidate.instructorId === line.instructorId);
    if (!row) {
      row = {
        instructorId: line.instructorId,
        instructor: line.instructor,
        privateLessons: 0,
        classes: 0,
        classMinutes: 0,
        missed: 0,
        payCents: 0,
        commissionCents: 0,
        totalCents: 0,
      };
      rows.push(row);
    }
    row.commissionCents += line.commissionCents;
  }
  for (const row of rows) row.totalCents = row.payCents + row.commissionCents;
  return rows.sort((a, b) => a.instructor.localeCompare(b.instructor) || a.instructorId.localeCompare(b.instructorId));
}

const COMMISSION_COLUMNS: Column[] = [
  { key: "instructor", label: "Instructor", format: "text" },
  { key: "soldAt", label: "Sold", format: "datetime" },
  { key: "student", label: "Student", format: "text" },
  { key: "sale", label: "Sale", format: "text" },
  { key: "category", label: "Category", format: "text" },
  { key: "percent", label: "Credit", format: "percent" },
  { key: "baseCents", label: "On", format: "cents" },
  { key: "rate", label: "Rate", format: "percent" },
  { key: "fixedCents", label: "Fixed", format: "cents" },
  { key: "commissionCents", label: "Commission", format: "cents" },
];

/**
 * GET /api/reports/payroll — what each instructor earned in the period, with the lesson and commission
 * lines behind every total (the total is their sum). Instructors see their own pay only.
 */
export async function payrollReport(
  db: Db,
  session: Session,
  query: TReportQuery,
  now = new Date(),
  options: { full?: boolean } = {},
): Promise<ReportResult<PayrollTotals>> {
  const context = await reportContext(db, session, query, now);
  const window = context.period;
  const basis = await commissionBasis(db, context.studioId);
  const [lessonRows, commissions] = await Promise.all([
    selectRows(db, perInstructor(context, window)),
    commissionsOf(db, context, window, basis),
  ]);
  const [current, previous, lineRows] = await Promise.all([
    totalsOf(db, context, window, basis, { rows: lessonRows, commissions }),
    totalsOf(db, context, context.previous, basis),
    selectRows(
      db,
      sql`${payrollLines(context, window)} order by e.starts_at desc, i.name ${options.full ? sql`` : sql`limit ${LINE_LIMIT + 1}`}`,
    ),
  ]);
  const shown = options.full ? lineRows : lineRows.slice(0, LINE_LIMIT);
  return reportResult(
    "payroll",
    context,
    [current, previous],
    {
      title: "Pay by instructor",
      columns: PAY_COLUMNS,
      rows: instructorRows(lessonRows, commissions),
    },
    [
      {
        key: "lines",
        title: "Lesson lines",
        columns: [
          { key: "instructor", label: "Instructor", format: "text" },
          { key: "startsAt", label: "When", format: "datetime" },
          { key: "service", label: "Lesson or class", format: "text" },
          { key: "minutes", label: "Length", format: "minutes" },
          { key: "outcome", label: "Attendance", format: "text" },
          { key: "rateCents", label: "Rate", format: "cents" },
          { key: "payCents", label: "Pay", format: "cents" },
        ],
        rows: shown.map((row) => ({
          instructorId: String(row.instructor_id),
          instructor: String(row.instructor),
          startsAt: isoOf(row.starts_at),
          day: String(row.day),
          service: String(row.service),
          kind: String(row.kind),
          minutes: toNumber(row.minutes),
          outcome: OUTCOME_LABEL[String(row.outcome)] ?? String(row.outcome),
          rateCents: row.rate === null ? null : toNumber(row.rate),
          payCents: toNumber(row.pay),
        })),
        truncated: !options.full && lineRows.length > LINE_LIMIT,
      },
      {
        key: "commissions",
        title: "Commission lines",
        columns: COMMISSION_COLUMNS,
        rows: (options.full ? commissions : commissions.slice(0, LINE_LIMIT)).map((line) => ({
          instructorId: line.instructorId,
          instructor: line.instructor,
          saleId: line.saleId,
          soldAt: line.soldAt,
          student: line.student,
          sale: line.sale,
          category: SALE_CATEGORY_LABELS[line.category],
          percent: line.percent / 100,
          baseCents: line.baseCents,
          rate: line.basisPoints === null ? null : line.basisPoints / 10_000,
          fixedCents: line.fixedCents,
          commissionCents: line.commissionCents,
        })),
        truncated: !options.full && commissions.length > LINE_LIMIT,
      },
    ],
  );
}
