// GET/POST /api/reports/custom — the studio's saved custom reports, and saving a new one (owners, custom reports).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { createSavedReport, listSavedReports } from "@/lib/reports/custom-reports";
import { ZCustomReport } from "@/lib/reports/custom-schemas";
import { ZSavedReportView } from "@/lib/reports/views";

export const GET = route(
  {
    summary: "The studio's saved custom reports (owners; Premium).",
    roles: ["owner"],
    feature: "custom_reports",
    response: z.object({ reports: z.array(ZSavedReportView) }),
  },
  async ({ db, session }) => listSavedReports(db, session),
);

export const POST = route(
  {
    summary: "Save a custom report: measure, grouping, filters, chart (owners; Premium).",
    roles: ["owner"],
    feature: "custom_reports",
    body: ZCustomReport,
    response: z.object({ report: ZSavedReportView }),
    status: 201,
  },
  async ({ db, session, body }) => createSavedReport(db, session, body),
);
