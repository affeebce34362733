import { displayCell } from "@/lib/reports/format-cell";
import type { SalesTotals } from "@/lib/reports/sales";
import { FigureTiles, type Figure } from "./figure-tiles";
import { ReportChart } from "./report-chart";
import { ReportTable } from "./report-table";
import { mainTable, tableOf, type ViewProps } from "./view-props";

/**
 * Sales: the funnel from inquiry to renewal for the period beside the one before, then the same
 * steps by source and by the staff credited, and every sale by category.
 */
export function SalesView({ result, cell, csvHref }: ViewProps<SalesTotals>) {
  const { totals, previousTotals } = result;
  const figure = (label: string, key: keyof SalesTotals, format: Figure["format"] = "count"): Figure => ({
    label,
    value: totals[key] as number | null,
    previous: previousTotals[key] as number | null,
    format,
  });
  const figures = [
    figure("Inquiries", "inquiries"),
    figure("First lessons", "firstLessons"),
    figure("Originals", "originals"),
    figure("Extensions", "extensions"),
    figure("Renewals", "renewals"),
    figure("All sales", "salesCents", "cents"),
  ];
  const funnel = mainTable(result);
  const widest = Math.max(1, ...funnel.rows.map((row) => Number(row.count)));
  const sources = tableOf(result, "sources");
  const staff = tableOf(result, "staff");
  const nothing = totals.inquiries === 0 && totals.sales === 0 && totals.firstLessons === 0;
  return (
    <div className="grid gap-4">
      <FigureTiles label="Sales: this period and the one before" figures={figures} cell={cell} columns="lg:grid-cols-6" />
      <section aria-labelledby="funnel-title" className="grid gap-3 rounded-xl border border-border bg-card p-4">
        <h2 id="funnel-title" className="text-base font-semibold">
          From inquiry to renewal
        </h2>
        {nothing && (
          <p className="text-sm text-muted-foreground">
            No inquiries, first lessons or sales in this period. Inquiries come from the public page&apos;s first-lesson and contact forms
            or are added by hand; every package and membership sold is counted here by its category.
          </p>
        )}
        <ol className="grid gap-2" aria-label="The funnel, step by step">
          {funnel.rows.map((row) => (
            <li key={String(row.key)} className="grid gap-1 sm:grid-cols-[11rem_1fr_minmax(0,24rem)] sm:items-center sm:gap-3">
              <span className="text-sm font-medium">{String(row.step)}</span>
              <span className="h-6 rounded-md bg-muted" aria-hidden>
                <span
                  className="block h-6 rounded-md bg-primary"
                  style={{ width: `${Math.max(Number(row.count) ? 2 : 0, (Number(row.count) / widest) * 100)}%` }}
                />
              </span>
              <span className="text-sm tabular-nums">
                <span className="font-semibold">{displayCell(row.count, "count", cell)}</span>
                {row.cents !== null && <span className="text-muted-foreground"> · {displayCell(row.cents, "cents", cell)}</span>}
                {row.rate !== null && (
                  <span className="text-muted-foreground"> · {displayCell(row.rate, "percent", cell)} of the step before</span>
                )}
                <span className="text-muted-foreground"> · before: {displayCell(row.previousCount, "count", cell)}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>
      <ReportTable table={funnel} cell={cell} csvHref={csvHref()} />
      <div className="grid gap-4 lg:grid-cols-[2fr_3fr]">
        <ReportChart
          label="Inquiries and originals by source"
          data={sources.rows.map((row) => ({ label: String(row.source), inquiries: row.inquiries, originals: row.originals }))}
          series={[
            { key: "inquiries", label: "Inquiries" },
            { key: "originals", label: "Originals" },
          ]}
          format="count"
          cell={cell}
        />
        <ReportTable table={sources} cell={cell} csvHref={csvHref("sources")} empty="No inquiries or sales in this period." />
      </div>
      <ReportTable
        table={staff}
        cell={cell}
        csvHref={csvHref("staff")}
        empty="Nobody was assigned an inquiry or credited with a sale in this period."
      />
      <ReportTable table={tableOf(result, "categories")} cell={cell} csvHref={csvHref("categories")} />
    </div>
  );
}
