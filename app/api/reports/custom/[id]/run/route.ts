// GET /api/reports/custom/[id]/run?from&to — a saved custom report over a period: its rows, or their CSV (owners, custom reports).
import { route } from "@/lib/http/route";
import { runSavedReport } from "@/lib/reports/custom-run";
import { reportResponse } from "@/lib/reports/report-response";
import { ZReportQuery } from "@/lib/reports/schemas";
import { REPORT_CSV, ZCustomReportRunView } from "@/lib/reports/views";
import { ZIdParams } from "@/lib/api/ids";

export const GET = route(
  {
    reads: "replica",
    summary: "A saved custom report's rows for `from`–`to`, or their CSV (owners; Premium).",
    roles: ["owner"],
    feature: "custom_reports",
    params: ZIdParams,
    query: ZReportQuery,
    response: ZCustomReportRunView,
    download: REPORT_CSV,
  },
  async ({ db, session, params, query }) => reportResponse(session, query, () => runSavedReport(db, session, params.id, query)),
);
