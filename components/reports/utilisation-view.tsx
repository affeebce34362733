import type { UtilisationTotals } from "@/lib/reports/utilisation";
import { FigureTiles, type Figure } from "./figure-tiles";
import { HeatMap } from "./heat-map";
import { ReportChart } from "./report-chart";
import { ReportTable } from "./report-table";
import { mainTable, tableOf, type ViewProps } from "./view-props";

/** Utilisation: instructors' and rooms' booked share of their hours, and the week's busiest hours. */
export function UtilisationView({ result, cell, csvHref, weekStart }: ViewProps<UtilisationTotals> & { weekStart: number }) {
  const { totals, previousTotals } = result;
  const figures: Figure[] = [
    { label: "Instructors' hours booked", value: totals.rate, previous: previousTotals.rate, format: "percent" },
    { label: "Booked teaching", value: totals.bookedMinutes, previous: previousTotals.bookedMinutes, format: "minutes" },
    { label: "Available teaching", value: totals.availableMinutes, previous: previousTotals.availableMinutes, format: "minutes" },
    {
      label: "Rooms' hours booked",
      value: totals.roomRate,
      previous: previousTotals.roomRate,
      format: "percent",
      note: totals.roomOpenMinutes === null ? "Set business hours in Settings to measure rooms" : undefined,
    },
  ];
  const instructors = mainTable(result);
  const heat = tableOf(result, "busiestHours");
  return (
    <div className="grid gap-4">
      <FigureTiles label="Utilisation: this period and the one before" figures={figures} cell={cell} />
      <div className="grid gap-4 lg:grid-cols-2">
        <ReportChart
          label="Instructors: share of available hours booked"
          data={instructors.rows.map((row) => ({ label: String(row.instructor), rate: row.rate as number | null }))}
          series={[{ key: "rate", label: "Utilisation" }]}
          format="percent"
          cell={cell}
        />
        <ReportTable table={instructors} cell={cell} csvHref={csvHref()} empty="No instructors yet." />
      </div>
      <ReportTable table={tableOf(result, "rooms")} cell={cell} csvHref={csvHref("rooms")} empty="No rooms yet." />
      <section aria-labelledby="heat-title" className="grid gap-2 rounded-xl border border-border bg-card p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="heat-title" className="text-base font-semibold">
            {heat.title}
          </h2>
          {csvHref("busiestHours") && heat.rows.length > 0 && (
            <a href={csvHref("busiestHours")!} download className="text-sm text-primary underline-offset-4 hover:underline print:hidden">
              CSV<span className="sr-only"> of the busiest hours</span>
            </a>
          )}
        </div>
        <HeatMap rows={heat.rows} weekStart={weekStart} />
      </section>
    </div>
  );
}
