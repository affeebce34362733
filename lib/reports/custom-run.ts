import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import type { SavedReportFilters } from "@/lib/db/schema";
import { findSavedReport, type SavedReport } from "./custom-reports";
import { GROUP_LABELS, MEASURE_LABELS } from "./custom-schemas";
import { danceLabelSql, lessonBreakdown, type LessonGroup, type LessonGroupRow } from "./lesson-breakdown";
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

/** Students whose first attended lesson falls in the window, grouped by that lesson (its instructor, service, room, dance, week…). */
async function newStudents(
  db: Db,
  context: ReportContext,
  window: Window,
  group: LessonGroup,
  filters: SavedReportFilters,
): Promise<Point[]> {
  const local = sql`(e.starts_at at time zone ${context.timeZone})::date`;
  const columns = {
    instructor: { key: sql`e.instructor_id::text`, label: sql`coalesce(i.name, 'No instructor')` },
    service: { key: sql`e.service_id::text`, label: sql`s.name` },
    room: { key: sql`e.room_id::text`, label: sql`coalesce(r.name, 'No room')` },
    level: { key: sql`st.level`, label: sql`st.level` },
    dance: { key: sql`coalesce(e.dance_id, s.dance_id)::text`, label: danceLabelSql("d") },
    week: {
      key: sql`to_char(${local} - ((extract(dow from ${local})::int - ${context.weekStart}::int + 7) % 7), 'YYYY-MM-DD')`,
      label: sql`1`,
    },
    month: { key: sql`to_char(${local}, 'YYYY-MM')`, label: sql`1` },
  }[group];
  const label = group === "week" || group === "month" ? columns.key : columns.label;
  const rows = await selectRows(
    db,
    sql`with firsts as (
      select f.student_id, (array_agg(f.first_event_id order by f.first_visit_at) filter (where f.first_visit_at is not null))[1] as event_id,
        min(f.first_visit_at) as first_visit
      from report_student_facts f where f.studio_id = ${context.studioId} and f.grain = 'year' group by f.student_id
    )
    select ${columns.key} as key, ${label} as label, count(*) as n
    from firsts fv join events e on e.id = fv.event_id join services s on s.id = e.service_id join students st on st.id = fv.student_id
    left join instructors i on i.id = e.instructor_id left join rooms r on r.id = e.room_id
    left join dances d on d.id = coalesce(e.dance_id, s.dance_id)
    where fv.first_visit >= ${window.start} and fv.first_visit < ${window.end} ${eventFilters(filters)}
    group by 1, 2 order by 2, 1`,
  );
  return rows.map((row) => ({
    key: row.key === null ? null : String(row.key),
    label: String(row.label),
    value: toNumber(row.n),
    parts: [0, 0, 0],
  }));
}

/** A custom report's filters on the first lesson (e), its service (s) and the student (st). */
function eventFilters(filters: SavedReportFilters): SQL {
  const parts: SQL[] = [];
  if (filters.instructorId) parts.push(sql`and e.instructor_id = ${filters.instructorId}`);
  if (filters.serviceId) parts.push(sql`and e.service_id = ${filters.serviceId}`);
  if (filters.roomId) parts.push(sql`and e.room_id = ${filters.roomId}`);
  if (filters.level) parts.push(sql`and st.level = ${filters.level}`);
  if (filters.kind) parts.push(sql`and s.kind = ${filters.kind}`);
  if (filters.danceId) parts.push(sql`and coalesce(e.dance_id, s.dance_id) = ${filters.danceId}`);
  return sql.join(parts, sql` `);
}

async function pointsOf(db: Db, context: ReportContext, window: Window, saved: SavedReport): Promise<Point[]> {
  const group = saved.groupBy as LessonGroup;
  if (saved.measure === "newStudents") return newStudents(db, context, window, group, saved.filters);
  const rows = await lessonBreakdown(db, context, window, group, { filters: saved.filters });
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
