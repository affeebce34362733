// GET /api/reports/sales — inquiries → first lessons → originals → extensions → renewals, by source and staff (owners, Pro).
import { route } from "@/lib/http/route";
import { reportResponse } from "@/lib/reports/report-response";
import { salesReport } from "@/lib/reports/sales";
import { ZReportQuery } from "@/lib/reports/schemas";
import { REPORT_CSV, ZSalesReportView } from "@/lib/reports/views";

export const GET = route(
  {
    reads: "replica",
    summary: "The sales funnel: inquiries, first lessons, originals, extensions, renewals, by source and staff (owners; Pro).",
    roles: ["owner"],
    feature: "advanced_analytics",
    query: ZReportQuery,
    response: ZSalesReportView,
    download: REPORT_CSV,
  },
  async ({ db, session, query }) => reportResponse(session, query, () => salesReport(db, session, query)),
);
