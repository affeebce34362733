import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { instantToLocal } from "@/lib/dates/wall-time";
import type { ReportContext } from "./report-context";
import type { ReportTable } from "./report-types";
import { ratio, selectRows, toNumber } from "./sql-helpers";

export const COHORT_MONTHS = [1, 3, 6] as const;

/** "YYYY-MM" plus `months`, as "YYYY-MM". */
function addMonths(month: string, months: number): string {
  const [year, index] = month.split("-").map(Number);
  const date = new Date(Date.UTC(year, index - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}

/**
 * Monthly cohorts by first lesson (attended) within the period, from the student rollups: how many of each were still dancing
 * 1, 3 and 6 months after their first lesson (a lesson attended that long after it, or later). A
 * share the calendar can't know yet (the cohort's last day plus N months is still ahead) is null.
 */
export async function cohortTable(db: Db, context: ReportContext): Promise<ReportTable> {
  const window = context.period;
  const rows = await selectRows(
    db,
    sql`with visits as (
      select f.student_id, min(f.first_visit_at) as first_visit, max(f.last_visit_at) as last_visit from report_student_facts f
      where f.studio_id = ${context.studioId} and f.grain = 'year' and f.first_visit_at is not null
      group by f.student_id
    )
    select to_char(first_visit at time zone ${context.timeZone}, 'YYYY-MM') as cohort, count(*) as size,
      count(*) filter (where last_visit >= first_visit + interval '1 month') as kept1,
      count(*) filter (where last_visit >= first_visit + interval '3 months') as kept3,
      count(*) filter (where last_visit >= first_visit + interval '6 months') as kept6
    from visits where first_visit >= ${window.start} and first_visit < ${window.end}
    group by 1 order by 1`,
  );
  const thisMonth = instantToLocal(context.now, context.timeZone).date.slice(0, 7);
  return {
    key: "cohorts",
    title: "Monthly cohorts: still dancing after 1, 3 and 6 months",
    columns: [
      { key: "cohort", label: "First lesson in", format: "month" },
      { key: "size", label: "Students", format: "count" },
      ...COHORT_MONTHS.map((months) => ({
        key: `kept${months}`,
        label: `After ${months} month${months > 1 ? "s" : ""}`,
        format: "percent" as const,
      })),
    ],
    rows: rows.map((row) => {
      const cohort = String(row.cohort);
      const size = toNumber(row.size);
      const kept = (months: number) => (addMonths(cohort, months + 1) > thisMonth ? null : ratio(toNumber(row[`kept${months}`]), size));
      return { cohort, size, kept1: kept(1), kept3: kept(3), kept6: kept(6) };
    }),
  };
}
