// GET /api/reports/revenue — cash by month and method, lesson revenue, packages and the liability (owners, advanced analytics).
import { route } from "@/lib/http/route";
import { reportResponse } from "@/lib/reports/report-response";
import { revenueReport } from "@/lib/reports/revenue";
import { ZReportQuery } from "@/lib/reports/schemas";

export const GET = route(
  {
    summary: "Received, refunded and net cash by month and method, lesson revenue, units sold vs used, liability (owners; Pro).",
    roles: ["owner"],
    feature: "advanced_analytics",
    query: ZReportQuery,
  },
  async ({ db, session, query }) => reportResponse(session, query, () => revenueReport(db, session, query)),
);
