import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { ReportContext, Window } from "./report-context";
import { addDays, instantToLocal } from "@/lib/dates/wall-time";
import { BEGINNING, coveringBuckets, type Buckets } from "./rollups/buckets";
import { selectRows } from "./sql-helpers";

/** A student who last came this long ago, with nothing booked ahead, has lapsed. */
export const LAPSED_AFTER_DAYS = 30;

/**
 * For each window: the buckets of its visits; those "up to its end" (null: all of history, it is
 * still running) when its rows show the last visit; and the days from the lapse line to its end.
 */
function windowBuckets(context: ReportContext, window: Window, showsLastVisit: boolean) {
  const running = context.now.getTime() < window.end.getTime();
  const asOf = running ? context.now : window.end;
  const lapsedBefore = new Date(asOf.getTime() - LAPSED_AFTER_DAYS * 86_400_000);
  return {
    running,
    asOf,
    lapsedBefore,
    inWindow: coveringBuckets(window.from, window.to),
    upTo: running || !showsLastVisit ? null : coveringBuckets(BEGINNING, window.to),
    // The day rows from the lapse line's day to the window's end: a visit in [lapsedBefore, end) shows as a
    // last visit there at or after the line (every visit before the end lies in or before these days).
    recent: { years: [], months: [], days: coveringBuckets(instantToLocal(lapsedBefore, context.timeZone).date, window.to, "day").days },
  };
}

const union = (lists: string[][]) => [...new Set(lists.flat())].sort();
const dates = (values: string[]) => sql`${`{${values.join(",")}}`}::date[]`;

const NEXT: Record<keyof Buckets, (date: string) => string> = {
  years: (date) => `${Number(date.slice(0, 4)) + 1}-01-01`,
  months: (date) => new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 1)).toISOString().slice(0, 10),
  days: (date) => addDays(date, 1),
};
const GRAIN: Record<keyof Buckets, string> = { years: "year", months: "month", days: "day" };

/**
 * The same rows as `inBuckets`, said as a few date ranges (a span's buckets are runs of consecutive
 * years, months and days): an aggregate's FILTER then costs a couple of comparisons per row, not a
 * search through every bucket's date.
 */
function inRanges(buckets: Buckets): SQL {
  const parts: SQL[] = [];
  for (const key of Object.keys(NEXT) as (keyof Buckets)[]) {
    const list = [...buckets[key]].sort();
    for (let i = 0; i < list.length;) {
      let j = i;
      while (j + 1 < list.length && list[j + 1] === NEXT[key](list[j])) j++;
      parts.push(sql`(f.grain = ${GRAIN[key]} and f.period_start between ${list[i]}::date and ${list[j]}::date)`);
      i = j + 1;
    }
  }
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}
const upToFilter = (upTo: Buckets | null): SQL => (upTo ? inRanges(upTo) : sql`f.grain = 'year'`);

/**
 * Every student's visits, read ONCE for the whole report from the student rollups (the report used
 * to read them seven times): first visit ever and the last visit overall (year rows: cohorts), and
 * for the period and the previous one the last visit up to its end and the visits in it. One index
 * scan of exactly the buckets any of these need; each figure is a FILTER over it.
 */
export async function readStudentVisits(db: Db, context: ReportContext) {
  const current = windowBuckets(context, context.period, true);
  // The previous period only counts its students: whether one lapsed is asked of the days before its end.
  const previous = windowBuckets(context, context.previous, false);
  const all = [current.inWindow, previous.inWindow, previous.recent, ...(current.upTo ? [current.upTo] : [])];
  const months = union(all.map((buckets) => buckets.months));
  const days = union(all.map((buckets) => buckets.days));
  const id = context.studioId;
  const rows = await selectRows(
    db,
    sql`with v as (
      select f.student_id,
        min(f.first_visit_at) filter (where f.grain = 'year') as first_visit,
        min(f.first_visit_at) filter (where f.grain = 'year' and f.first_visit_at is not null) as cohort_first,
        max(f.last_visit_at) filter (where f.grain = 'year' and f.first_visit_at is not null) as cohort_last,
        max(f.last_visit_at) filter (where ${upToFilter(current.upTo)}) as cur_last,
        sum(f.attended) filter (where ${inRanges(current.inWindow)}) as cur_in,
        max(f.last_visit_at) filter (where ${inRanges(previous.recent)}) as prev_recent_last,
        sum(f.attended) filter (where ${inRanges(previous.inWindow)}) as prev_in
      from report_student_facts f
      where f.studio_id = ${id} and (f.grain = 'year'
        ${months.length ? sql`or (f.grain = 'month' and f.period_start = any(${dates(months)}))` : sql``}
        ${days.length ? sql`or (f.grain = 'day' and f.period_start = any(${dates(days)}))` : sql``})
      group by f.student_id
    )
    select v.student_id, st.id, st.name, st.level, st.email, st.phone, st.active, v.first_visit, v.cur_last, coalesce(v.cur_in, 0) as cur_in,
      v.prev_recent_last >= ${previous.lapsedBefore} as prev_came_lately, coalesce(v.prev_in, 0) as prev_in,
      to_char(v.cohort_first at time zone ${context.timeZone}, 'YYYY-MM') as cohort,
      v.cohort_first >= ${context.period.start} and v.cohort_first < ${context.period.end} as in_cohort,
      v.cohort_last >= v.cohort_first + interval '1 month' as kept1,
      v.cohort_last >= v.cohort_first + interval '3 months' as kept3,
      v.cohort_last >= v.cohort_first + interval '6 months' as kept6
    from v left join students st on st.id = v.student_id and st.studio_id = ${id}`,
  );
  return { rows, current, previous };
}
export type StudentVisits = Awaited<ReturnType<typeof readStudentVisits>>;
