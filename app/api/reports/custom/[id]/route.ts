// GET/PATCH/DELETE /api/reports/custom/[id] — one saved custom report (owners, custom reports).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { deleteSavedReport, findSavedReport, updateSavedReport } from "@/lib/reports/custom-reports";
import { ZCustomReportPatch } from "@/lib/reports/custom-schemas";
import { ZSavedReportView } from "@/lib/reports/views";
import { ZIdParams } from "@/lib/api/ids";

const options = { roles: ["owner"], feature: "custom_reports", params: ZIdParams } as const;
const ZOneReport = z.object({ report: ZSavedReportView });

export const GET = route(
  { summary: "One saved custom report (owners; Premium).", ...options, response: ZOneReport },
  async ({ db, session, params }) => ({ report: await findSavedReport(db, session, params.id) }),
);

export const PATCH = route(
  { summary: "Edit a saved custom report (owners; Premium).", ...options, body: ZCustomReportPatch, response: ZOneReport },
  async ({ db, session, params, body }) => updateSavedReport(db, session, params.id, body),
);

export const DELETE = route(
  { summary: "Delete a saved custom report (owners; Premium).", ...options, response: null },
  async ({ db, session, params }) => {
    await deleteSavedReport(db, session, params.id);
  },
);
