import "server-only";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import { assertFeature } from "@/lib/billing/plan-required";
import { streamCsv } from "@/lib/csv/write-csv";
import { csvCell, csvHeading, formatOf } from "./format-cell";
import type { ReportResult, ReportTable } from "./report-types";
import type { TReportQuery } from "./schemas";

/** The table a CSV holds: the report's main one, or the one named by `table`. */
export function csvTable(result: ReportResult<Record<string, unknown>>, key: string | undefined): ReportTable {
  const main: ReportTable = { key: "rows", title: result.title, columns: result.columns, rows: result.rows };
  if (!key || key === "rows") return main;
  const table = result.tables.find((candidate) => candidate.key === key);
  if (!table) {
    const names = ["rows", ...result.tables.map((candidate) => candidate.key)].join(", ");
    throw new AppError("validation", `This report's tables are ${names}.`, { fields: { table: `Use one of ${names}.` } });
  }
  return table;
}

/** The table as a streamed CSV download, with every cell neutralised (payments' export does the same). */
export function csvResponse(result: ReportResult<Record<string, unknown>>, key: string | undefined): Response {
  const table = csvTable(result, key);
  const context = { currency: result.currency, timeZone: result.timeZone };
  const header = table.columns.map((column) => csvHeading(column, result.currency));
  const records = table.rows.map((row) => table.columns.map((column) => csvCell(row[column.key], formatOf(column, row), context)));
  const name = `${result.report}${table.key === "rows" ? "" : `-${table.key}`}-${result.period.from}-to-${result.period.to}.csv`;
  return new Response(streamCsv(header, records), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "no-store",
    },
  });
}

/**
 * What a report route answers: the JSON report, or with `format=csv` (plans with data export) the
 * CSV of one of its tables, every row of it.
 */
export async function reportResponse<TResult extends ReportResult<Record<string, unknown>>>(
  session: Session,
  query: TReportQuery,
  run: (options: { full: boolean }) => Promise<TResult>,
): Promise<Response | TResult> {
  if (query.format !== "csv") return run({ full: false });
  assertFeature(session.studioPlan, "data_export");
  return csvResponse(await run({ full: true }), query.table);
}
