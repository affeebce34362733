import { Download } from "lucide-react";
import { displayCell, formatOf, type CellContext } from "@/lib/reports/format-cell";
import type { CellFormat, ReportTable as Table } from "@/lib/reports/report-types";
import { cn } from "@/lib/utils";

const NUMERIC: CellFormat[] = ["count", "cents", "minutes", "percent", "metric"];

/**
 * A report's table, rendered on the server: the numbers behind a chart for screen readers and for
 * printing, with a link to its own CSV when the plan has data export.
 */
export function ReportTable({
  table,
  cell,
  csvHref,
  empty = "Nothing in this period.",
  className,
}: {
  table: Table;
  cell: CellContext;
  csvHref?: string | null;
  empty?: string;
  className?: string;
}) {
  const headingId = `table-${table.key}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn("grid min-w-0 content-start gap-2 rounded-xl border border-border bg-card p-4", className)}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          {table.title}
        </h2>
        {csvHref && table.rows.length > 0 && (
          <a
            href={csvHref}
            download
            className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline print:hidden"
          >
            <Download aria-hidden className="size-4" />
            CSV<span className="sr-only"> of {table.title}</span>
          </a>
        )}
      </div>
      {table.rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        // A long table scrolls inside its card: focusable, so it scrolls from the keyboard too.
        <div
          tabIndex={0}
          className="max-h-[28rem] overflow-auto rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none print:max-h-none print:overflow-visible"
        >
          <table aria-labelledby={headingId} className="w-full border-collapse text-left text-sm tabular-nums">
            <thead className="sticky top-0 bg-card text-muted-foreground">
              <tr>
                {table.columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={cn("px-2 py-1.5 font-medium whitespace-nowrap", NUMERIC.includes(column.format) && "text-right")}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, index) => (
                <tr key={index} className="border-t border-border">
                  {table.columns.map((column, position) => {
                    const text = displayCell(row[column.key], formatOf(column, row), cell);
                    const Cell = position === 0 ? "th" : "td";
                    return (
                      <Cell
                        key={column.key}
                        scope={position === 0 ? "row" : undefined}
                        className={cn("px-2 py-1.5 font-normal", NUMERIC.includes(column.format) && "text-right whitespace-nowrap")}
                      >
                        {text}
                      </Cell>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {table.truncated && (
        <p className="text-xs text-muted-foreground">Showing the first {table.rows.length} rows; the CSV holds every one.</p>
      )}
    </section>
  );
}
