// GET /api/me/progress — the signed-in student's own progress.
import { route } from "@/lib/http/route";
import { getOwnProgress } from "@/lib/progress/student-progress";
import { ZStudentProgressView } from "@/lib/progress/views";

export const GET = route(
  {
    summary: "The signed-in student's own progress (Pro).",
    roles: ["student"],
    feature: "progress_tracking",
    response: ZStudentProgressView,
  },
  async ({ db, session }) => getOwnProgress(db, session),
);
