// GET /api/reports/payroll — instructor pay from posted attendance, a line per lesson (owners; instructors their own).
import { route } from "@/lib/http/route";
import { payrollReport } from "@/lib/reports/payroll";
import { reportResponse } from "@/lib/reports/report-response";
import { ZReportQuery } from "@/lib/reports/schemas";
import { REPORT_CSV, ZPayrollReportView } from "@/lib/reports/views";

export const GET = route(
  {
    reads: "replica",
    summary: "Instructor pay from posted attendance at the rate in force, a line per lesson (owners; instructors their own; Pro).",
    roles: ["owner", "instructor"],
    feature: "advanced_analytics",
    query: ZReportQuery,
    response: ZPayrollReportView,
    download: REPORT_CSV,
  },
  async ({ db, session, query }) => reportResponse(session, query, (options) => payrollReport(db, session, query, new Date(), options)),
);
