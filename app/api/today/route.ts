// GET /api/today — what today holds: lessons, classes and their fill, who teaches, open balances.
import { route } from "@/lib/http/route";
import { getTodayOverview } from "@/lib/scheduling/today-overview";

export const GET = route({ roles: ["owner", "instructor"] }, async ({ db, session }) => getTodayOverview(db, session));
