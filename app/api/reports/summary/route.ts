// GET /api/reports/summary — the weekly "summary of studio business" for a period, with the period before (owners).
import { route } from "@/lib/http/route";
import { reportResponse } from "@/lib/reports/report-response";
import { ZReportQuery } from "@/lib/reports/schemas";
import { REPORT_CSV, ZSummaryReportView } from "@/lib/reports/views";
import { summaryReport } from "@/lib/reports/summary";

export const GET = route(
  {
    reads: "replica",
    summary: "The summary of studio business for `from`–`to`, with the previous period; `format=csv` (plans with data export) (owners).",
    roles: ["owner"],
    feature: "basic_reporting",
    query: ZReportQuery,
    response: ZSummaryReportView,
    download: REPORT_CSV,
  },
  async ({ db, session, query }) => reportResponse(session, query, () => summaryReport(db, session, query)),
);
