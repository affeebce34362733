// GET /api/today — what today holds: lessons, classes and their fill, who teaches, open balances.
import { route } from "@/lib/http/route";
import { getTodayOverview } from "@/lib/scheduling/today-overview";

export const GET = route(
  {
    summary:
      "What today holds: lessons, classes and their fill, who teaches, open balances of today's students (owners; instructors their own lessons).",
    roles: ["owner", "instructor"],
  },
  async ({ db, session }) => getTodayOverview(db, session),
);
