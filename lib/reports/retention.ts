import "server-only";
import type { z } from "zod";
import { sql } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { refuseInstructorFilter, reportContext, type ReportContext } from "./report-context";
import { reportResult } from "./report-result";
import type { ReportResult, Row } from "./report-types";
import { cohortTable } from "./retention-cohorts";
import type { TReportQuery } from "./schemas";
import { readStudentVisits, type StudentVisits } from "./retention-visits";
import { isoOf, selectRows, toNumber } from "./sql-helpers";
import type { ZRetentionTotals } from "./views";

/** The report's totals (lib/reports/views.ts declares them, with what each means). */
export type RetentionTotals = z.input<typeof ZRetentionTotals>;

export { LAPSED_AFTER_DAYS } from "./retention-visits";
/** A package with this many units or fewer left is running out. */
export const RUNNING_OUT_UNITS = 2;

/**
 * The students of one window (from the one read of everyone's visits): new (first visit ever in
 * it), returning (came before, and in it) and lapsed (last visit 30+ days before its end or now, and
 * — asked of the bookings, for those only — nothing booked ahead at that moment).
 */
async function studentsOf(db: Db, context: ReportContext, visits: StudentVisits, which: "cur" | "prev") {
  const window = which === "cur" ? context.period : context.previous;
  const { asOf, lapsedBefore } = which === "cur" ? visits.current : visits.previous;
  // Someone who came before the window's end (the current period shows their last visit up to then).
  const rows = visits.rows
    .filter(
      (row) => row.id !== null && (which === "cur" ? row.cur_last !== null : Date.parse(isoOf(row.first_visit)!) < window.end.getTime()),
    )
    .map((row): Record<string, unknown> => ({ ...row, last_visit: row.cur_last, in_window: row[`${which}_in`] }));
  const cameLately = (row: Record<string, unknown>) =>
    which === "cur" ? Date.parse(isoOf(row.last_visit)!) >= lapsedBefore.getTime() : row.prev_came_lately === true;
  const candidates = rows.filter((row) => row.active && !cameLately(row)).map((row) => String(row.id));
  // Booked ahead at asOf: a place made by then, for a lesson after it, not cancelled by then.
  const ahead = candidates.length
    ? await selectRows(
        db,
        // On the booking's copy of its lesson's start (bookings_student_starts_idx): no join to years of events.
        sql`select distinct b.student_id from bookings b
        where b.studio_id = ${context.studioId} and b.student_id = any(${`{${candidates.join(",")}}`}::uuid[])
          and b.starts_at >= ${asOf} and b.created_at <= ${asOf}
          and (b.status in ('booked', 'held', 'attended', 'no_show') or (b.status in ('cancelled', 'late_cancel') and b.cancelled_at > ${asOf}))`,
      )
    : [];
  const aheadOf = new Set(ahead.map((row) => String(row.student_id)));
  const isCandidate = new Set(candidates);
  return rows
    .map((row): Record<string, unknown> => {
      const first = Date.parse(isoOf(row.first_visit)!);
      const count = toNumber(row.in_window);
      return {
        ...row,
        is_new: first >= window.start.getTime() && first < window.end.getTime(),
        is_returning: first < window.start.getTime() && count > 0,
        is_lapsed: isCandidate.has(String(row.id)) && !aheadOf.has(String(row.id)),
      };
    })
    .filter((row) => row.is_new || row.is_returning || row.is_lapsed);
}

function totalsFrom(rows: Record<string, unknown>[], runningOut: number): RetentionTotals {
  const count = (flag: string) => rows.filter((row) => row[flag]).length;
  return {
    active: count("is_new") + count("is_returning"),
    new: count("is_new"),
    returning: count("is_returning"),
    lapsed: count("is_lapsed"),
    runningOut,
  };
}

/** Students whose valid packages hold ≤ 2 units now (reserved units are spoken for): time to offer the next one. */
async function runningOutOf(db: Db, context: ReportContext) {
  return selectRows(
    db,
    sql`select st.name, st.email, st.phone, string_agg(sp.name, ', ' order by sp.expires_at) as packages,
        sum(sp.units - sp.units_used) as units_left,
        to_char(min(sp.expires_at) at time zone ${context.timeZone}, 'YYYY-MM-DD') as expires_on
      from student_packages sp join students st on st.id = sp.student_id
      where sp.studio_id = ${context.studioId} and st.active and sp.expires_at > ${context.now} and sp.purchased_at <= ${context.now}
        and sp.membership_id is null
      group by st.id, st.name, st.email, st.phone
      having sum(sp.units - sp.units_used) <= ${RUNNING_OUT_UNITS}
      order by units_left, st.name`,
  );
}

/**
 * GET /api/reports/retention — active, new, returning and lapsed students ("last visit 30+ days ago,
 * nothing booked ahead"), monthly cohorts kept after 1, 3 and 6 months, and packages running out:
 * each a list the owner can act on (with the e-mail and phone to reach them).
 */
export async function retentionReport(
  db: Db,
  session: Session,
  query: TReportQuery,
  now = new Date(),
): Promise<ReportResult<RetentionTotals>> {
  refuseInstructorFilter(query, "retention");
  const context = await reportContext(db, session, query, now);
  const [visits, runningOut] = await Promise.all([readStudentVisits(db, context), runningOutOf(db, context)]);
  const [current, previous] = await Promise.all([studentsOf(db, context, visits, "cur"), studentsOf(db, context, visits, "prev")]);
  const cohorts = cohortTable(context, visits.rows);
  const statusOf = (row: Record<string, unknown>) => (row.is_new ? "New" : row.is_returning ? "Returning" : "");
  const rank = (row: Record<string, unknown>) => (row.is_lapsed ? 0 : row.is_new ? 1 : 2);
  const rows: Row[] = current
    .sort((a, b) => rank(a) - rank(b) || String(a.name).localeCompare(String(b.name)))
    .map((row) => ({
      student: String(row.name),
      status: statusOf(row),
      lapsed: row.is_lapsed ? "Lapsed" : "",
      level: String(row.level),
      firstVisit: isoOf(row.first_visit),
      lastVisit: isoOf(row.last_visit),
      visits: toNumber(row.in_window),
      email: row.email === null ? null : String(row.email),
      phone: row.phone === null ? null : String(row.phone),
    }));
  return reportResult(
    "retention",
    context,
    [totalsFrom(current, runningOut.length), totalsFrom(previous, runningOut.length)],
    {
      title: "Students: lapsed, new and returning",
      columns: [
        { key: "student", label: "Student", format: "text" },
        { key: "status", label: "In the period", format: "text" },
        { key: "lapsed", label: "Lapsed", format: "text" },
        { key: "level", label: "Level", format: "text" },
        { key: "visits", label: "Visits in period", format: "count" },
        { key: "firstVisit", label: "First visit", format: "datetime" },
        { key: "lastVisit", label: "Last visit", format: "datetime" },
        { key: "email", label: "E-mail", format: "text" },
        { key: "phone", label: "Phone", format: "text" },
      ],
      rows,
    },
    [
      cohorts,
      {
        key: "runningOut",
        title: `Packages running out (${RUNNING_OUT_UNITS} units or fewer left)`,
        columns: [
          { key: "student", label: "Student", format: "text" },
          { key: "packages", label: "Packages", format: "text" },
          { key: "unitsLeft", label: "Units left", format: "count" },
          { key: "expiresAt", label: "Expires", format: "date" },
          { key: "email", label: "E-mail", format: "text" },
          { key: "phone", label: "Phone", format: "text" },
        ],
        rows: runningOut.map((row) => ({
          student: String(row.name),
          packages: String(row.packages),
          unitsLeft: toNumber(row.units_left),
          expiresAt: String(row.expires_on),
          email: row.email === null ? null : String(row.email),
          phone: row.phone === null ? null : String(row.phone),
        })),
      },
    ],
  );
}
