import type { RetentionTotals } from "@/lib/reports/retention";
import { formatMonth } from "@/lib/reports/format-cell";
import { FigureTiles, type Figure } from "./figure-tiles";
import { ReportChart } from "./report-chart";
import { ReportTable } from "./report-table";
import { mainTable, tableOf, type ViewProps } from "./view-props";

/** Retention: who lapsed, who is new, who came back, how monthly cohorts kept dancing, and whose package runs out. */
export function RetentionView({ result, cell, csvHref }: ViewProps<RetentionTotals>) {
  const { totals, previousTotals } = result;
  const figure = (label: string, key: keyof RetentionTotals): Figure => ({
    label,
    value: totals[key],
    previous: previousTotals[key],
    format: "count",
  });
  const figures = [
    figure("Active students", "active"),
    figure("New", "new"),
    figure("Returning", "returning"),
    figure("Lapsed", "lapsed"),
    figure("Packages running out", "runningOut"),
  ];
  const students = mainTable(result);
  const columns = students.columns.filter((column) => column.key !== "status" && column.key !== "lapsed");
  const list = (key: string, title: string, keep: (row: (typeof students.rows)[number]) => boolean) => ({
    key,
    title,
    columns,
    rows: students.rows.filter(keep),
  });
  const cohorts = tableOf(result, "cohorts");
  return (
    <div className="grid gap-4">
      <FigureTiles label="Retention: this period and the one before" figures={figures} cell={cell} columns="lg:grid-cols-5" />
      <ReportTable
        table={list("lapsed", "Lapsed: last visit 30+ days ago, nothing booked ahead", (row) => row.lapsed === "Lapsed")}
        cell={cell}
        csvHref={csvHref()}
        empty="Nobody has lapsed."
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <ReportTable
          table={list("new", "New: first lesson in this period", (row) => row.status === "New")}
          cell={cell}
          empty="No first lessons in this period."
        />
        <ReportTable
          table={list("returning", "Returning: came back in this period", (row) => row.status === "Returning")}
          cell={cell}
          empty="Nobody came back in this period."
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ReportChart
          label="Cohorts: share still dancing"
          data={cohorts.rows.map((row) => ({
            label: formatMonth(String(row.cohort)),
            kept1: row.kept1,
            kept3: row.kept3,
            kept6: row.kept6,
          }))}
          series={[
            { key: "kept1", label: "After 1 month" },
            { key: "kept3", label: "After 3 months" },
            { key: "kept6", label: "After 6 months" },
          ]}
          format="percent"
          cell={cell}
        />
        <ReportTable table={cohorts} cell={cell} csvHref={csvHref("cohorts")} empty="No first lessons in this period." />
      </div>
      <ReportTable table={tableOf(result, "runningOut")} cell={cell} csvHref={csvHref("runningOut")} empty="No package is running out." />
    </div>
  );
}
