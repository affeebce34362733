// GET /api/progress/students — staff: their students' level changes, and who hasn't practised or attended lately.
import { route } from "@/lib/http/route";
import { listStudentsProgress } from "@/lib/progress/students-overview";
import { ZStudentsProgressView } from "@/lib/progress/views";

export const GET = route(
  {
    summary: "Staff: their students' recent level changes, and who hasn't practised or attended lately.",
    roles: ["owner", "instructor"],
    feature: "progress_tracking",
    response: ZStudentsProgressView,
  },
  async ({ db, session }) => listStudentsProgress(db, session),
);
