import "server-only";
import type { z } from "zod";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { PAYMENT_METHODS } from "@/lib/db/schema";
import { refuseInstructorFilter, reportContext, type ReportContext, type Window } from "./report-context";
import { reportResult } from "./report-result";
import type { Column, ReportResult, Row } from "./report-types";
import type { TReportQuery } from "./schemas";
import { toNumber } from "./sql-helpers";
import { newStudentSources, SOURCE_COLUMNS } from "./new-student-sources";
import { onlineSummaryTable, onlineTotals } from "./online-payments";
import { memberFigures } from "./autopay";
import { inquiryCount, lessonFigures, moneyByMethod, openBalances, packageFigures, studentFigures } from "./summary-figures";
import type { ZSummaryTotals } from "./views";

/** The report's totals (lib/reports/views.ts declares them, with what each means). */
export type SummaryTotals = z.input<typeof ZSummaryTotals>;

type MethodLine = { method: string; receivedCents: number; refundedCents: number };

async function summaryOf(db: Db, context: ReportContext, window: Window) {
  const [lessons, people, money, packages, balances, inquiries, online, members] = await Promise.all([
    lessonFigures(db, context, window),
    studentFigures(db, context, window),
    moneyByMethod(db, context, window),
    packageFigures(db, context, window),
    openBalances(db, context, window),
    inquiryCount(db, context, window),
    onlineTotals(db, context, window),
    memberFigures(db, context, window),
  ]);
  const methods: MethodLine[] = PAYMENT_METHODS.map((method) => ({
    method,
    receivedCents: toNumber(money.find((row) => row.kind === "payment" && row.method === method)?.total),
    refundedCents: toNumber(money.find((row) => row.kind === "refund" && row.method === method)?.total),
  }));
  const receivedCents = methods.reduce((sum, line) => sum + line.receivedCents, 0);
  const refundedCents = methods.reduce((sum, line) => sum + line.refundedCents, 0);
  const sum = (key: string) => packages.reduce((total, row) => total + toNumber(row[key]), 0);
  const totals: SummaryTotals = {
    ...lessons,
    receivedCents,
    refundedCents,
    netCents: receivedCents - refundedCents,
    packagesSold: sum("sold"),
    unitsSold: sum("units"),
    salesCents: sum("cents"),
    ...people,
    inquiries,
    ...balances,
    ...online,
    ...members,
  };
  return { totals, methods };
}

/** The summary's lines, in the order of a franchise's weekly "summary of studio business". */
export const SUMMARY_METRICS: { key: keyof SummaryTotals; label: string; format: "count" | "cents" }[] = [
  { key: "privateLessons", label: "Private lessons taught", format: "count" },
  { key: "classesTaught", label: "Classes taught", format: "count" },
  { key: "classAttendances", label: "Class attendances", format: "count" },
  { key: "receivedCents", label: "Cash received", format: "cents" },
  { key: "refundedCents", label: "Refunded", format: "cents" },
  { key: "netCents", label: "Net received", format: "cents" },
  { key: "packagesSold", label: "Packages sold", format: "count" },
  { key: "unitsSold", label: "Units sold", format: "count" },
  { key: "salesCents", label: "Package sales", format: "cents" },
  { key: "activeStudents", label: "Active students", format: "count" },
  { key: "newStudents", label: "New students", format: "count" },
  { key: "firstLessons", label: "First lessons", format: "count" },
  { key: "inquiries", label: "Inquiries", format: "count" },
  { key: "noShows", label: "No-shows", format: "count" },
  { key: "lateCancels", label: "Late cancels", format: "count" },
  { key: "openBalanceCents", label: "Open balances", format: "cents" },
  { key: "studentsOwing", label: "Students owing", format: "count" },
  { key: "activeMembers", label: "Active members", format: "count" },
  { key: "membersGained", label: "Members gained", format: "count" },
  { key: "membersLost", label: "Members lost", format: "count" },
  { key: "mrrCents", label: "Monthly recurring revenue", format: "cents" },
];

const METRIC_COLUMNS: Column[] = [
  { key: "label", label: "Measure", format: "text" },
  { key: "value", label: "This period", format: "metric" },
  { key: "previous", label: "Previous period", format: "metric" },
];

const METHOD_COLUMNS: Column[] = [
  { key: "method", label: "Method", format: "text" },
  { key: "receivedCents", label: "Received", format: "cents" },
  { key: "refundedCents", label: "Refunded", format: "cents" },
  { key: "netCents", label: "Net", format: "cents" },
];

/** GET /api/reports/summary — the weekly "summary of studio business", compared with the period before. */
export async function summaryReport(db: Db, session: Session, query: TReportQuery, now = new Date()): Promise<ReportResult<SummaryTotals>> {
  refuseInstructorFilter(query, "summary");
  const context = await reportContext(db, session, query, now);
  const [current, previous, sources] = await Promise.all([
    summaryOf(db, context, context.period),
    summaryOf(db, context, context.previous),
    newStudentSources(db, context, context.period),
  ]);
  const rows: Row[] = SUMMARY_METRICS.map(({ key, label, format }) => ({
    metric: key,
    label,
    unit: format,
    value: current.totals[key],
    previous: previous.totals[key],
  }));
  return reportResult(
    "summary",
    context,
    [current.totals, previous.totals],
    {
      title: "Summary of studio business",
      columns: METRIC_COLUMNS,
      rows,
    },
    [
      {
        key: "methods",
        title: "Cash received by method",
        columns: METHOD_COLUMNS,
        rows: current.methods.map((line) => ({ ...line, netCents: line.receivedCents - line.refundedCents })),
      },
      onlineSummaryTable(current.totals),
      { key: "sources", title: "New students by source", columns: SOURCE_COLUMNS, rows: sources },
    ],
  );
}
