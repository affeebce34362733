import type { SummaryTotals } from "@/lib/reports/summary";
import Link from "next/link";
import { FigureTiles, type Figure } from "./figure-tiles";
import { ReportTable } from "./report-table";
import { labelMethod, tableOf, type ViewProps } from "./view-props";
import { plural } from "@/lib/text/plural";

type Key = keyof SummaryTotals;

const GROUPS: { label: string; figures: [Key, string, Figure["format"]][] }[] = [
  {
    label: "Lessons",
    figures: [
      ["privateLessons", "Private lessons taught", "count"],
      ["classesTaught", "Classes taught", "count"],
      ["classAttendances", "Class attendances", "count"],
      ["noShows", "No-shows", "count"],
      ["lateCancels", "Late cancels", "count"],
    ],
  },
  {
    label: "Money",
    figures: [
      ["receivedCents", "Cash received", "cents"],
      ["refundedCents", "Refunded", "cents"],
      ["netCents", "Net received", "cents"],
      ["salesCents", "Package sales", "cents"],
      ["openBalanceCents", "Open balances", "cents"],
    ],
  },
  {
    label: "Students",
    figures: [
      ["activeStudents", "Active students", "count"],
      ["newStudents", "New students", "count"],
      ["firstLessons", "First lessons", "count"],
      ["packagesSold", "Packages sold", "count"],
      ["inquiries", "Inquiries", "count"],
    ],
  },
];

/** Shown when the studio has memberships (in this period or the one before). */
const MEMBERS: (typeof GROUPS)[number] = {
  label: "Members",
  figures: [
    ["activeMembers", "Active members", "count"],
    ["membersGained", "Members gained", "count"],
    ["membersLost", "Members lost", "count"],
    ["mrrCents", "Monthly recurring revenue", "cents"],
  ],
};

/** The weekly summary of studio business: fifteen figures against the period before, and cash by method — one laptop screen. */
export function SummaryView({ result, cell, csvHref }: ViewProps<SummaryTotals>) {
  const figure = ([key, label, format]: [Key, string, Figure["format"]]): Figure => ({
    label,
    format,
    value: result.totals[key] as number | null,
    previous: result.previousTotals[key] as number | null,
    note:
      key === "inquiries"
        ? "Messages sent to your studio"
        : key === "openBalanceCents"
          ? `${plural(result.totals.studentsOwing, "student owes", "students owe")} at the period's end`
          : key === "packagesSold"
            ? `${plural(result.totals.unitsSold, "unit")} sold`
            : undefined,
  });
  const methods = tableOf(result, "methods");
  const sources = tableOf(result, "sources");
  const online = tableOf(result, "online");
  const hasOnline = result.totals.onlineGrossCents > 0 || result.previousTotals.onlineGrossCents > 0;
  const hasMembers = [result.totals, result.previousTotals].some(
    (totals) => totals.activeMembers + totals.membersGained + totals.membersLost > 0,
  );
  // A studio with nothing yet (both periods all zero) is told why, rather than shown fifteen silent zeros.
  const quiet = [result.totals, result.previousTotals].every((totals) =>
    Object.values(totals).every((value) => value === null || value === 0),
  );
  return (
    <div className="grid gap-3 lg:grid-cols-[1fr_20rem]">
      <div className="grid content-start gap-3">
        {quiet && (
          <p className="rounded-lg border border-dashed border-border bg-card px-3 py-2 text-sm text-muted-foreground">
            Nothing recorded in this period or the one before. These figures fill in as lessons are taught, attendance is posted and
            payments are recorded —{" "}
            <Link href="/app/schedule" className="font-medium text-primary underline underline-offset-4">
              open the schedule
            </Link>
            .
          </p>
        )}
        {(hasMembers ? [...GROUPS, MEMBERS] : GROUPS).map((group) => (
          <section key={group.label} aria-label={group.label} className="grid gap-1.5">
            <h2 className="text-sm font-semibold text-muted-foreground">{group.label}</h2>
            <FigureTiles
              label={`${group.label}: this period and the one before`}
              figures={group.figures.map(figure)}
              cell={cell}
              columns="lg:grid-cols-5"
            />
          </section>
        ))}
      </div>
      <div className="grid content-start gap-3">
        <ReportTable
          table={{
            ...methods,
            // The net is a figure beside it; three columns fit the side panel.
            columns: methods.columns.filter((column) => column.key !== "netCents"),
            rows: methods.rows.filter((row) => row.receivedCents || row.refundedCents).map(labelMethod),
          }}
          cell={cell}
          csvHref={csvHref("methods")}
          empty="No payments in this period."
        />
        {hasOnline && <ReportTable table={online} cell={cell} csvHref={csvHref("online")} />}
        <ReportTable table={sources} cell={cell} csvHref={csvHref("sources")} empty="No new students in this period." />
      </div>
    </div>
  );
}
