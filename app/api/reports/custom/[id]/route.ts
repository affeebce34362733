// GET/PATCH/DELETE /api/reports/custom/[id] — one saved custom report (owners, custom reports).
import { route } from "@/lib/http/route";
import { deleteSavedReport, findSavedReport, updateSavedReport } from "@/lib/reports/custom-reports";
import { ZCustomReportPatch } from "@/lib/reports/custom-schemas";
import { ZIdParams } from "@/lib/api/ids";

const options = { roles: ["owner"], feature: "custom_reports", params: ZIdParams } as const;

export const GET = route({ summary: "One saved custom report (owners; Premium).", ...options }, async ({ db, session, params }) => ({
  report: await findSavedReport(db, session, params.id),
}));

export const PATCH = route(
  { summary: "Edit a saved custom report (owners; Premium).", ...options, body: ZCustomReportPatch },
  async ({ db, session, params, body }) => updateSavedReport(db, session, params.id, body),
);

export const DELETE = route({ summary: "Delete a saved custom report (owners; Premium).", ...options }, async ({ db, session, params }) => {
  await deleteSavedReport(db, session, params.id);
  return new Response(null, { status: 204 });
});
