// PUT /api/students/[id]/figures/[figureId] — a figure introduced, learning or checked off (staff, dated).
import { z } from "zod";
import { route } from "@/lib/http/route";
import { setFigureStatus } from "@/lib/progress/records";
import { ZFigureStatus, ZStudentFigureParams } from "@/lib/progress/schemas";
import { ZFigureMarkView } from "@/lib/progress/views";

export const PUT = route(
  {
    summary: "A figure introduced, learning or checked off, dated (staff who teach the student).",
    roles: ["owner", "instructor"],
    feature: "progress_tracking",
    params: ZStudentFigureParams,
    body: ZFigureStatus,
    response: z.object({ figure: ZFigureMarkView }),
  },
  async ({ db, session, params, body }) => setFigureStatus(db, session, params.id, params.figureId, body),
);
