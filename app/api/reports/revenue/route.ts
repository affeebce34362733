// GET /api/reports/revenue — cash by month and method, lesson revenue, packages and the liability (owners, advanced analytics).
import { route } from "@/lib/http/route";
import { reportResponse } from "@/lib/reports/report-response";
import { revenueReport } from "@/lib/reports/revenue";
import { ZReportQuery } from "@/lib/reports/schemas";
import { REPORT_CSV, ZRevenueReportView } from "@/lib/reports/views";

export const GET = route(
  {
    reads: "replica",
    summary: "Received, refunded and net cash by month and method, lesson revenue, units sold vs used, liability (owners; Pro).",
    roles: ["owner"],
    feature: "advanced_analytics",
    query: ZReportQuery,
    response: ZRevenueReportView,
    download: REPORT_CSV,
  },
  async ({ db, session, query }) => reportResponse(session, query, () => revenueReport(db, session, query)),
);
