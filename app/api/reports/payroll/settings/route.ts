// PATCH /api/reports/payroll/settings — whether no-shows and late cancels are paid to instructors (owners).
import { route } from "@/lib/http/route";
import { updatePayrollSettings } from "@/lib/reports/payroll-settings";
import { ZPayrollSettings } from "@/lib/reports/schemas";
import { ZPayrollSettingsView } from "@/lib/reports/views";

export const PATCH = route(
  {
    summary: "Whether no-shows and late cancels are paid to instructors (owners; Pro).",
    roles: ["owner"],
    feature: "advanced_analytics",
    body: ZPayrollSettings,
    response: ZPayrollSettingsView,
  },
  async ({ db, session, body }) => updatePayrollSettings(db, session, body),
);
