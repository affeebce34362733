import { cookies } from "next/headers";
import { AttendanceView } from "@/components/reports/attendance-view";
import { CustomView } from "@/components/reports/custom-view";
import { LockedReport } from "@/components/reports/locked-report";
import { PayrollView } from "@/components/reports/payroll-view";
import { RetentionView } from "@/components/reports/retention-view";
import { RevenueView } from "@/components/reports/revenue-view";
import { SalesView } from "@/components/reports/sales-view";
import { SummaryView } from "@/components/reports/summary-view";
import { UtilisationView } from "@/components/reports/utilisation-view";
import { AppError } from "@/lib/api/app-error";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { RECENT_WRITE_COOKIE, withReadDb } from "@/lib/db/replica";
import { attendanceReport, DEFAULT_FILL_PERCENT } from "@/lib/reports/attendance";
import { customReportOptions } from "@/lib/reports/custom-options";
import { listSavedReports } from "@/lib/reports/custom-reports";
import { runSavedReport, type CustomResult } from "@/lib/reports/custom-run";
import { payrollReport } from "@/lib/reports/payroll";
import { lockOf, type TabKey } from "@/lib/reports/report-tabs";
import type { TReportQuery } from "@/lib/reports/schemas";
import { retentionReport } from "@/lib/reports/retention";
import { revenueReport } from "@/lib/reports/revenue";
import { salesReport } from "@/lib/reports/sales";
import { summaryReport } from "@/lib/reports/summary";
import { utilisationReport } from "@/lib/reports/utilisation";
import { canManageStudio } from "@/lib/access/rules";

type Props = {
  session: Session;
  tab: TabKey;
  query: TReportQuery;
  /** The URL's query for links that keep the period (tab, period or from/to, fill, report). */
  linkQuery: string;
  reportId: string | undefined;
  weekStart: number;
  csvHref: (table?: string) => string | null;
};

/** One tab of the Reports screen, computed on the server by the same lib/reports functions the API answers with. */
export async function ReportContent(props: Props) {
  try {
    return await renderTab(props);
  } catch (error) {
    const lock = lockOf(error);
    if (lock) return <LockedReport lock={lock} isOwner={canManageStudio(props.session)} />;
    if (error instanceof AppError && error.status < 500)
      return (
        <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
          {error.message}
        </p>
      );
    throw error;
  }
}

/** The figures come from the read replica when it may serve this browser (lib/db/replica.ts), else the primary. */
async function renderTab(props: Props) {
  const wrote = (await cookies()).get(RECENT_WRITE_COOKIE)?.value;
  return withReadDb(wrote, (db) => renderTabOn(db, props));
}

async function renderTabOn(db: Db, { session, tab, query, linkQuery, reportId, weekStart, csvHref }: Props) {
  const run = <T,>(report: (db: Db, session: Session, query: TReportQuery) => Promise<T>) => report(db, session, query);
  const cellOf = (result: { currency: string; timeZone: string }) => ({ currency: result.currency, timeZone: result.timeZone });
  switch (tab) {
    case "summary": {
      const result = await run(summaryReport);
      return <SummaryView result={result} cell={cellOf(result)} csvHref={csvHref} />;
    }
    case "attendance": {
      const result = await run(attendanceReport);
      const hidden = Object.fromEntries([...new URLSearchParams(linkQuery)].filter(([key]) => key !== "fill"));
      return (
        <AttendanceView result={result} cell={cellOf(result)} csvHref={csvHref} fill={query.fill ?? DEFAULT_FILL_PERCENT} hidden={hidden} />
      );
    }
    case "revenue": {
      const result = await run(revenueReport);
      return <RevenueView result={result} cell={cellOf(result)} csvHref={csvHref} />;
    }
    case "payroll": {
      const result = await run(payrollReport);
      return <PayrollView result={result} cell={cellOf(result)} csvHref={csvHref} isOwner={canManageStudio(session)} />;
    }
    case "utilisation": {
      const result = await run(utilisationReport);
      return <UtilisationView result={result} cell={cellOf(result)} csvHref={csvHref} weekStart={weekStart} />;
    }
    case "retention": {
      const result = await run(retentionReport);
      return <RetentionView result={result} cell={cellOf(result)} csvHref={csvHref} />;
    }
    case "sales": {
      const result = await run(salesReport);
      return <SalesView result={result} cell={cellOf(result)} csvHref={csvHref} />;
    }
    case "custom": {
      const [{ reports }, options] = await Promise.all([listSavedReports(db, session), customReportOptions(db, session)]);
      let open: CustomResult | null = null;
      let problem: string | null = null;
      const id = reports.find((report) => report.id === reportId)?.id ?? reports[0]?.id;
      if (id) {
        try {
          open = await runSavedReport(db, session, id, query);
        } catch (error) {
          if (!(error instanceof AppError) || error.status >= 500) throw error;
          problem = error.message;
        }
      }
      const cell = open ? cellOf(open) : { currency: "USD", timeZone: "UTC" };
      return <CustomView saved={reports} open={open} problem={problem} options={options} cell={cell} query={linkQuery} csvHref={csvHref} />;
    }
  }
}
