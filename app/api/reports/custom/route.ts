// GET/POST /api/reports/custom — the studio's saved custom reports, and saving a new one (owners, custom reports).
import { json, route } from "@/lib/http/route";
import { createSavedReport, listSavedReports } from "@/lib/reports/custom-reports";
import { ZCustomReport } from "@/lib/reports/custom-schemas";

export const GET = route(
  { summary: "The studio's saved custom reports (owners; Premium).", roles: ["owner"], feature: "custom_reports" },
  async ({ db, session }) => listSavedReports(db, session),
);

export const POST = route(
  {
    summary: "Save a custom report: measure, grouping, filters, chart (owners; Premium).",
    roles: ["owner"],
    feature: "custom_reports",
    body: ZCustomReport,
  },
  async ({ db, session, body }) => json(await createSavedReport(db, session, body), 201),
);
