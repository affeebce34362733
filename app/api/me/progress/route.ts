// GET /api/me/progress — the signed-in student's own progress.
import { route } from "@/lib/http/route";
import { getOwnProgress } from "@/lib/progress/student-progress";

export const GET = route(
  { summary: "The signed-in student's own progress (Pro).", roles: ["student"], feature: "progress_tracking" },
  async ({ db, session }) => getOwnProgress(db, session),
);
