import type { Metadata } from "next";
import { PageHeader } from "@/components/app-shell/page-header";
import { PersonUnavailable } from "@/components/people/person-unavailable";
import { ExportLink } from "@/components/reports/export-link";
import { LockedReport } from "@/components/reports/locked-report";
import { PeriodPicker } from "@/components/reports/period-picker";
import { PrintButton } from "@/components/reports/print-button";
import { ReportTabsNav } from "@/components/reports/report-tabs-nav";
import { getAppSession } from "@/lib/auth/app-session";
import { getDb } from "@/lib/db/client";
import { formatDay } from "@/lib/reports/format-cell";
import { pagePeriod } from "@/lib/reports/page-period";
import { previousSpan } from "@/lib/reports/period-presets";
import { chooseTab, featureLock, reportTabs } from "@/lib/reports/report-tabs";
import { ReportContent } from "./report-content";
import { canManageStudio, isStudent } from "@/lib/access/rules";

export const metadata: Metadata = { title: "Reports" };

// Printed (or saved as PDF), a report is its figures and tables: no shell, no tabs, no controls, no charts.
const PRINT_CSS = `@media print {
  #app-sidebar, body header.sticky, nav[aria-label="Reports"], a[href="#main"] { display: none !important; }
  body { background: white; }
}`;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Reports: the studio's figures for a period in its zone, against the period before; the period lives in the URL. */
export default async function ReportsPage({ searchParams }: { searchParams: SearchParams }) {
  // Pages render alongside the layout, not after it: each checks the session itself (cached per request).
  const session = await getAppSession();
  if (isStudent(session))
    return (
      <PersonUnavailable
        title="Reports"
        message="Reports are for the studio's owner and instructors."
        back={{ href: "/app/schedule", label: "Back to the schedule" }}
      />
    );
  const params = Object.fromEntries(
    Object.entries(await searchParams).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
  const db = await getDb();
  const tabs = reportTabs(session);
  const tab = chooseTab(tabs, params.tab)!;
  const period = await pagePeriod(db, session, params);
  const fill = params.fill && /^\d{1,3}$/.test(params.fill) ? Number(params.fill) : undefined;
  const link = new URLSearchParams(period.preset === "custom" ? { from: period.from, to: period.to } : { period: period.preset });
  if (params.tab) link.set("tab", tab.key);
  if (fill) link.set("fill", String(fill));
  if (params.report) link.set("report", params.report);
  const exportLock = featureLock(session, "data_export");
  const csvHref = (table?: string) => {
    if (exportLock || tab.lock) return null;
    const csv = new URLSearchParams({ from: period.from, to: period.to, format: "csv" });
    if (fill) csv.set("fill", String(fill));
    if (table) csv.set("table", table);
    const base = tab.key === "custom" ? (params.report ? `/api/reports/custom/${params.report}/run` : null) : `/api/reports/${tab.key}`;
    return base ? `${base}?${csv.toString()}` : null;
  };
  const previous = previousSpan(period);
  const span = (from: string, to: string) => (from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`);
  return (
    <>
      <style>{PRINT_CSS}</style>
      <PageHeader
        title="Reports"
        description={canManageStudio(session) ? "How your studio is doing, period by period." : "Your lessons' attendance and your pay."}
      />
      <ReportTabsNav tabs={tabs} current={tab.key} query={link.toString()} />
      <div className="grid gap-4 px-4 py-4 sm:px-8">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex flex-wrap items-end gap-3">
            <PeriodPicker from={period.from} to={period.to} preset={period.preset} />
            <p className="pb-2 text-sm text-muted-foreground">
              <span className="font-medium text-foreground">{span(period.from, period.to)}</span>, compared with{" "}
              {span(previous.from, previous.to)}
            </p>
          </div>
          {!tab.lock && (tab.key !== "custom" || params.report) && (
            <div className="flex flex-wrap items-center gap-2">
              <ExportLink href={csvHref() ?? ""} lockedPlan={exportLock?.planName ?? null} />
              <PrintButton />
            </div>
          )}
        </div>
        {tab.lock ? (
          <LockedReport lock={tab.lock} isOwner={canManageStudio(session)} />
        ) : (
          <ReportContent
            session={session}
            tab={tab.key}
            query={{ from: period.from, to: period.to, fill }}
            linkQuery={link.toString()}
            reportId={params.report}
            weekStart={period.weekStart}
            csvHref={csvHref}
          />
        )}
      </div>
    </>
  );
}
