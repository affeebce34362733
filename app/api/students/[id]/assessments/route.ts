// POST /api/students/[id]/assessments — a check-out or medal test; a pass moves the dance's level (staff).
import { route } from "@/lib/http/route";
import { recordAssessment } from "@/lib/progress/records";
import { ZAssessmentInput } from "@/lib/progress/schemas";
import { ZAssessmentRecordedView } from "@/lib/progress/views";
import { ZIdParams } from "@/lib/api/ids";

export const POST = route(
  {
    summary: "A check-out or medal test; a pass moves the dance's level, history kept (staff).",
    roles: ["owner", "instructor"],
    feature: "progress_tracking",
    params: ZIdParams,
    body: ZAssessmentInput,
    status: 201,
    response: ZAssessmentRecordedView,
  },
  async ({ db, session, params, body }) => recordAssessment(db, session, params.id, body),
);
