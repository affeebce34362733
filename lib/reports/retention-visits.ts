import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { ReportContext, Window } from "./report-context";
import { BEGINNING, coveringBuckets, inBuckets, type Buckets } from "./rollups/buckets";
import { selectRows } from "./sql-helpers";

/** For each window: the buckets of its visits, and those "up to its end" (null: all of history, it is still running). */
function windowBuckets(context: ReportContext, window: Window) {
  const running = context.now.getTime() < window.end.getTime();
  return {
    running,
    asOf: running ? context.now : window.end,
    inWindow: coveringBuckets(window.from, window.to),
    upTo: running ? null : coveringBuckets(BEGINNING, window.to),
  };
}
export type WindowBuckets = ReturnType<typeof windowBuckets>;

const union = (lists: string[][]) => [...new Set(lists.flat())].sort();
const dates = (values: string[]) => sql`${`{${values.join(",")}}`}::date[]`;
const upToFilter = (studioId: string, upTo: Buckets | null): SQL => (upTo ? inBuckets(studioId, upTo) : sql`f.grain = 'year'`);

/**
 * Every student's visits, read ONCE for the whole report from the student rollups (the report used
 * to read them seven times): first visit ever and the last visit overall (year rows: cohorts), and
 * for the period and the previous one the last visit up to its end and the visits in it. One index
 * scan of exactly the buckets any of these need; each figure is a FILTER over it.
 */
export async function readStudentVisits(db: Db, context: ReportContext) {
  const current = windowBuckets(context, context.period);
  const previous = windowBuckets(context, context.previous);
  const all = [current.inWindow, previous.inWindow, ...(current.upTo ? [current.upTo] : []), ...(previous.upTo ? [previous.upTo] : [])];
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
        max(f.last_visit_at) filter (where ${upToFilter(id, current.upTo)}) as cur_last,
        sum(f.attended) filter (where ${inBuckets(id, current.inWindow)}) as cur_in,
        max(f.last_visit_at) filter (where ${upToFilter(id, previous.upTo)}) as prev_last,
        sum(f.attended) filter (where ${inBuckets(id, previous.inWindow)}) as prev_in
      from report_student_facts f
      where f.studio_id = ${id} and (f.grain = 'year'
        ${months.length ? sql`or (f.grain = 'month' and f.period_start = any(${dates(months)}))` : sql``}
        ${days.length ? sql`or (f.grain = 'day' and f.period_start = any(${dates(days)}))` : sql``})
      group by f.student_id
    )
    select v.student_id, st.id, st.name, st.level, st.email, st.phone, st.active, v.first_visit, v.cur_last, coalesce(v.cur_in, 0) as cur_in,
      v.prev_last, coalesce(v.prev_in, 0) as prev_in,
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
