// GET /api/reports/attendance — attendance rates, no-shows and late cancels, under-filled classes (owners; instructors their own).
import { route } from "@/lib/http/route";
import { attendanceReport } from "@/lib/reports/attendance";
import { reportResponse } from "@/lib/reports/report-response";
import { ZReportQuery } from "@/lib/reports/schemas";
import { REPORT_CSV, ZAttendanceReportView } from "@/lib/reports/views";

export const GET = route(
  {
    reads: "replica",
    summary:
      "Attendance by student, instructor and class, no-shows and late cancels, classes under `fill`% (owners; instructors their own).",
    roles: ["owner", "instructor"],
    feature: "basic_reporting",
    query: ZReportQuery,
    response: ZAttendanceReportView,
    download: REPORT_CSV,
  },
  async ({ db, session, query }) => reportResponse(session, query, (options) => attendanceReport(db, session, query, new Date(), options)),
);
