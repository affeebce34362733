// GET /api/today — what today holds: lessons, classes and their fill, who teaches, open balances.
import { route } from "@/lib/http/route";
import { getTodayOverview } from "@/lib/scheduling/today-overview";
import { ZTodayView } from "@/lib/scheduling/views";

export const GET = route(
  {
    summary:
      "What today holds: lessons, classes and their fill, who teaches, open balances of today's students (owners; instructors their own lessons).",
    roles: ["owner", "instructor"],
    response: ZTodayView,
  },
  async ({ db, session }) => getTodayOverview(db, session),
);
