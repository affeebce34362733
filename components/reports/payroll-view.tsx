import type { PayrollTotals } from "@/lib/reports/payroll";
import type { Row } from "@/lib/reports/report-types";
import { FigureTiles, type Figure } from "./figure-tiles";
import { PayrollSetting } from "./payroll-setting";
import { ReportChart } from "./report-chart";
import { ReportTable } from "./report-table";
import { mainTable, tableOf, type ViewProps } from "./view-props";
import { plural, pluralWord } from "@/lib/text/plural";

/** Instructor pay: totals per instructor (chart and table) and, behind each, its lesson lines; the owner sets the missed-lesson rule here. */
export function PayrollView({ result, cell, csvHref, isOwner }: ViewProps<PayrollTotals> & { isOwner: boolean }) {
  const { totals, previousTotals } = result;
  const figures: Figure[] = [
    { label: "Lesson pay", value: totals.payCents, previous: previousTotals.payCents, format: "cents" },
    {
      label: "Commission",
      value: totals.commissionCents,
      previous: previousTotals.commissionCents,
      format: "cents",
      note: totals.commissionBasis === "collected" ? "On money collected" : "On sales made",
    },
    { label: "Private lessons", value: totals.privateLessons, previous: previousTotals.privateLessons, format: "count" },
    { label: "Classes", value: totals.classes, previous: previousTotals.classes, format: "count" },
    { label: "Class hours", value: totals.classMinutes, previous: previousTotals.classMinutes, format: "minutes" },
    {
      label: "Missed by students",
      value: totals.missed,
      previous: previousTotals.missed,
      format: "count",
      note: totals.payMissedLessons ? "Paid (studio rule)" : "Not paid (studio rule)",
    },
    {
      label: "Attendance not posted",
      value: totals.unposted,
      previous: previousTotals.unposted,
      format: "count",
      note: totals.unposted ? "Lessons held, not paid until posted" : undefined,
    },
  ];
  const lines = tableOf(result, "lines");
  const instructors = mainTable(result);
  const linesOf = (row: Row) => lines.rows.filter((line) => line.instructorId === row.instructorId);
  const commissions = tableOf(result, "commissions");
  return (
    <div className="grid gap-4">
      <FigureTiles label="Payroll: this period and the one before" figures={figures} cell={cell} columns="lg:grid-cols-7" />
      {totals.withoutRate > 0 && (
        <p role="status" className="rounded-md bg-accent-soft px-3 py-2 text-sm">
          {plural(totals.withoutRate, "lesson has", "lessons have")} no pay rate in force on{" "}
          {pluralWord(totals.withoutRate, "its", "their")} date and are paid $0 until a rate is added from that date (Instructors → rates).
        </p>
      )}
      {isOwner && <PayrollSetting payMissedLessons={totals.payMissedLessons} commissionBasis={totals.commissionBasis} />}
      <div className="grid gap-4 lg:grid-cols-[2fr_3fr]">
        <ReportChart
          label="Pay by instructor"
          data={instructors.rows.map((row) => ({ label: String(row.instructor), pay: row.payCents, commission: row.commissionCents }))}
          series={[
            { key: "pay", label: "Lesson pay" },
            { key: "commission", label: "Commission" },
          ]}
          format="cents"
          cell={cell}
        />
        <ReportTable table={instructors} cell={cell} csvHref={csvHref()} empty="No posted lessons in this period." />
      </div>
      <section aria-labelledby="lines-title" className="grid gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="lines-title" className="text-base font-semibold">
            Lesson lines behind each total
          </h2>
          {lines.truncated && (
            <p className="text-xs text-muted-foreground">The newest {plural(lines.rows.length, "line")}; the CSV holds every one.</p>
          )}
        </div>
        {instructors.rows.length === 0 && (
          <p className="rounded-xl border border-dashed border-border bg-card px-4 py-3 text-sm text-muted-foreground">
            No lesson lines in this period: a line appears for each lesson once its attendance is posted
            {totals.unposted > 0
              ? ` (${totals.unposted} held in this period still ${pluralWord(totals.unposted, "waits", "wait")} for it)`
              : ""}
            . Choose another period to see its pay.
          </p>
        )}
        {instructors.rows.map((row) => (
          <details key={String(row.instructorId)} open={instructors.rows.length === 1} className="rounded-xl border border-border bg-card">
            <summary className="cursor-pointer px-4 py-2 text-sm font-medium">
              {String(row.instructor)}: {plural(linesOf(row).length, "line")}
            </summary>
            <ReportTable
              table={{
                ...lines,
                key: `lines-${row.instructorId}`,
                title: `${row.instructor}'s lessons`,
                columns: lines.columns.filter((column) => column.key !== "instructor"),
                rows: linesOf(row),
              }}
              cell={cell}
              csvHref={csvHref("lines")}
              className="border-0"
            />
          </details>
        ))}
      </section>
      <ReportTable
        table={commissions}
        cell={cell}
        csvHref={csvHref("commissions")}
        empty="No commission in this period: a line appears for each sale credited to an instructor with a commission rate for its category (Instructors → Commission rates)."
      />
    </div>
  );
}
