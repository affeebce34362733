// GET /api/reports/retention — new, returning and lapsed students, cohorts, packages running out (owners, advanced analytics).
import { route } from "@/lib/http/route";
import { reportResponse } from "@/lib/reports/report-response";
import { retentionReport } from "@/lib/reports/retention";
import { ZReportQuery } from "@/lib/reports/schemas";
import { REPORT_CSV, ZRetentionReportView } from "@/lib/reports/views";

export const GET = route(
  {
    reads: "replica",
    summary: "New, returning and lapsed students, monthly cohorts, packages running out (owners; Pro).",
    roles: ["owner"],
    feature: "advanced_analytics",
    query: ZReportQuery,
    response: ZRetentionReportView,
    download: REPORT_CSV,
  },
  async ({ db, session, query }) => reportResponse(session, query, () => retentionReport(db, session, query)),
);
