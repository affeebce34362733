import type { AttendanceTotals } from "@/lib/reports/attendance";
import { Button } from "@/components/ui/button";
import { fieldClass, Label } from "@/components/ui/input";
import { FigureTiles, type Figure } from "./figure-tiles";
import { ReportChart } from "./report-chart";
import { ReportTable } from "./report-table";
import { mainTable, tableOf, type ViewProps } from "./view-props";

/** Attendance: rates by instructor (chart and table), class and student; who missed and when; classes under the chosen fill. */
export function AttendanceView({
  result,
  cell,
  csvHref,
  fill,
  hidden,
}: ViewProps<AttendanceTotals> & { fill: number; hidden: Record<string, string> }) {
  const { totals, previousTotals } = result;
  const figures: Figure[] = [
    { label: "Attendance rate", value: totals.rate, previous: previousTotals.rate, format: "percent" },
    { label: "Attended", value: totals.attended, previous: previousTotals.attended, format: "count" },
    { label: "No-shows", value: totals.noShows, previous: previousTotals.noShows, format: "count" },
    { label: "Late cancels", value: totals.lateCancels, previous: previousTotals.lateCancels, format: "count" },
    {
      label: "Attendance not posted",
      value: totals.unposted,
      previous: previousTotals.unposted,
      format: "count",
      note: totals.unposted ? "Places of lessons already held" : undefined,
    },
    { label: `Classes under ${fill}% full`, value: totals.underFilled, previous: previousTotals.underFilled, format: "count" },
  ];
  const instructors = tableOf(result, "instructors");
  return (
    <div className="grid gap-4">
      <FigureTiles label="Attendance: this period and the one before" figures={figures} cell={cell} columns="lg:grid-cols-6" />
      <div className="grid gap-4 lg:grid-cols-2">
        <ReportChart
          label="Attendance rate by instructor"
          data={instructors.rows.map((row) => ({ label: String(row.instructor), rate: row.rate as number | null }))}
          series={[{ key: "rate", label: "Attendance rate" }]}
          format="percent"
          cell={cell}
        />
        <ReportTable table={instructors} cell={cell} csvHref={csvHref("instructors")} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ReportTable table={tableOf(result, "classes")} cell={cell} csvHref={csvHref("classes")} />
        <ReportTable table={mainTable(result)} cell={cell} csvHref={csvHref()} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ReportTable
          table={tableOf(result, "missed")}
          cell={cell}
          csvHref={csvHref("missed")}
          empty="Nobody missed a lesson in this period."
        />
        <div className="grid content-start gap-2">
          <form method="get" action="/app/reports" className="flex flex-wrap items-end gap-2 print:hidden">
            {Object.entries(hidden).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <div className="grid gap-1">
              <Label htmlFor="fill-rate">Fill rate under (%)</Label>
              <input id="fill-rate" name="fill" type="number" min={1} max={100} defaultValue={fill} className={`${fieldClass} h-9 w-24`} />
            </div>
            <Button type="submit" variant="secondary" size="sm">
              Show classes
            </Button>
          </form>
          <ReportTable
            table={tableOf(result, "underFilled")}
            cell={cell}
            csvHref={csvHref("underFilled")}
            empty={`No class was under ${fill}% full.`}
          />
        </div>
      </div>
    </div>
  );
}
