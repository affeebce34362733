import "server-only";
import type { z } from "zod";
import { sql } from "drizzle-orm";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { lessonBreakdown, rollupFilters, type LessonGroupRow } from "./lesson-breakdown";
import { reportContext, type ReportContext, type Window } from "./report-context";
import { reportResult } from "./report-result";
import type { Column, ReportResult, Row } from "./report-types";
import type { TReportQuery } from "./schemas";
import { coveringBuckets, inBuckets } from "./rollups/buckets";
import { attendanceRate, eventScope, isoOf, POSTED, postedUntil, ratio, selectRows, toNumber } from "./sql-helpers";
import { countUnposted } from "./unposted";
import type { ZAttendanceTotals } from "./views";

/** The report's totals (lib/reports/views.ts declares them, with what each means). */
export type AttendanceTotals = z.input<typeof ZAttendanceTotals>;

/** The JSON lists show this many rows; the CSV every one. */
export const LIST_LIMIT = 200;
export const DEFAULT_FILL_PERCENT = 50;

const RATE_COLUMNS: Column[] = [
  { key: "attended", label: "Attended", format: "count" },
  { key: "noShows", label: "No-shows", format: "count" },
  { key: "lateCancels", label: "Late cancels", format: "count" },
  { key: "rate", label: "Attendance rate", format: "percent" },
];

async function totalsOf(db: Db, context: ReportContext, window: Window, fill: number) {
  const buckets = inBuckets(context.studioId, coveringBuckets(window.from, window.to));
  const scope = rollupFilters(context);
  const [[counts], [under], unposted] = await Promise.all([
    selectRows(
      db,
      sql`select coalesce(sum(f.attended), 0) as attended, coalesce(sum(f.no_shows), 0) as no_shows, coalesce(sum(f.late_cancels), 0) as late_cancels
      from report_lesson_facts f where ${buckets} ${scope}`,
    ),
    selectRows(
      db,
      sql`select coalesce(sum(f.sessions), 0) as n from report_fill_facts f where ${buckets} ${scope} and f.taken * 100 < f.capacity * ${fill}::int`,
    ),
    countUnposted(db, context, window, "places"),
  ]);
  const attended = toNumber(counts.attended);
  const noShows = toNumber(counts.no_shows);
  const lateCancels = toNumber(counts.late_cancels);
  return {
    attended,
    noShows,
    lateCancels,
    rate: attendanceRate(attended, noShows, lateCancels),
    unposted,
    underFilled: toNumber(under.n),
  } satisfies AttendanceTotals;
}

/** Group classes and practice parties of the window filled below `fill` percent (places taken ÷ capacity), in time order. */
function underFilledSessions(context: ReportContext, window: Window, fill: number) {
  return sql`select e.id, e.starts_at, s.name as service, coalesce(i.name, 'No instructor') as instructor, e.capacity,
      (select count(*) from bookings b where b.event_id = e.id and b.status in ('booked', 'held', 'attended', 'no_show')) as taken
    from events e join services s on s.id = e.service_id
    left join instructors i on i.id = e.instructor_id
    where e.studio_id = ${context.studioId} and e.status = 'scheduled' and s.kind in ('group', 'practice')
      and e.starts_at >= ${window.start} and e.starts_at < ${window.end} ${eventScope(context.instructorId)}
      and (select count(*) from bookings b where b.event_id = e.id and b.status in ('booked', 'held', 'attended', 'no_show')) * 100 < e.capacity * ${fill}::int`;
}

/** Attendance by student: the student rollups for the whole studio; an instructor's own lessons are read directly. */
function byStudentQuery(context: ReportContext, window: Window) {
  if (!context.instructorId)
    return sql`select st.name, st.level, a.attended, a.no_shows, a.late_cancels from (
        select f.student_id, sum(f.attended) as attended, sum(f.no_shows) as no_shows, sum(f.late_cancels) as late_cancels
        from report_student_facts f where ${inBuckets(context.studioId, coveringBuckets(window.from, window.to))}
        group by f.student_id having sum(f.attended) + sum(f.no_shows) + sum(f.late_cancels) > 0
      ) a join students st on st.id = a.student_id
      order by st.name, st.id`;
  return sql`select st.name, st.level, count(*) filter (where b.status = 'attended') as attended,
      count(*) filter (where b.status = 'no_show') as no_shows, count(*) filter (where b.status = 'late_cancel') as late_cancels
    from bookings b join events e on e.id = b.event_id join students st on st.id = b.student_id
    where b.studio_id = ${context.studioId} and e.studio_id = ${context.studioId} and b.status in ${POSTED}
      and e.starts_at >= ${window.start} and e.starts_at < ${window.end} ${eventScope(context.instructorId)}
    group by st.id, st.name, st.level order by st.name, st.id`;
}

function rateRow(row: LessonGroupRow, name: string): Row {
  return {
    [name]: row.label,
    lessons: row.lessons,
    attended: row.attended,
    noShows: row.noShows,
    lateCancels: row.lateCancels,
    rate: attendanceRate(row.attended, row.noShows, row.lateCancels),
  };
}

/**
 * GET /api/reports/attendance — attendance rate by student, instructor and class; every no-show and
 * late cancel with who and when; classes under a chosen fill rate. Instructors see their own lessons.
 */
export async function attendanceReport(
  db: Db,
  session: Session,
  query: TReportQuery,
  now = new Date(),
  options: { full?: boolean } = {},
): Promise<ReportResult<AttendanceTotals>> {
  const context = await reportContext(db, session, query, now);
  const fill = query.fill ?? DEFAULT_FILL_PERCENT;
  const window = context.period;
  const limit = options.full ? sql`` : sql`limit ${LIST_LIMIT + 1}`;
  const [current, previous, byStudent, byInstructor, byService, fills] = await Promise.all([
    totalsOf(db, context, window, fill),
    totalsOf(db, context, context.previous, fill),
    selectRows(db, byStudentQuery(context, window)),
    lessonBreakdown(db, context, window, "instructor"),
    lessonBreakdown(db, context, window, "service"),
    selectRows(
      db,
      sql`select f.service_id, sum(f.sessions) as sessions, sum(f.places_taken) as taken, sum(f.places) as capacity
      from report_lesson_facts f where ${inBuckets(context.studioId, coveringBuckets(window.from, window.to))} ${rollupFilters(context)}
      group by f.service_id having sum(f.sessions) > 0`,
    ),
  ]);
  // Lists, newest misses first and classes in time order: read from the lessons themselves, a page at a time.
  const [missed, under] = await Promise.all([
    selectRows(
      db,
      sql`select e.starts_at, st.name as student, s.name as service, coalesce(i.name, 'No instructor') as instructor, b.status
      from events e join bookings b on b.event_id = e.id and b.status in ('no_show', 'late_cancel')
      join students st on st.id = b.student_id join services s on s.id = e.service_id left join instructors i on i.id = e.instructor_id
      where e.studio_id = ${context.studioId} and e.starts_at >= ${window.start} and e.starts_at < ${postedUntil(window, context.now)}
        ${eventScope(context.instructorId)}
      order by e.starts_at desc, st.name ${limit}`,
    ),
    current.underFilled > 0 ? selectRows(db, sql`${underFilledSessions(context, window, fill)} order by e.starts_at ${limit}`) : [],
  ]);
  const fillOf = new Map(fills.map((row) => [String(row.service_id), row]));
  const students: Row[] = byStudent.map((row) => {
    const [attended, noShows, lateCancels] = [toNumber(row.attended), toNumber(row.no_shows), toNumber(row.late_cancels)];
    return {
      student: String(row.name),
      level: String(row.level),
      attended,
      noShows,
      lateCancels,
      rate: attendanceRate(attended, noShows, lateCancels),
    };
  });
  const trim = <T>(rows: T[]) => (options.full ? rows : rows.slice(0, LIST_LIMIT));
  return reportResult(
    "attendance",
    context,
    [current, previous],
    {
      title: "Attendance by student",
      columns: [{ key: "student", label: "Student", format: "text" }, { key: "level", label: "Level", format: "text" }, ...RATE_COLUMNS],
      rows: students,
    },
    [
      {
        key: "instructors",
        title: "Attendance by instructor",
        columns: [
          { key: "instructor", label: "Instructor", format: "text" },
          { key: "lessons", label: "Lessons taught", format: "count" },
          ...RATE_COLUMNS,
        ],
        rows: byInstructor.map((row) => rateRow(row, "instructor")),
      },
      {
        key: "classes",
        title: "Attendance by class",
        columns: [
          { key: "class", label: "Class or lesson", format: "text" },
          { key: "lessons", label: "Taught", format: "count" },
          ...RATE_COLUMNS,
          { key: "fillRate", label: "Average fill", format: "percent" },
        ],
        rows: byService.map((row) => {
          const sessions = row.key ? fillOf.get(row.key) : undefined;
          return { ...rateRow(row, "class"), fillRate: sessions ? ratio(toNumber(sessions.taken), toNumber(sessions.capacity)) : null };
        }),
      },
      {
        key: "missed",
        title: "No-shows and late cancels",
        columns: [
          { key: "startsAt", label: "When", format: "datetime" },
          { key: "student", label: "Student", format: "text" },
          { key: "service", label: "Class or lesson", format: "text" },
          { key: "instructor", label: "Instructor", format: "text" },
          { key: "outcome", label: "Outcome", format: "text" },
        ],
        rows: trim(missed).map((row) => ({
          startsAt: isoOf(row.starts_at),
          student: String(row.student),
          service: String(row.service),
          instructor: String(row.instructor),
          outcome: row.status === "no_show" ? "No-show" : "Late cancel",
        })),
        truncated: !options.full && missed.length > LIST_LIMIT,
      },
      {
        key: "underFilled",
        title: `Classes under ${fill}% full`,
        columns: [
          { key: "startsAt", label: "When", format: "datetime" },
          { key: "service", label: "Class", format: "text" },
          { key: "instructor", label: "Instructor", format: "text" },
          { key: "taken", label: "Places taken", format: "count" },
          { key: "capacity", label: "Capacity", format: "count" },
          { key: "fillRate", label: "Fill", format: "percent" },
        ],
        rows: trim(under).map((row) => ({
          startsAt: isoOf(row.starts_at),
          service: String(row.service),
          instructor: String(row.instructor),
          taken: toNumber(row.taken),
          capacity: toNumber(row.capacity),
          fillRate: ratio(toNumber(row.taken), toNumber(row.capacity)),
        })),
        truncated: !options.full && under.length > LIST_LIMIT,
      },
    ],
  );
}
