// GET /api/competitions/[id]/costs/[studentId] — one student's cost sheet: { lines: [{ label, amountCents }], totalCents }.
import { getCostSheet } from "@/lib/competitions/costs-read";
import { ZCostParams } from "@/lib/competitions/costs-schemas";
import { ZCostSheetView } from "@/lib/competitions/costs-views";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "One student's cost sheet (entry fees, instructor fees, package, extras, shared costs, markup) and what they were charged: owners any student, instructors their students, a student their own.",
    params: ZCostParams,
    response: ZCostSheetView,
  },
  async ({ db, session, params }) => getCostSheet(db, session, params.id, params.studentId),
);
