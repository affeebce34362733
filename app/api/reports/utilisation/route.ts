// GET /api/reports/utilisation — booked ÷ available hours of instructors and rooms, and the busiest hours (owners, advanced analytics).
import { route } from "@/lib/http/route";
import { reportResponse } from "@/lib/reports/report-response";
import { ZReportQuery } from "@/lib/reports/schemas";
import { REPORT_CSV, ZUtilisationReportView } from "@/lib/reports/views";
import { utilisationReport } from "@/lib/reports/utilisation";

export const GET = route(
  {
    reads: "replica",
    summary: "Instructor and room booked ÷ available hours, and the busiest hours by weekday (owners; Pro).",
    roles: ["owner"],
    feature: "advanced_analytics",
    query: ZReportQuery,
    response: ZUtilisationReportView,
    download: REPORT_CSV,
  },
  async ({ db, session, query }) => reportResponse(session, query, () => utilisationReport(db, session, query)),
);
