import "server-only";
import { sql } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import type { SavedReportFilters } from "@/lib/db/schema";
import { findSavedReport, refuseDanceGrouping, type SavedReport } from "./custom-reports";
import { GROUP_LABELS, MEASURE_LABELS } from "./custom-schemas";
import { groupColumns, lessonBreakdown, lessonFilters, type LessonGroup, type LessonGroupRow } from "./lesson-breakdown";
import { reportContext, type ReportContext, type Window } from "./report-context";
import { reportResult } from "./report-result";
import type { CellFormat, ReportResult, Row } from "./report-types";
import type { TReportQuery } from "./schemas";
import { attendanceRate, selectRows, toNumber } from "./sql-helpers";

type Measure = SavedReport["measure"];
type Point = { key: string | null; label: string; value: number | null; parts: [number, number, number] };

const UNIT: Record<Measure, Exclude<CellFormat, "metric">> = {
  lessons: "count",
  hours: "minutes",
  revenue: "cents",
  attendanceRate: "percent",
  noShows: "count",
  newStudents: "count",
};

export type CustomTotals = { total: number | null };
export type CustomResult = ReportResult<CustomTotals> & { saved: SavedReport; unit: Exclude<CellFormat, "metric"> };

function pointOf(measure: Measure, row: LessonGroupRow): Point {
  const parts: [number, number, number] = [row.attended, row.noShows, row.lateCancels];
  const value = {
    lessons: row.lessons,
    hours: row.minutes,
    revenue: row.revenueCents,
    attendanceRate: attendanceRate(...parts),
    noShows: row.noShows,
    newStudents: 0,
  }[measure];
  return { key: row.key, label: row.label, value, parts };
}

/** Students whose first attended lesson falls in the window, grouped by that lesson (its instructor, service, room, week…). */
async function newStudents(
  db: Db,
  context: ReportContext,
  window: Window,
  group: LessonGroup,
  filters: SavedReportFilters,
): Promise<Point[]> {
  const { key, label } = groupColumns(group, context);
  const rows = await selectRows(
    db,
    sql`with firsts as (
      select distinct on (b.student_id) b.student_id, b.event_id from bookings b join events e on e.id = b.event_id
      where b.studio_id = ${context.studioId} and b.status = 'attended' and e.starts_at < ${window.end}
      order by b.student_id, e.starts_at
    )
    select ${key} as key, ${label} as label, count(*) as n
    from firsts f join events e on e.id = f.event_id join services s on s.id = e.service_id join students st on st.id = f.student_id
    left join instructors i on i.id = e.instructor_id left join rooms r on r.id = e.room_id
    where e.starts_at >= ${window.start} ${lessonFilters(context, filters)}
    group by 1, 2 order by 2, 1`,
  );
  return rows.map((row) => ({
    key: row.key === null ? null : String(row.key),
    label: String(row.label),
    value: toNumber(row.n),
    parts: [0, 0, 0],
  }));
}

async function pointsOf(db: Db, context: ReportContext, window: Window, saved: SavedReport): Promise<Point[]> {
  const group = saved.groupBy as LessonGroup;
  if (saved.measure === "newStudents") return newStudents(db, context, window, group, saved.filters);
  const rows = await lessonBreakdown(db, context, window, group, { filters: saved.filters, revenue: saved.measure === "revenue" });
  return rows.map((row) => pointOf(saved.measure, row));
}

/** The measure over all the groups: a sum, or for attendance rate the rate of the summed outcomes. */
function totalOf(measure: Measure, points: Point[]): number | null {
  if (measure !== "attendanceRate") return points.reduce((sum, point) => sum + (point.value ?? 0), 0);
  const sum = (index: 0 | 1 | 2) => points.reduce((total, point) => total + point.parts[index], 0);
  return attendanceRate(sum(0), sum(1), sum(2));
}

/** GET /api/reports/custom/{id}/run — the saved report over a period, compared with the period before. */
export async function runSavedReport(db: Db, session: Session, id: string, query: TReportQuery, now = new Date()): Promise<CustomResult> {
  const saved = await findSavedReport(db, session, id);
  refuseDanceGrouping(saved.groupBy);
  const context = await reportContext(db, session, { ...query, instructorId: undefined }, now);
  const [current, previous] = await Promise.all([
    pointsOf(db, context, context.period, saved),
    pointsOf(db, context, context.previous, saved),
  ]);
  const unit = UNIT[saved.measure];
  const groupFormat: CellFormat = saved.groupBy === "week" ? "date" : saved.groupBy === "month" ? "month" : "text";
  const rows: Row[] = current.map((point) => ({ key: point.key, label: point.label, value: point.value }));
  const result = reportResult(
    "custom",
    context,
    [{ total: totalOf(saved.measure, current) }, { total: totalOf(saved.measure, previous) }],
    {
      title: saved.name,
      columns: [
        { key: "label", label: GROUP_LABELS[saved.groupBy], format: groupFormat },
        { key: "value", label: MEASURE_LABELS[saved.measure], format: unit },
      ],
      rows,
    },
  );
  return { ...result, saved, unit };
}
