// GET /api/students/[id]/progress — levels, figures, attendance, weekly hours, goals, check-outs and notes.
import { route } from "@/lib/http/route";
import { getStudentProgress } from "@/lib/progress/student-progress";
import { ZStudentProgressView } from "@/lib/progress/views";
import { ZIdParams } from "@/lib/api/ids";

export const GET = route(
  {
    summary: "A student's levels per dance, figures, attendance, weekly hours, goals, check-outs and notes (Pro).",
    feature: "progress_tracking",
    params: ZIdParams,
    response: ZStudentProgressView,
  },
  async ({ db, session, params }) => getStudentProgress(db, session, params.id),
);
