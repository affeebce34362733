/**
 * The shapes every report answers with (GET /api/reports/{name}), shared by the screens (types only)
 * and the CSV writer: amounts in cents, durations in minutes, rates as fractions (0.875 = 87.5 %).
 */
export const REPORT_NAMES = ["summary", "attendance", "revenue", "payroll", "utilisation", "retention", "sales"] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

/** How a cell is shown and exported; "metric" takes the format named in the row's own `unit`. */
export type CellFormat = "text" | "date" | "datetime" | "month" | "count" | "cents" | "minutes" | "percent" | "metric";
export type Column = { key: string; label: string; format: CellFormat };
export type Row = Record<string, string | number | null>;

/** A table of a report: on screen beside its chart, and a CSV of its own (`?format=csv&table=key`). */
export type ReportTable = {
  key: string;
  title: string;
  columns: Column[];
  rows: Row[];
  /** The JSON shows the first rows only; the CSV holds every one. */
  truncated?: boolean;
};

export type DateSpan = { from: string; to: string };

export type ReportResult<TTotals extends Record<string, unknown> = Record<string, number | null>> = {
  report: ReportName | "custom";
  period: DateSpan;
  previous: DateSpan;
  currency: string;
  timeZone: string;
  /** The instructor the report is limited to (an instructor's own, or an owner's filter). */
  instructorId: string | null;
  totals: TTotals;
  /** The same totals for the previous period of the same length. */
  previousTotals: TTotals;
  /** The report's main table: `rows` with its `columns` (the CSV without `table=`). */
  title: string;
  columns: Column[];
  rows: Row[];
  /** Its other tables, each with a CSV of its own. */
  tables: ReportTable[];
};
