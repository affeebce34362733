import type { ReportContext } from "./report-context";
import type { ReportName, ReportResult, ReportTable } from "./report-types";

/** The answer every report shares: its period and the previous one, the studio's money and zone, its tables. */
export function reportResult<TTotals extends Record<string, unknown>>(
  report: ReportName | "custom",
  context: ReportContext,
  [totals, previousTotals]: [TTotals, TTotals],
  main: Omit<ReportTable, "key" | "truncated">,
  tables: ReportTable[] = [],
): ReportResult<TTotals> {
  return {
    report,
    period: { from: context.period.from, to: context.period.to },
    previous: { from: context.previous.from, to: context.previous.to },
    currency: context.currency,
    timeZone: context.timeZone,
    instructorId: context.instructorId,
    totals,
    previousTotals,
    title: main.title,
    columns: main.columns,
    rows: main.rows,
    tables,
  };
}
