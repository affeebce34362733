import "server-only";
import { sql } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { lessonFilters } from "./lesson-breakdown";
import { reportContext, type ReportContext, type Window } from "./report-context";
import { reportResult } from "./report-result";
import type { Column, ReportResult } from "./report-types";
import type { TReportQuery } from "./schemas";
import { isoOf, POSTED, selectRows, toNumber } from "./sql-helpers";

export type PayrollTotals = {
  privateLessons: number;
  classes: number;
  privateMinutes: number;
  classMinutes: number;
  /** Lessons missed by their students (no-show, late cancel): paid only when the studio says so. */
  missed: number;
  payCents: number;
  /** Lines with no rate in force on their date (paid 0 until a rate is added from that date). */
  withoutRate: number;
  /** Lessons already begun with a place whose attendance nobody posted: not paid until posted. */
  unposted: number;
  payMissedLessons: boolean;
};

/** The JSON holds this many lesson lines; the CSV every one. */
export const LINE_LIMIT = 2000;

/**
 * One line per lesson or class of the window with posted attendance, priced from the instructor's
 * rate in force on the lesson's local date: taught when a student attended; otherwise a no-show or a
 * late cancel, paid only with the studio's "pay missed lessons" setting. Rentals are not teaching.
 */
function payrollLines(context: ReportContext, window: Window) {
  const day = sql`(ev.starts_at at time zone ${context.timeZone})::date`;
  return sql`select ev.*, ${day}::text as day, i.name as instructor,
      case when ev.kind = 'private' then r.private_cents else r.class_cents end as rate,
      case when ev.outcome <> 'taught' and not ${context.payMissedLessons}::boolean then 0
        when ev.kind = 'private' then coalesce(r.private_cents, 0) else coalesce(r.class_cents, 0) end as pay
    from (
      select e.id, e.instructor_id, e.starts_at, s.name as service, s.kind,
        round(extract(epoch from (e.ends_at - e.starts_at)) / 60) as minutes,
        case when count(*) filter (where b.status = 'attended') > 0 and e.status = 'scheduled' then 'taught'
          when e.status = 'scheduled' and count(*) filter (where b.status = 'no_show') > 0 then 'no_show'
          when count(*) filter (where b.status = 'late_cancel') > 0 and (s.kind = 'private' or e.status = 'scheduled') then 'late_cancel'
        end as outcome
      from events e join services s on s.id = e.service_id join bookings b on b.event_id = e.id
      where e.studio_id = ${context.studioId} and b.studio_id = ${context.studioId} and e.instructor_id is not null and s.kind <> 'rental'
        and e.starts_at >= ${window.start} and e.starts_at < ${window.end} and b.status in ${POSTED} ${lessonFilters(context)}
      group by e.id, s.name, s.kind
    ) ev
    join instructors i on i.id = ev.instructor_id
    left join lateral (
      select private_cents, class_cents from instructor_rates r
      where r.studio_id = ${context.studioId} and r.instructor_id = ev.instructor_id and r.effective_from <= ${day}
      order by r.effective_from desc limit 1
    ) r on true
    where ev.outcome is not null`;
}

const TOTAL_COLUMNS = sql`count(*) filter (where kind = 'private' and outcome = 'taught') as private_lessons,
  count(*) filter (where kind <> 'private' and outcome = 'taught') as classes,
  coalesce(sum(minutes) filter (where kind = 'private' and outcome = 'taught'), 0) as private_minutes,
  coalesce(sum(minutes) filter (where kind <> 'private' and outcome = 'taught'), 0) as class_minutes,
  count(*) filter (where outcome <> 'taught') as missed,
  coalesce(sum(pay), 0) as pay,
  count(*) filter (where rate is null) as without_rate`;

async function totalsOf(db: Db, context: ReportContext, window: Window): Promise<PayrollTotals> {
  const [[sums], [open]] = await Promise.all([
    selectRows(db, sql`select ${TOTAL_COLUMNS} from (${payrollLines(context, window)}) lines`),
    selectRows(
      db,
      sql`select count(distinct e.id) as n from events e join bookings b on b.event_id = e.id
      where e.studio_id = ${context.studioId} and e.instructor_id is not null and e.status = 'scheduled' and b.status = 'booked'
        and e.starts_at >= ${window.start} and e.starts_at < ${window.end} and e.starts_at < ${context.now} ${lessonFilters(context)}`,
    ),
  ]);
  return {
    privateLessons: toNumber(sums.private_lessons),
    classes: toNumber(sums.classes),
    privateMinutes: toNumber(sums.private_minutes),
    classMinutes: toNumber(sums.class_minutes),
    missed: toNumber(sums.missed),
    payCents: toNumber(sums.pay),
    withoutRate: toNumber(sums.without_rate),
    unposted: toNumber(open.n),
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
  { key: "payCents", label: "Pay", format: "cents" },
];

/**
 * GET /api/reports/payroll — what each instructor earned in the period, with the lesson lines behind
 * every total (the total is their sum). Instructors see their own pay only.
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
  const lines = payrollLines(context, window);
  const [current, previous, perInstructor, lineRows] = await Promise.all([
    totalsOf(db, context, window),
    totalsOf(db, context, context.previous),
    selectRows(
      db,
      sql`select instructor_id, instructor, ${TOTAL_COLUMNS} from (${lines}) lines group by instructor_id, instructor order by instructor`,
    ),
    selectRows(
      db,
      sql`select * from (${lines}) lines order by instructor, instructor_id, starts_at ${options.full ? sql`` : sql`limit ${LINE_LIMIT + 1}`}`,
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
      rows: perInstructor.map((row) => ({
        instructorId: String(row.instructor_id),
        instructor: String(row.instructor),
        privateLessons: toNumber(row.private_lessons),
        classes: toNumber(row.classes),
        classMinutes: toNumber(row.class_minutes),
        missed: toNumber(row.missed),
        payCents: toNumber(row.pay),
      })),
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
    ],
  );
}
