import "server-only";
import { instantToLocal } from "@/lib/dates/wall-time";
import type { ReportContext } from "./report-context";
import type { ReportTable } from "./report-types";
import { ratio, toNumber } from "./sql-helpers";
import { plural } from "@/lib/text/plural";

export const COHORT_MONTHS = [1, 3, 6] as const;

/** "YYYY-MM" plus `months`, as "YYYY-MM". */
function addMonths(month: string, months: number): string {
  const [year, index] = month.split("-").map(Number);
  const date = new Date(Date.UTC(year, index - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}

/**
 * Monthly cohorts by first lesson (attended) within the period, from the student rollups (read once
 * per report, lib/reports/retention-visits.ts): how many of each were still dancing 1, 3 and 6 months
 * after their first lesson (a lesson attended that long after it, or later). A share the calendar
 * can't know yet (the cohort's last day plus N months is still ahead) is null.
 */
export function cohortTable(context: ReportContext, visits: Record<string, unknown>[]): ReportTable {
  const byCohort = new Map<string, { size: number; kept1: number; kept3: number; kept6: number }>();
  for (const visit of visits) {
    if (visit.in_cohort !== true) continue;
    const cohort = String(visit.cohort);
    const counts = byCohort.get(cohort) ?? { size: 0, kept1: 0, kept3: 0, kept6: 0 };
    counts.size++;
    if (visit.kept1 === true) counts.kept1++;
    if (visit.kept3 === true) counts.kept3++;
    if (visit.kept6 === true) counts.kept6++;
    byCohort.set(cohort, counts);
  }
  const rows: Record<string, string | number>[] = [...byCohort.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([cohort, counts]) => ({ cohort, ...counts }));
  const thisMonth = instantToLocal(context.now, context.timeZone).date.slice(0, 7);
  return {
    key: "cohorts",
    title: "Monthly cohorts: still dancing after 1, 3 and 6 months",
    columns: [
      { key: "cohort", label: "First lesson in", format: "month" },
      { key: "size", label: "Students", format: "count" },
      ...COHORT_MONTHS.map((months) => ({
        key: `kept${months}`,
        label: `After ${plural(months, "month")}`,
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
