import Link from "next/link";
import type { CustomResult } from "@/lib/reports/custom-run";
import type { SavedReport } from "@/lib/reports/custom-reports";
import type { Option } from "@/lib/reports/custom-options";
import { CHART_LABELS, GROUP_LABELS, MEASURE_LABELS } from "@/lib/reports/custom-schemas";
import { formatDay, formatMonth, type CellContext } from "@/lib/reports/format-cell";
import { cn } from "@/lib/utils";
import { CustomReportForm } from "./custom-report-form";
import { DeleteReportButton } from "./delete-report-button";
import { FigureTiles } from "./figure-tiles";
import { ReportChart } from "./report-chart";
import { ReportTable } from "./report-table";
import { mainTable } from "./view-props";

type Props = {
  saved: SavedReport[];
  open: CustomResult | null;
  /** Why the open report couldn't run (a filter naming something since removed, say). */
  problem: string | null;
  options: { instructors: Option[]; services: Option[]; rooms: Option[]; dances: Option[] };
  cell: CellContext;
  query: string;
  csvHref: (table?: string) => string | null;
};

/** Custom reports (Premium): the studio's saved ones, the one open (chart and table), and the builder. */
export function CustomView({ saved, open, problem, options, cell, query, csvHref }: Props) {
  const link = (id: string) => {
    const params = new URLSearchParams(query);
    params.set("report", id);
    return `/app/reports?${params.toString()}`;
  };
  const label = (value: string) =>
    open?.saved.groupBy === "month" ? formatMonth(value) : open?.saved.groupBy === "week" ? formatDay(value) : value;
  return (
    <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
      <nav aria-label="Saved reports" className="grid content-start gap-1 print:hidden">
        <h2 className="text-sm font-semibold text-muted-foreground">Saved reports</h2>
        {saved.length === 0 && <p className="text-sm text-muted-foreground">None yet: build one and save it by name.</p>}
        <ul className="grid gap-1">
          {saved.map((report) => (
            <li key={report.id}>
              <Link
                href={link(report.id)}
                aria-current={open?.saved.id === report.id ? "page" : undefined}
                className={cn(
                  "block rounded-md px-2 py-1.5 text-sm hover:bg-muted",
                  open?.saved.id === report.id && "bg-primary-soft font-medium text-foreground",
                )}
              >
                {report.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid content-start gap-4">
        {problem && (
          <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
            {problem}
          </p>
        )}
        {open && (
          <section aria-labelledby="custom-title" className="grid gap-3">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h2 id="custom-title" className="text-lg font-semibold">
                  {open.saved.name}
                </h2>
                <p className="text-sm text-muted-foreground">
                  {MEASURE_LABELS[open.saved.measure]} by {GROUP_LABELS[open.saved.groupBy].toLowerCase()} ·{" "}
                  {CHART_LABELS[open.saved.chart]}
                </p>
              </div>
              <DeleteReportButton id={open.saved.id} name={open.saved.name} query={query} />
            </div>
            <FigureTiles
              label="Total: this period and the one before"
              figures={[
                {
                  label: `Total ${MEASURE_LABELS[open.saved.measure].toLowerCase()}`,
                  value: open.totals.total,
                  previous: open.previousTotals.total,
                  format: open.unit,
                },
              ]}
              cell={cell}
            />
            <div className={cn("grid gap-4", open.saved.chart !== "table" && "lg:grid-cols-2")}>
              {open.saved.chart !== "table" && (
                <ReportChart
                  kind={open.saved.chart}
                  label={open.saved.name}
                  data={open.rows.map((row) => ({ label: label(String(row.label)), value: row.value as number | null }))}
                  series={[{ key: "value", label: MEASURE_LABELS[open.saved.measure] }]}
                  format={open.unit}
                  cell={cell}
                />
              )}
              <ReportTable table={mainTable(open)} cell={cell} csvHref={csvHref()} />
            </div>
          </section>
        )}
        <CustomReportForm options={options} query={query} />
      </div>
    </div>
  );
}
