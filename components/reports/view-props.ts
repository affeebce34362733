import type { CellContext } from "@/lib/reports/format-cell";
import type { ReportResult, Row } from "@/lib/reports/report-types";

/** What every report tab is given by the Reports page: the report, how to show its cells, and its CSV links. */
export type ViewProps<TTotals extends Record<string, unknown>> = {
  result: ReportResult<TTotals>;
  cell: CellContext;
  /** The CSV of a table (the main one without a key), or null without data export. */
  csvHref: (table?: string) => string | null;
};

export function tableOf<T extends Record<string, unknown>>(result: ReportResult<T>, key: string) {
  const table = result.tables.find((candidate) => candidate.key === key);
  if (!table) throw new Error(`The ${result.report} report has no ${key} table.`);
  return table;
}

/** The report's main table as a table of its own. */
export function mainTable<T extends Record<string, unknown>>(result: ReportResult<T>) {
  return { key: "rows", title: result.title, columns: result.columns, rows: result.rows };
}

const METHODS: Record<string, string> = { cash: "Cash", card: "Card", check: "Check", online: "Online", other: "Other" };

/** "Card" for the method key "card" (the API and the CSV keep the key). */
export function labelMethod(row: Row): Row {
  return { ...row, method: METHODS[String(row.method)] ?? row.method };
}
