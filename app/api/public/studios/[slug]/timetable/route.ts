// GET /api/public/studios/{slug}/timetable?from&to — classes and practice parties with places left (no session).
import { route } from "@/lib/http/route";
import { getPublicStudio } from "@/lib/public/public-studio";
import { ZSlugParams, ZTimetableQuery } from "@/lib/public/schemas";
import { getPublicTimetable } from "@/lib/public/timetable";

export const GET = route(
  {
    summary: "Classes and practice parties with places left, ?from&to (no session).",
    auth: false,
    params: ZSlugParams,
    query: ZTimetableQuery,
  },
  async ({ db, params, query }) => ({
    timetable: await getPublicTimetable(db, await getPublicStudio(db, params.slug), query),
  }),
);
